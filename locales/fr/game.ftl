# Événements de la partie. $kind vaut solo (un seul joueur), human ou computer. $verbosity vaut brief, normal ou detailed.

## Qui commence
game-first-roll = { $verbosity ->
    [detailed] { $player } lance { $dice } : { $total }.
   *[other] { $player } fait { $total }.
}
game-first-roll-tie = { $players } sont à égalité avec { $total } et relancent.
game-first-player = { $player } commence.

## Les tours
game-turn-start = { $kind ->
    [solo] { $verbosity ->
        [brief] Manche { $round }.
        [detailed] Manche { $round } sur { $rounds }, { $rounds_left ->
            [0] la dernière
            [one] encore une après celle-ci
           *[other] encore { $rounds_left } après celle-ci
        }. Total { $total }. Appuyez sur R pour lancer.
       *[other] Manche { $round } sur { $rounds }.
    }
    [computer] Au tour de { $player }.
   *[human] { $team ->
        [yes] { $player } : { $member } lance. { $verbosity ->
            [brief] {""}
           *[other] Manche { $round } sur { $rounds }.
        }
       *[no] { $player }, à vous. { $verbosity ->
            [brief] {""}
           *[other] Manche { $round } sur { $rounds }.
        }
    }
}

## Les lancers
game-rolled = { $kind ->
    [computer] { $player } obtient { $dice }.
   *[other] { $verbosity ->
        [brief] { $new_count ->
            [5] { $dice }
           *[other] { $new }
        }{ $rolls_left ->
            [0] , dernier lancer.
           *[other] .
        }
        [detailed] Lancer { $roll } : { $dice }, soit { $groups }. { $rolls_left ->
            [0] Aucun lancer restant, choisissez une case.
            [one] Encore un lancer.
           *[other] Encore { $rolls_left } lancers.
        } { $held_count ->
            [0] {""}
            [one] Un dé était gardé.
           *[other] { $held_count } dés étaient gardés.
        }
       *[other] { $dice }. { $rolls_left ->
            [0] Choisissez une case.
            [one] Encore un lancer.
           *[other] Encore { $rolls_left } lancers.
        }
    }
}
game-yahtzee-rolled = Yahtzee ! Cinq { $value ->
    [1] as
    [2] deux
    [3] trois
    [4] quatre
    [5] cinq
   *[6] six
}.{ $bonus ->
    [0] {""}
   *[other] {" "}Bonus de { $bonus }.
}

## Garder des dés
game-hold = { $verbosity ->
    [brief] { $position }, { $held ->
        [yes] gardé
       *[no] libéré
    }
    [detailed] Dé { $position }, { $face }, { $held ->
        [yes] gardé
       *[no] libéré
    }. { $held_count ->
        [0] Aucun dé gardé.
        [one] Un dé gardé.
       *[other] { $held_count } dés gardés.
    }
   *[other] Dé { $position }, { $face }, { $held ->
        [yes] gardé
       *[no] libéré
    }.
}
game-keeps = { $count ->
    [0] { $player } relance les cinq dés.
   *[other] { $player } garde { $dice }.
}

## Marquer
game-scored = { $kind ->
    [computer] { $player } marque { $points } en { $box }{ $joker ->
        [yes] {" "}comme Joker
       *[no] {""}
    }.
   *[other] { $points } en { $box }{ $joker ->
        [yes] {" "}comme Joker
       *[no] {""}
    }.
}
game-yahtzee-bonus = { $kind ->
    [computer] { $player } gagne un bonus Yahtzee de { $bonus } points.
   *[other] Bonus Yahtzee : { $bonus } points !
}
game-upper-bonus = { $kind ->
    [computer] { $player } obtient le bonus de la partie haute : { $bonus } points.
   *[other] Bonus de la partie haute obtenu : { $bonus } points !
}
game-turn-end = { $status ->
    [solo] Total { $total }.
    [leading] { $player }, { $total }, { $verbosity ->
        [brief] en tête.
       *[other] mène de { $lead }.
    }
    [tied] { $player }, { $total }, à égalité en tête.
   *[behind] { $player }, { $total }, à { $behind } de { $leader }.
}
game-round-end = { $kind ->
    [solo] { $verbosity ->
        [detailed] Fin de la manche { $round }. { $rounds_left ->
            [0] {""}
            [one] Encore une manche.
           *[other] Encore { $rounds_left } manches.
        }
       *[other] {""}
    }
   *[many] { $verbosity ->
        [brief] {""}
        [detailed] Fin de la manche { $round }. Classement : { $standings }.
       *[other] Fin de la manche { $round }.
    }
}

## La fin
game-over = Partie terminée.
game-over-solo = Score final : { $total }. { $comparison ->
    [first] {""}
    [better] Nouveau record ! { $difference } de plus que votre ancien record, { $best }.
    [equal] Vous égalez votre record.
   *[worse] Votre record est de { $best }, { $difference } de plus.
}
# $margins est une liste de game-margin : « 20 de plus que Paul et 35 de plus que Léa ».
game-winner = { $player } gagne avec { $total } : { $margins }.
game-margin = { $margin } de plus que { $player }
game-winners-tie = { $players } gagnent ex aequo avec { $total }.
game-standings = Classement : { $standings }.
game-play-again = Rejouer ? Appuyez sur Y pour oui, N pour quitter.
game-new = Nouvelle partie.
