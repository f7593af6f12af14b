# Tärningar. $face och $value går från 1 till 6.
dice-value = { $value }
dice-face = { $face ->
    [1] etta
    [2] tvåa
    [3] trea
    [4] fyra
    [5] femma
   *[6] sexa
}
# En grupp lika tärningar: "en tvåa", "tre sexor".
dice-group = { $count ->
    [1] { $face ->
        [1] en etta
        [2] en tvåa
        [3] en trea
        [4] en fyra
        [5] en femma
       *[6] en sexa
    }
   *[other] { $count ->
        [2] två
        [3] tre
        [4] fyra
       *[5] fem
    } { $face ->
        [1] ettor
        [2] tvåor
        [3] treor
        [4] fyror
        [5] femmor
       *[6] sexor
    }
}
# En sidas namn i plural, i kombinationer: "femmor".
dice-faces = { $face ->
    [1] ettor
    [2] tvåor
    [3] treor
    [4] fyror
    [5] femmor
   *[6] sexor
}
# Vad ett slag blir, sagt först och kort. $combination är yahtzee, large-straight,
# four-of-a-kind, full-house, small-straight, three-of-a-kind eller none (inget sägs).
# $face är tretalets sida (även i kåk), $other parets.
dice-combination = { $combination ->
    [yahtzee] Yatzy! Fem { $faces }.
    [large-straight] Stor stege!
    [four-of-a-kind] Fyra { $faces }.
    [full-house] Kåk, { $faces } och { $other_faces }.
    [small-straight] Liten stege.
    [three-of-a-kind] Tre { $faces }.
    [one-pair] Ett par { $faces }.
    [two-pairs] Två par, { $faces } och { $other_faces }.
    [yatzy] Yatzy! Fem { $faces }.
   *[none] {""}
}
