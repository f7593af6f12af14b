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
box-confirm-zero = Zéro en { $box } ? Appuyez de nouveau sur Entrée pour confirmer.
