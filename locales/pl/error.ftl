# Krótkie powody, dla których reguły teraz czegoś nie pozwalają. Nic się nie zmienia.
error-no-rolls-left = Nie ma już rzutów. Wybierz pole.
error-all-held = Wszystkie kości są zatrzymane. Zwolnij jedną albo wybierz pole.
error-not-rolled = Najpierw rzuć, naciśnij R.
error-box-filled = { box-the } { $category ->
    [ones] są już zapisane
    [twos] są już zapisane
    [threes] są już zapisane
    [fours] są już zapisane
    [fives] są już zapisane
    [sixes] są już zapisane
    [three-of-a-kind] są już zapisane
    [four-of-a-kind] jest już zapisana
    [chance] jest już zapisana
    [yahtzee] jest już zapisane
    [one-pair] jest już zapisana
    [two-pairs] są już zapisane
    [yatzy] jest już zapisane
   *[other] jest już zapisany
}.
error-joker = Reguła dżokera pozwala tylko na { $boxes }.
error-game-over = Gra się skończyła.
error-not-allowed = Teraz niedozwolone.
error-dice-values-needed = Wpisz { $count ->
    [one] wartość kości, którą rzuciłeś
   *[other] wartości { $count } kości, którymi rzuciłeś
}, a potem naciśnij Enter.
error-dice-values-bad = Wpisz { $count ->
    [one] jedną liczbę
    [few] { $count } liczby
   *[other] { $count } liczb
} od 1 do 6.
error-unknown-key = Nieznany klawisz. Naciśnij znak zapytania, aby uzyskać pomoc.
error-not-your-turn = Teraz gra { $player }. Naciśnij spację, aby przyspieszyć.
error-not-next-box = { game-next-box } Pola zapisuje się po kolei.
