# Klawisz pomocy (znak zapytania lub F1): jeden komunikat na grupę klawiszy, w kolejności, w jakiej są potrzebne.
help-intro = Pomoc. Dowolny klawisz ją przerywa.
help-roll = R lub spacja to rzut. Pierwszy rzut bierze wszystkie pięć kości; kolejne rzucają kośćmi, których nie zatrzymujesz.
help-hold-position = Klawisze od 1 do 5 zatrzymują lub zwalniają kość o tym numerze.
help-hold-value = Zatrzymywanie według wartości: klawisze od 1 do 6 zatrzymują jeszcze jedną kość z tą liczbą oczek; z Shiftem zwalniają jedną.
help-boxes = Strzałki w górę i w dół przechodzą po polach i podają ich punkty. Home i End skaczą do pierwszego i ostatniego pola. Enter zapisuje pole.
help-review = D podaje twoje kości, C twoją tabelę, A wolne pola z punktami, B premię górnej części, S wyniki, T czyja jest kolej. O, a potem strzałki w lewo i w prawo, czyta tabele innych graczy.
help-hint = H daje podpowiedź; naciśnij ponownie, aby usłyszeć następny najlepszy ruch.
help-speech = X przerywa mowę. L powtarza ostatni komunikat; przecinek i kropka cofają się i idą naprzód po wcześniejszych komunikatach. V zmienia, ile jest mówione.
help-computer = Gdy gra komputer, spacja go przyspiesza, plus i minus zmieniają jego tempo.
help-quit = Q kończy grę po potwierdzeniu klawiszem Y.
help-undo = U lub Ctrl+Z cofa ostatnie zatrzymanie lub zapisanie punktów, dopóki od tego czasu nie było rzutu; naciśnij ponownie, aby cofnąć dalej.
help-statistics = G podaje twoje statystyki: rozegrane gry, średnią, najlepsze wyniki, Yahtzee.
help-resume = Niedokończona gra przy starcie: Y ją wznawia, N zaczyna nową grę, Q kończy.
