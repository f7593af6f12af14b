# Nopat. $face ja $value ovat 1–6.
dice-value = { $value }
dice-face = { $face ->
    [1] ykkönen
    [2] kakkonen
    [3] kolmonen
    [4] nelonen
    [5] viitonen
   *[6] kuutonen
}
# Ryhmä samoja noppia: "yksi kakkonen", "kolme kuutosta" (lukusanan jälkeen partitiivi).
dice-group = { $count ->
    [1] { $face ->
        [1] yksi ykkönen
        [2] yksi kakkonen
        [3] yksi kolmonen
        [4] yksi nelonen
        [5] yksi viitonen
       *[6] yksi kuutonen
    }
   *[other] { $count ->
        [2] kaksi
        [3] kolme
        [4] neljä
       *[5] viisi
    } { $face ->
        [1] ykköstä
        [2] kakkosta
        [3] kolmosta
        [4] nelosta
        [5] viitosta
       *[6] kuutosta
    }
}
# Silmäluvun nimi monikossa yhdistelmissä: "viitoset".
dice-faces = { $face ->
    [1] ykköset
    [2] kakkoset
    [3] kolmoset
    [4] neloset
    [5] viitoset
   *[6] kuutoset
}
# Mitä heitosta tulee, ensin ja lyhyesti. $combination on yahtzee, large-straight,
# four-of-a-kind, full-house, small-straight, three-of-a-kind tai none (ei sanota mitään).
# Lukusanan jälkeen partitiivi valitaan $face-argumentin mukaan ("Neljä viitosta").
dice-combination = { $combination ->
    [yahtzee] Yatzy! Viisi { $face ->
        [1] ykköstä
        [2] kakkosta
        [3] kolmosta
        [4] nelosta
        [5] viitosta
       *[6] kuutosta
    }.
    [large-straight] Iso suora!
    [four-of-a-kind] Neljä { $face ->
        [1] ykköstä
        [2] kakkosta
        [3] kolmosta
        [4] nelosta
        [5] viitosta
       *[6] kuutosta
    }.
    [full-house] Täyskäsi, { $faces } ja { $other_faces }.
    [small-straight] Pieni suora.
    [three-of-a-kind] Kolme samaa, { $faces }.
    [one-pair] Pari, { $faces }.
    [two-pairs] Kaksi paria, { $faces } ja { $other_faces }.
    [yatzy] Yatzy! Viisi { $face ->
        [1] ykköstä
        [2] kakkosta
        [3] kolmosta
        [4] nelosta
        [5] viitosta
       *[6] kuutosta
    }.
   *[none] {""}
}
