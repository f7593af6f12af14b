# Comment chacun a joué, hors dés, à la fin de chaque partie (docs/strategy.md).
# $own vaut yes pour celui qui écoute (« vous ») ; sinon la ligne nomme le joueur, sans le décliner.
# $played est une fraction (0,986 pour 98,6 %) : le score attendu de ses choix rapporté à celui du
# meilleur jeu. $luck est l'écart des dés à la moyenne en points entiers, jamais négatif ; $dice
# dit dans quel sens : more, less ou even. Avec $measured yes, les chances de gagner perdues,
# $chance (une fraction).
skill-line = { $own ->
    [yes] Vous avez joué à { NUMBER($played, style: "percent", maximumFractionDigits: 1) }{ $measured ->
        [yes] , perdu { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } de chances de gagner,
       *[no] ,
    } et les dés vous ont donné { $dice ->
        [more] { $luck } { $luck ->
            [one] point
           *[other] points
        } de plus que la moyenne.
        [less] { $luck } { $luck ->
            [one] point
           *[other] points
        } de moins que la moyenne.
       *[even] tout juste la moyenne.
    }
   *[no] { $name } a joué à { NUMBER($played, style: "percent", maximumFractionDigits: 1) }{ $measured ->
        [yes] , perdu { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } de chances de gagner,
       *[no] ,
    } et les dés ont donné { $dice ->
        [more] { $luck } { $luck ->
            [one] point
           *[other] points
        } de plus que la moyenne.
        [less] { $luck } { $luck ->
            [one] point
           *[other] points
        } de moins que la moyenne.
       *[even] tout juste la moyenne.
    }
}
skill-details-start = Le meilleur jeu prévoit { NUMBER($start, maximumFractionDigits: 1) } points, { $own ->
    [yes] { $finished ->
        [yes] vous finissez à { $final }.
       *[no] vous aviez { $final } points en quittant la partie.
    }
   *[no] { $name } { $finished ->
        [yes] finit à { $final }.
       *[no] avait { $final } points quand la partie a été quittée.
    }
}
skill-details-luck = { $dice ->
    [more] Les dés ont donné { NUMBER($luck, maximumFractionDigits: 2) } { $luck ->
        [one] point
       *[other] points
    } de plus que la moyenne.
    [less] Les dés ont donné { NUMBER($luck, maximumFractionDigits: 2) } { $luck ->
        [one] point
       *[other] points
    } de moins que la moyenne.
   *[even] Les dés ont donné tout juste la moyenne.
}
skill-details-loss = { $choices ->
    [one] Un choix
   *[other] { $choices } choix
}, { NUMBER($loss, maximumFractionDigits: 2) } { $loss ->
    [one] point perdu
   *[other] points perdus
}, { NUMBER($per_choice, maximumFractionDigits: 2) } par choix.
skill-details-chance = En jouant pour gagner, { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } de chances de gagner perdues en { $choices ->
    [one] un choix
   *[other] { $choices } choix
}.
skill-choices-none = { $own ->
    [yes] Aucun choix coûteux, vous avez toujours joué le meilleur coup.
   *[no] Aucun choix coûteux pour { $name }.
}
skill-choice = { $rank } sur { $count }, manche { $round }, { $measured ->
    [yes] { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } de chances de gagner perdues.
   *[no] { NUMBER($loss, maximumFractionDigits: 2) } { $loss ->
        [one] point perdu.
       *[other] points perdus.
    }
}
skill-choice-dice = { $rolls_left ->
    [0] Dernier lancer
    [one] Encore un lancer
   *[other] Encore { $rolls_left } lancers
}, dés { $dice }{ $held_count ->
    [0] .
   *[other] , avec { $held } gardés.
}
skill-choice-done = { $own ->
    [yes] { $action ->
        [keep] { $count ->
            [0] Vous avez relancé les cinq dés.
           *[other] Vous avez gardé { $dice }.
        }
       *[score] Vous avez marqué { $points } { box-in }.
    }
   *[no] { $name } { $action ->
        [keep] { $count ->
            [0] a relancé les cinq dés.
           *[other] a gardé { $dice }.
        }
       *[score] a marqué { $points } { box-in }.
    }
}
skill-choice-best = { $goal ->
    [win] Le mieux pour gagner
   *[points] Le mieux
}, { $action ->
    [keep] { $count ->
        [0] relancer les cinq dés.
       *[other] garder { $dice }.
    }
   *[score] { $points } { box-in }.
}

skill-rating = { $own ->
    [yes] Votre classement est maintenant de
   *[no] { $name }, classement
} { $rating }, { $direction ->
    [up] en hausse de { $change }
    [down] en baisse de { $change }
   *[same] inchangé
}, rang { $rank } sur { $ranked }.
skill-unrated = Cette partie ne compte pas pour le classement, { $reason ->
    [computers] un ordinateur jouait à la table.
    [stand-in] un ordinateur a joué pour quelqu'un.
    [store] le serveur n'a pas pu enregistrer le classement.
   *[practice] la table est pour s'entraîner.
}
