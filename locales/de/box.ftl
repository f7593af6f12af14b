# Die 13 Felder des Blocks, wie sie die deutsche Ausgabe nennt (Yahtzee bleibt Yahtzee).
box-ones = Einser
box-twos = Zweier
box-threes = Dreier
box-fours = Vierer
box-fives = Fünfer
box-sixes = Sechser
box-three-of-a-kind = Dreierpasch
box-four-of-a-kind = Viererpasch
box-full-house = Full House
box-small-straight = Kleine Straße
box-large-straight = Große Straße
box-yahtzee = Yahtzee
box-chance = Chance

# Beim Wechsel auf ein Feld mit den Pfeiltasten.
box-focus = { $box }, { $points }{ $joker ->
    [yes] , als Joker
   *[no] {""}
}
box-focus-open = { $box }, frei
box-focus-filled = { $box }, belegt, { $points }
box-focus-forbidden = { $box }, jetzt nicht erlaubt
# Eingabetaste auf einem Feld, das null Punkte brächte: im Spiel heißt das „streichen“.
box-confirm-zero = { $box } streichen, null Punkte? Zum Bestätigen noch einmal die Eingabetaste drücken.
