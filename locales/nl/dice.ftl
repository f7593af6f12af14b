# Dobbelstenen. $face en $value gaan van 1 tot 6.
dice-value = { $value }
dice-face = { $face ->
    [1] één
    [2] twee
    [3] drie
    [4] vier
    [5] vijf
   *[6] zes
}
# Een groep gelijke stenen: "een twee", "drie zessen".
dice-group = { $count ->
    [1] { $face ->
        [1] een één
        [2] een twee
        [3] een drie
        [4] een vier
        [5] een vijf
       *[6] een zes
    }
   *[other] { $count ->
        [2] twee
        [3] drie
        [4] vier
       *[5] vijf
    } { $face ->
        [1] enen
        [2] tweeën
        [3] drieën
        [4] vieren
        [5] vijven
       *[6] zessen
    }
}
# De meervoudsnaam van een zijde, in combinaties: "vijven".
dice-faces = { $face ->
    [1] enen
    [2] tweeën
    [3] drieën
    [4] vieren
    [5] vijven
   *[6] zessen
}
# Wat een worp oplevert, als eerste en kort genoemd. $combination is yahtzee, large-straight,
# four-of-a-kind, full-house, small-straight, three-of-a-kind of none (niets gezegd).
# $face is de zijde van de drie gelijke (ook bij full house), $other die van het paar.
dice-combination = { $combination ->
    [yahtzee] Yahtzee! Vijf { $faces }.
    [large-straight] Grote straat!
    [four-of-a-kind] Vier { $faces }.
    [full-house] Full house, { $faces } en { $other_faces }.
    [small-straight] Kleine straat.
    [three-of-a-kind] Drie { $faces }.
    [one-pair] Eén paar, { $faces }.
    [two-pairs] Twee paar, { $faces } en { $other_faces }.
    [yatzy] Yatzy! Vijf { $faces }.
   *[none] {""}
}
