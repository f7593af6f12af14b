# Würfel. $face und $value gehen von 1 bis 6.
dice-value = { $value }
dice-face = { $face ->
    [1] Eins
    [2] Zwei
    [3] Drei
    [4] Vier
    [5] Fünf
   *[6] Sechs
}
# Eine Gruppe gleicher Würfel: „eine Zwei“, „drei Sechser“.
dice-group = { $count ->
    [1] { $face ->
        [1] eine Eins
        [2] eine Zwei
        [3] eine Drei
        [4] eine Vier
        [5] eine Fünf
       *[6] eine Sechs
    }
   *[other] { $count ->
        [2] zwei
        [3] drei
        [4] vier
       *[5] fünf
    } { $face ->
        [1] Einser
        [2] Zweier
        [3] Dreier
        [4] Vierer
        [5] Fünfer
       *[6] Sechser
    }
}
# Der Name einer Augenzahl in einer Kombination: „Fünfer“.
dice-faces = { $face ->
    [1] Einser
    [2] Zweier
    [3] Dreier
    [4] Vierer
    [5] Fünfer
   *[6] Sechser
}
# Was ein Wurf ergibt, zuerst und kurz genannt. $combination ist yahtzee, large-straight,
# four-of-a-kind, full-house, small-straight, three-of-a-kind oder none (nichts wird gesagt).
# $face ist die Augenzahl des Drillings (auch im Full House), $other die des Paars; $faces, $other_faces ihre Namen.
dice-combination = { $combination ->
    [yahtzee] Yahtzee! Fünf { $faces }.
    [large-straight] Große Straße!
    [four-of-a-kind] Vier { $faces }.
    [full-house] Full House, drei { $faces } und zwei { $other_faces }.
    [small-straight] Kleine Straße.
    [three-of-a-kind] Drei { $faces }.
    [one-pair] Ein Paar { $faces }.
    [two-pairs] Zwei Paare, { $faces } und { $other_faces }.
    [yatzy] Yatzy! Fünf { $faces }.
   *[none] {""}
}
