# Dados. $face e $value vão de 1 a 6.
dice-value = { $value }
dice-face = { $face ->
    [1] ás
    [2] dois
    [3] três
    [4] quatro
    [5] cinco
   *[6] seis
}
# Um grupo de dados iguais: "um dois", "três seis". O 1 é sempre "ás": "um ás", "dois ases".
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
        [1] ases
        [2] dois
        [3] três
        [4] quatros
        [5] cincos
       *[6] seis
    }
}
# O nome de uma face no plural, numa combinação: «cincos». O 1 é sempre «ás».
dice-faces = { $face ->
    [1] ases
    [2] dois
    [3] três
    [4] quatros
    [5] cincos
   *[6] seis
}
# O que um lançamento forma, dito primeiro e curto. $combination é yahtzee, large-straight,
# four-of-a-kind, full-house, small-straight, three-of-a-kind ou none (nada é dito).
# $face é a face da trinca (também no full house), $other a do par; $faces, $other_faces os nomes.
dice-combination = { $combination ->
    [yahtzee] Yahtzee! Cinco { $faces }.
    [large-straight] Sequência alta!
    [four-of-a-kind] Quadra de { $faces }.
    [full-house] Full house, { $faces } com { $other_faces }.
    [small-straight] Sequência baixa.
    [three-of-a-kind] Trinca de { $faces }.
    [one-pair] Par de { $faces }.
    [two-pairs] Dois pares, { $faces } e { $other_faces }.
    [yatzy] Yatzy! Cinco { $faces }.
   *[none] {""}
}
