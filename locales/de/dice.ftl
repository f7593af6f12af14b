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
