# Dados. $face e $value vão de 1 a 6.
dice-value = { $value }
dice-face = { $face ->
    [1] um
    [2] dois
    [3] três
    [4] quatro
    [5] cinco
   *[6] seis
}
# Um grupo de dados iguais: "um dois", "três seis". Um só 1 é "um ás".
dice-group = { $count ->
    [1] { $face ->
        [1] um ás
        [2] um dois
        [3] um três
        [4] um quatro
        [5] um cinco
       *[6] um seis
    }
   *[other] { $count ->
        [2] dois
        [3] três
        [4] quatro
       *[5] cinco
    } { $face ->
        [1] uns
        [2] dois
        [3] três
        [4] quatros
        [5] cincos
       *[6] seis
    }
}
