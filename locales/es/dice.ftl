# Dados. $face y $value van del 1 al 6.
dice-value = { $value }
dice-face = { $face ->
    [1] uno
    [2] dos
    [3] tres
    [4] cuatro
    [5] cinco
   *[6] seis
}
# Un grupo de dados iguales: "un dos", "tres seises".
dice-group = { $count ->
    [1] { $face ->
        [1] un uno
        [2] un dos
        [3] un tres
        [4] un cuatro
        [5] un cinco
       *[6] un seis
    }
   *[other] { $count ->
        [2] dos
        [3] tres
        [4] cuatro
       *[5] cinco
    } { $face ->
        [1] unos
        [2] doses
        [3] treses
        [4] cuatros
        [5] cincos
       *[6] seises
    }
}
