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
# Il nome di una faccia in una combinazione (invariabile): «cinque».
dice-faces = { $face ->
    [1] uno
    [2] due
    [3] tre
    [4] quattro
    [5] cinque
   *[6] sei
}
# Che cosa fa un lancio, detto per primo e breve. $combination è yahtzee, large-straight,
# four-of-a-kind, full-house, small-straight, three-of-a-kind o none (non si dice niente).
# $face è la faccia del tris (anche nel full), $other quella della coppia; $faces, $other_faces i loro nomi.
dice-combination = { $combination ->
    [yahtzee] Yahtzee! Cinque { $faces }.
    [large-straight] Scala maggiore!
    [four-of-a-kind] Poker di { $faces }.
    [full-house] Full di { $faces } e { $other_faces }.
    [small-straight] Scala minore.
    [three-of-a-kind] Tris di { $faces }.
    [one-pair] Coppia di { $faces }.
    [two-pairs] Doppia coppia, { $faces } e { $other_faces }.
    [yatzy] Yatzy! Cinque { $faces }.
   *[none] {""}
}
