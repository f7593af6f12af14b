# Terninger. $face og $value går fra 1 til 6.
dice-value = { $value }
dice-face = { $face ->
    [1] ener
    [2] toer
    [3] treer
    [4] firer
    [5] femmer
   *[6] sekser
}
# En gruppe ens terninger: "en toer", "tre seksere".
dice-group = { $count ->
    [1] { $face ->
        [1] en ener
        [2] en toer
        [3] en treer
        [4] en firer
        [5] en femmer
       *[6] en sekser
    }
   *[other] { $count ->
        [2] to
        [3] tre
        [4] fire
       *[5] fem
    } { $face ->
        [1] enere
        [2] toere
        [3] treere
        [4] firere
        [5] femmere
       *[6] seksere
    }
}
# En sides navn i flertal, i kombinationer: "femmere".
dice-faces = { $face ->
    [1] enere
    [2] toere
    [3] treere
    [4] firere
    [5] femmere
   *[6] seksere
}
# Hvad et slag giver, nævnt først og kort. $combination er yahtzee, large-straight,
# four-of-a-kind, full-house, small-straight, three-of-a-kind eller none (intet siges).
dice-combination = { $combination ->
    [yahtzee] Yatzy! Fem { $faces }.
    [large-straight] Store straight!
    [four-of-a-kind] Fire { $faces }.
    [full-house] Fuldt hus, { $faces } og { $other_faces }.
    [small-straight] Lille straight.
    [three-of-a-kind] Tre ens, { $faces }.
    [one-pair] Et par { $faces }.
    [two-pairs] To par, { $faces } og { $other_faces }.
    [yatzy] Yatzy! Fem { $faces }.
   *[none] {""}
}
