# Réponses aux touches de consultation. Elles ne changent rien à la partie.
review-dice = { $dice }{ $verbosity ->
    [brief] {""}
   *[other] , soit { $groups }
}. { $held_count ->
    [0] Aucun gardé.
    [one] Gardé, dé { $held }.
   *[other] Gardés, dés { $held }.
} { $rolls_left ->
    [0] Aucun lancer restant.
    [one] Encore un lancer.
   *[other] Encore { $rolls_left } lancers.
}
review-dice-none = Pas encore de dés. Appuyez sur R pour lancer.
review-position = { $position }
review-dice-computer = { $rolled ->
    [no] Au tour { game-of-player }, pas encore lancé.
   *[yes] Au tour { game-of-player }, { $dice }{ $verbosity ->
        [brief] {""}
       *[other] , soit { $groups }
    }. { $kept_count ->
        [0] {""}
       *[other] Garde { $kept }.
    } { $rolls_left ->
        [0] Aucun lancer restant.
        [one] Encore un lancer.
       *[other] Encore { $rolls_left } lancers.
    }
}
review-box = { $box } { $points }
review-open-box = { $box }
# Avant un lancer : les cases libres. Après : celles qui rapportent, les plus payantes d'abord,
# puis combien vaudraient zéro ($zeros), nommées ($zero_boxes) seulement au niveau détaillé.
review-open = { $rolled ->
    [yes] { $count ->
        [0] { $zeros ->
            [0] Aucune case autorisée
           *[other] Rien ne rapporte
        }
       *[other] { $boxes }
    }{ $zeros ->
        [0] .
        [one] { $count ->
            [0] , une case à zéro
           *[other] , et une case à zéro
        }{ $verbosity ->
            [detailed] , { $zero_boxes }.
           *[other] .
        }
       *[other] { $count ->
            [0] , { $zeros } cases à zéro
           *[other] , et { $zeros } cases à zéro
        }{ $verbosity ->
            [detailed] , { $zero_boxes }.
           *[other] .
        }
    }
   *[no] Cases libres, { $boxes }.
}
review-card = { $own ->
    [yes] Votre grille
   *[no] Grille { game-of-player }
}, { $filled_count ->
    [0] rien de marqué pour l'instant.
   *[other] { $filled }.
} Partie haute { $upper }{ $upper_bonus ->
    [0] {""}
   *[other] {" "}plus bonus { $upper_bonus }
}, partie basse { $lower }{ $yahtzee_bonus ->
    [0] {""}
   *[other] , bonus Yahtzee { $yahtzee_bonus }
}, total { $total }. { $open_count ->
    [0] {""}
    [one] Une case libre.
   *[other] { $open_count } cases libres.
}
review-bonus = { $needed ->
    [0] Bonus de la partie haute obtenu, { $upper } sur { $target }.
   *[other] Partie haute, { $upper } sur { $target }, il manque { $needed }{ $open_count ->
        [0] , et aucune case du haut ne reste libre.
       *[other] . { $verbosity ->
            [detailed] Avec trois dés de chaque valeur dans les cases remplies, vous auriez { $par }.
           *[other] {""}
        }
    }
}
# A spectator's B: whose upper section it is, by name, then the same words.
review-bonus-player = { $player }. { review-bonus }
# $own is yes for the listener, who hears themself as "you" among the names.
review-standing = { $own ->
    [yes] vous
   *[other] { $player }
}, { $total } { $total ->
    [one] point
   *[other] points
}
review-standings = { $kind ->
    [solo] Total, { $standings }.
   *[many] Classement, { $standings }.
}
review-turn = { $kind ->
    [solo] Manche { $round } sur { $rounds }
   *[other] { $own ->
        [yes] À vous, manche { $round } sur { $rounds }
       *[no] Au tour { game-of-player }, manche { $round } sur { $rounds }
    }
}, { $rolled ->
    [no] pas encore lancé.
   *[yes] { $rolls_left ->
        [0] aucun lancer restant.
        [one] encore un lancer.
       *[other] encore { $rolls_left } lancers.
    }
}
review-turn-over = La partie est terminée.
review-dice-value-none = { $held ->
    [yes] Aucun { $value } parmi les dés gardés.
   *[no] Aucun { $value } parmi les dés libres.
}
