# Événements de la partie. $kind vaut solo (un seul joueur), human ou computer. $verbosity vaut brief, normal ou detailed.

## Qui commence
game-first-roll = { $verbosity ->
    [detailed] { $player } lance { $dice }, au total { $total }.
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
    [computer] { $verbosity ->
        [detailed] Au tour { game-of-player }.
       *[other] {""}
    }
   *[human] { $team ->
        [yes] { $player }, { $member } lance. { $verbosity ->
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
# $dice dans l'ordre choisi par le joueur ; $named est la combinaison (dice-combination),
# $combination son identifiant ; $best les meilleures cases libres avec leurs points.
game-rolled = { $kind ->
    [computer] { $verbosity ->
        [detailed] { $player } obtient { $dice }. { $named }
       *[other] {""}
    }
   *[other] { $verbosity ->
        [brief] { $named } { $combination ->
            [yahtzee] {""}
            [yatzy] {""}
           *[other] { $new_count ->
                [5] { $dice }.
               *[other] { $new }.
            }
        } { $rolls_left ->
            [0] Dernier lancer.
            [one] Encore un lancer.
           *[other] Encore { $rolls_left } lancers.
        }
        [detailed] Lancer { $roll }, { $named } { $dice }, soit { $groups }. { $best_count ->
            [0] {""}
           *[other] Le mieux, { $best }.
        } { $rolls_left ->
            [0] Aucun lancer restant, choisissez une case.
            [one] Encore un lancer.
           *[other] Encore { $rolls_left } lancers.
        } { $held_count ->
            [0] {""}
            [one] Un dé était gardé.
           *[other] { $held_count } dés étaient gardés.
        }
       *[other] { $named } { $combination ->
            [yahtzee] {""}
            [yatzy] {""}
           *[other] { $dice }.
        } { $rolls_left ->
            [0] Choisissez une case.
            [one] Encore un lancer.
           *[other] Encore { $rolls_left } lancers.
        }
    }
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
# L'ordinateur garde des dés entre deux lancers : dit seulement au niveau détaillé.
game-keeps = { $verbosity ->
    [detailed] { $count ->
        [0] { $player } relance les cinq dés.
       *[other] { $player } garde { $dice }.
    }
   *[other] {""}
}

## Marquer
game-scored = { $kind ->
    [computer] { $verbosity ->
        [detailed] { $player } marque { $points } { box-in }{ $joker ->
            [yes] {" "}comme Joker
           *[no] {""}
        }.
       *[other] { $player }, { $points } { box-in }{ $joker ->
            [yes] {" "}comme Joker
           *[no] {""}
        }.
    }
   *[other] { $points } { box-in }{ $joker ->
        [yes] {" "}comme Joker
       *[no] {""}
    }.
}
game-yahtzee-bonus = { $kind ->
    [computer] Bonus Yahtzee, { $bonus } points.
   *[other] Bonus Yahtzee, { $bonus } points !
}
game-upper-bonus = { $kind ->
    [computer] Bonus de la partie haute obtenu, { $bonus } points.
   *[other] Bonus de la partie haute obtenu, { $bonus } points !
}
# Sous le niveau détaillé, l'ordinateur dit sa marque (game-scored), puis un bonus éventuel, puis
# le classement (game-turn-end) ; ses dés seulement au niveau détaillé.
game-turn-end = { $kind ->
    [computer] { $verbosity ->
        [brief] Total { $total }.
        [detailed] { game-turn-standing }
       *[other] { $status ->
            [leading] { $player } mène de { $lead }.
            [tied] Égalité en tête à { $total }.
           *[behind] { $behind } de retard sur { $leader }.
        }
    }
   *[other] { game-turn-standing }
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
        [detailed] Fin de la manche { $round }. Classement, { $standings }.
       *[other] Fin de la manche { $round }.
    }
}

## La fin
game-over = Partie terminée.
game-over-solo = Score final, { $total }. { $comparison ->
    [first] {""}
    [better] Nouveau record ! { $difference } { $difference ->
        [one] point
       *[other] points
    } de plus que l'ancien, { $best }.
    [equal] Vous égalez votre record.
   *[worse] Votre record reste { $best }, il vous a manqué { $difference } { $difference ->
        [one] point
       *[other] points
    }.
}
# $margins est une liste de game-margin : « 20 de plus que Paul et 35 de plus que Léa ».
# $margins est une liste de game-margin : « devance Eve de 20 et Ugo de 1 ».
game-winner = { $player } gagne avec { $total } points et devance { $margins }.
game-margin = { $player } de { $margin }
game-winners-tie = { $players } gagnent ex aequo avec { $total }.
game-standings = Classement, { $standings }.
game-play-again = Rejouer ? Appuyez sur Ctrl+N pour rejouer, { confirm-no } ou Q pour quitter.
game-new = Nouvelle partie.
game-over-too-soon = Touche ignorée, la partie vient de se terminer. { $again }
# « de » devant le nom du joueur, élidé devant une voyelle ou un h muet : « d'Ann », « de Paul ».
# Aide référencée par d'autres messages ; elle voit $player et $player_initial de l'appelant.
game-of-player = { $player_initial ->
    [a] d'{ $player }
    [e] d'{ $player }
    [i] d'{ $player }
    [o] d'{ $player }
    [u] d'{ $player }
    [y] d'{ $player }
    [h] d'{ $player }
   *[other] de { $player }
}
# Le classement après un tour (partie de game-turn-end).
game-turn-standing = { $status ->
    [solo] Total { $total }.
    [leading] { $player }, { $total }, { $alone ->
        [yes] en tête.
       *[no] { $verbosity ->
            [brief] en tête.
           *[other] { $lead } { $lead ->
                [one] point
               *[other] points
            } d'avance.
        }
    }
    [tied] { $player }, { $total }, à égalité en tête.
   *[behind] { $player }, { $total }, { $behind } { $behind ->
        [one] point
       *[other] points
    } de retard sur { $leader }.
}

# Ordre imposé (--rules yatzy-forced) : la seule case à remplir maintenant.
game-next-box = Case suivante, { $box }.
