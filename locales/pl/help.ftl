# Klawisz pomocy (znak zapytania lub F1): jeden komunikat na grupę klawiszy, w kolejności, w jakiej są potrzebne.
help-intro = Pomoc. Dowolny klawisz ją przerywa.
help-roll = R lub spacja to rzut. Pierwszy rzut bierze wszystkie pięć kości; kolejne rzucają kośćmi, których nie zatrzymujesz.
help-hold-position = Klawisze od 1 do 5 zatrzymują lub zwalniają kość o tym numerze.
help-hold-value = Zatrzymywanie według wartości: klawisze od 1 do 6 zatrzymują jeszcze jedną kość z tą liczbą oczek; z Shiftem zwalniają jedną.
help-boxes = Strzałki w górę i w dół przechodzą po polach i podają ich punkty. Home i End skaczą do pierwszego i ostatniego pola. Enter zapisuje pole.
help-review = D podaje twoje kości, C twoją tabelę, A wolne pola z punktami, B premię górnej części, S wyniki, T czyja jest kolej. O, a potem strzałki w lewo i w prawo, czyta tabele innych graczy. K czyta twoją tabelę w dwóch krótkich wierszach dla monitora brajlowskiego.
help-hint = H daje podpowiedź; naciśnij ponownie, aby usłyszeć następny najlepszy ruch.
help-speech = X przerywa mowę. L powtarza ostatni komunikat; przecinek i kropka cofają się i idą naprzód po wcześniejszych komunikatach. V zmienia, ile jest mówione.
help-sounds = M włącza i wyłącza dźwięki. F2 otwiera test dźwięków: każdy dźwięk z jego nazwą.
help-computer = Gdy gra komputer, spacja go przyspiesza, plus i minus zmieniają jego tempo.
help-quit = Q kończy grę po potwierdzeniu klawiszem Y.
help-sound-test = Test dźwięków: strzałki w górę i w dół odtwarzają każdy dźwięk i mówią jego nazwę; Home i End skaczą do pierwszego i ostatniego; Enter lub Spacja odtwarzają go ponownie; Escape lub F2 wraca.
help-sound-volume = Test dźwięków: strzałki w lewo i w prawo ściszają i pogłaśniają dźwięki.
# Klawisze pozostałych trybów; nie są częścią mówionej pomocy, służą do docs/keys.md.
help-dice-entry = Z prawdziwymi kośćmi: klawisze od 1 do 6 wpisują wartość każdej wyrzuconej kości, Backspace poprawia, Enter zatwierdza, Escape anuluje.
help-confirm-zero = Pole, które dałoby zero: ponowny Enter je zapisuje; każdy inny klawisz nie.
help-confirm-quit = Wyjście: Y kończy grę; każdy inny klawisz pozwala grać dalej.
help-other-card = Tabele innych graczy: strzałki w lewo i w prawo wybierają gracza; Escape lub dowolny inny klawisz wraca.
help-game-over = Na końcu: Y zaczyna nową grę, N lub Q wychodzi.
help-coach-review = Na końcu, z trenerem: strzałki w lewo i w prawo przechodzą po twoich najkosztowniejszych decyzjach.
help-setup = Przygotowanie: strzałki w górę i w dół lub w lewo i w prawo zmieniają wybór; Enter zatwierdza; Escape wraca; znak zapytania powtarza pytanie.
help-setup-count = Klawisze od 1 do 8 od razu wybierają liczbę graczy.
help-setup-name = Nadawanie imienia: litery wpisują imię, Backspace poprawia, Enter zatwierdza, Escape wraca.
help-setup-quit = Q wychodzi, chyba że wpisujesz imię.
help-undo = U lub Ctrl+Z cofa ostatnie zatrzymanie lub zapisanie punktów, dopóki od tego czasu nie było rzutu; naciśnij ponownie, aby cofnąć dalej.
help-statistics = G podaje twoje statystyki: rozegrane gry, średnią, najlepsze wyniki, Yahtzee.
help-resume = Niedokończona gra przy starcie: Y ją wznawia, N zaczyna nową grę, Q kończy.
