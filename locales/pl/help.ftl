# Klawisz pomocy (znak zapytania lub F1): jeden komunikat na grupę klawiszy, w kolejności, w jakiej są potrzebne.
help-intro = Pomoc. Dowolny klawisz ją przerywa.
help-roll = R lub spacja to rzut. Pierwszy rzut bierze wszystkie pięć kości; kolejne rzucają kośćmi, których nie zatrzymujesz.
help-hold-position = Klawisze od 1 do 5 zatrzymują lub zwalniają kość o tym numerze.
help-hold-value = Zatrzymywanie według wartości: klawisze od 1 do 6 zatrzymują jeszcze jedną kość z tą liczbą oczek; gdy wszystkie takie kości są zatrzymane, ten sam klawisz zwalnia je wszystkie. Bez Shifta, na każdej klawiaturze.
help-boxes = Strzałki w górę i w dół przechodzą po polach i podają ich punkty. Home i End skaczą do pierwszego i ostatniego pola. Enter zapisuje pole.
help-review = D podaje twoje kości, C twoją tabelę, A wolne pola z punktami, B premię górnej części, S wyniki, T czyja jest kolej. O, a potem strzałki w lewo i w prawo, czyta tabele innych graczy.
help-hint = H daje podpowiedź; naciśnij ponownie, aby usłyszeć następny najlepszy ruch.
help-speech = X przerywa mowę. L powtarza ostatni komunikat; przecinek i kropka cofają się i idą naprzód po wcześniejszych komunikatach. V zmienia, ile jest mówione.
help-computer = Gdy gra komputer, spacja go przyspiesza; F skraca jego przerwę między ruchami, P ją wydłuża.
help-quit = Q kończy grę po potwierdzeniu klawiszem { confirm-yes } lub Enter.
help-confirm-quit = Wyjście: { confirm-yes } lub Enter kończy grę; { confirm-no }, Escape lub inny klawisz gra dalej.
help-game-over = Na końcu: Enter gra jeszcze raz, { confirm-no } lub Q wychodzi.
help-first-letter = Shift z literą przechodzi do następnego pola, którego nazwa zaczyna się na tę literę; naciśnij ponownie, aby przejść dalej. Same litery pozostają poleceniami.
help-setup-letter = Na liście wyborów (język, rodzaj gracza, poziom) litera przechodzi do następnego wyboru zaczynającego się na nią, z wyjątkiem Q, które wychodzi.
