# Les 13 cases de la grille, avec les noms de l'édition française.
box-ones = As
box-twos = Deux
box-threes = Trois
box-fours = Quatre
box-fives = Cinq
box-sixes = Six
box-three-of-a-kind = Brelan
box-four-of-a-kind = Carré
box-full-house = Full
box-small-straight = Petite suite
box-large-straight = Grande suite
box-yahtzee = Yahtzee
box-chance = Chance
# Les cases propres au Yatzy scandinave (--rules yatzy, yatzy-forced) ; les autres gardent leurs noms.
box-one-pair = Paire
box-two-pairs = Double paire
box-yatzy = Yatzy

# En arrivant sur une case avec les flèches. $box est un nom déjà traduit, de genre inconnu :
# pas d'adjectif qui s'accorde avec lui.
box-focus = { $box }, { $points }{ $joker ->
    [yes] , comme Joker
   *[no] {""}
}
box-focus-open = { $box }, libre
box-focus-filled = { $box }, case remplie, { $points }
box-focus-forbidden = { $box }, impossible pour l'instant
# Entrée sur une case qui ne rapporterait rien.
box-confirm-zero = Zéro dans la case { $box } ? Appuyez de nouveau sur Entrée pour confirmer.
# Aides que d'autres messages référencent ({ box-in }) : elles voient $box et $category de
# l'appelant (ones … chance), pour donner à chaque case son article et son genre.
# La case avec « à » : « aux Cinq », « au full », « à la chance ». Les cases du bas en minuscules après
# l'article (« 27 au brelan ») ; celles du haut gardent la majuscule, qui les distingue des nombres.
box-in = { $category ->
    [ones] aux As
    [twos] aux Deux
    [threes] aux Trois
    [fours] aux Quatre
    [fives] aux Cinq
    [sixes] aux Six
    [three-of-a-kind] au brelan
    [four-of-a-kind] au carré
    [full-house] au full
    [small-straight] à la petite suite
    [large-straight] à la grande suite
    [yahtzee] au Yahtzee
    [chance] à la chance
    [one-pair] à la paire
    [two-pairs] à la double paire
    [yatzy] au Yatzy
   *[other] dans la case { $box }
}
# La case comme sujet : « Les Cinq », « Le Full », « La Chance ».
box-the = { $category ->
    [ones] Les As
    [twos] Les Deux
    [threes] Les Trois
    [fours] Les Quatre
    [fives] Les Cinq
    [sixes] Les Six
    [three-of-a-kind] Le Brelan
    [four-of-a-kind] Le Carré
    [full-house] Le Full
    [small-straight] La Petite suite
    [large-straight] La Grande suite
    [yahtzee] Le Yahtzee
    [chance] La Chance
    [one-pair] La Paire
    [two-pairs] La Double paire
    [yatzy] Le Yatzy
   *[other] La case { $box }
}
