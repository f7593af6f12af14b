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
# Die eigenen Felder des skandinavischen Yatzy (--rules yatzy, yatzy-forced); die anderen behalten ihre Namen.
box-one-pair = Ein Paar
box-two-pairs = Zwei Paare
box-yatzy = Yatzy

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
# Hilfen, auf die andere Nachrichten verweisen ({ box-in }): Sie sehen $box und $category der
# aufrufenden Nachricht (ones … chance), damit jedes Feld Artikel und Fall bekommt. Mit „bei“ (Dativ).
box-in = { $category ->
    [ones] bei den Einsern
    [twos] bei den Zweiern
    [threes] bei den Dreiern
    [fours] bei den Vierern
    [fives] bei den Fünfern
    [sixes] bei den Sechsern
    [three-of-a-kind] beim Dreierpasch
    [four-of-a-kind] beim Viererpasch
    [full-house] beim Full House
    [small-straight] bei der Kleinen Straße
    [large-straight] bei der Großen Straße
    [yahtzee] beim Yahtzee
    [chance] bei der Chance
    [one-pair] beim Paar
    [two-pairs] bei Zwei Paaren
    [yatzy] beim Yatzy
   *[other] im Feld { $box }
}
# Das Feld als Subjekt: „Die Fünfer“, „Der Dreierpasch“, „Die Chance“.
box-the = { $category ->
    [ones] Die Einser
    [twos] Die Zweier
    [threes] Die Dreier
    [fours] Die Vierer
    [fives] Die Fünfer
    [sixes] Die Sechser
    [three-of-a-kind] Der Dreierpasch
    [four-of-a-kind] Der Viererpasch
    [full-house] Das Full House
    [small-straight] Die Kleine Straße
    [large-straight] Die Große Straße
    [yahtzee] Das Yahtzee
    [chance] Die Chance
    [one-pair] Das Paar
    [two-pairs] Das Feld Zwei Paare
    [yatzy] Das Yatzy
   *[other] Das Feld { $box }
}
