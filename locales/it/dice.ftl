# Dadi. $face e $value vanno da 1 a 6.
dice-value = { $value }
dice-face = { $face ->
    [1] uno
    [2] due
    [3] tre
    [4] quattro
    [5] cinque
   *[6] sei
}
# Un gruppo di dadi uguali: "un due", "tre sei".
dice-group = { $count ->
    [1] { $face ->
        [1] un uno
        [2] un due
        [3] un tre
        [4] un quattro
        [5] un cinque
       *[6] un sei
    }
   *[other] { $count ->
        [2] due
        [3] tre
        [4] quattro
       *[5] cinque
    } { $face ->
        [1] uno
        [2] due
        [3] tre
        [4] quattro
        [5] cinque
       *[6] sei
    }
}
