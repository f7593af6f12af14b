# Kurze Gründe für Aktionen, die die Regeln gerade verbieten. Nichts ändert sich.
error-no-rolls-left = Keine Würfe mehr. Wähle ein Feld.
error-all-held = Alle Würfel sind gehalten. Gib einen frei oder wähle ein Feld.
error-not-rolled = Erst würfeln, drücke R.
error-box-filled = { box-the } { $category ->
    [ones] sind
    [twos] sind
    [threes] sind
    [fours] sind
    [fives] sind
    [sixes] sind
   *[other] ist
} schon belegt.
error-joker = Die Joker-Regel erlaubt nur { $boxes }.
error-game-over = Das Spiel ist vorbei.
error-not-allowed = Jetzt nicht erlaubt.
error-dice-values-needed = Gib { $count ->
    [one] die gewürfelte Augenzahl
   *[other] die { $count } gewürfelten Augenzahlen
} ein und drücke dann die Eingabetaste.
error-dice-values-bad = Gib { $count ->
    [one] eine Zahl
   *[other] { $count } Zahlen
} von 1 bis 6 ein.
error-unknown-key = Unbekannte Taste. Mit dem Fragezeichen bekommst du Hilfe.
error-not-your-turn = { $player } ist dran. Mit der Leertaste geht es schneller.
error-not-next-box = { game-next-box } Die Felder werden der Reihe nach belegt.
