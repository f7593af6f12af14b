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
# El nombre en plural de una cara, dentro de una combinación: «cincos».
dice-faces = { $face ->
    [1] unos
    [2] doses
    [3] treses
    [4] cuatros
    [5] cincos
   *[6] seises
}
# Lo que forma una tirada, dicho primero y breve. $combination es yahtzee, large-straight,
# four-of-a-kind, full-house, small-straight, three-of-a-kind o none (no se dice nada).
# $face es la cara del trío (también en el full), $other la de la pareja; $faces, $other_faces sus nombres.
dice-combination = { $combination ->
    [yahtzee] ¡Yahtzee! Cinco { $faces }.
    [large-straight] ¡Escalera grande!
    [four-of-a-kind] Póker de { $faces }.
    [full-house] Full de { $faces } y { $other_faces }.
    [small-straight] Escalera pequeña.
    [three-of-a-kind] Trío de { $faces }.
    [one-pair] Pareja de { $faces }.
    [two-pairs] Doble pareja, { $faces } y { $other_faces }.
    [yatzy] ¡Yatzy! Cinco { $faces }.
   *[none] {""}
}
