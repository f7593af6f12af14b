# Statistiques : le résumé parlé (touche G et écran de fin de partie, aussi `yahtzee stats`),
# le rang d'un score en solitaire qui vient de finir, et les problèmes de la base de statistiques.
# $level vaut beginner, good ou expert. $date est une date. $rate est une fraction de 0 à 1.
stats-none = Aucune partie terminée pour l'instant.
stats-games = { $games ->
    [one] Une partie jouée.
   *[other] { $games } parties jouées.
}
stats-average = Votre score moyen est de { NUMBER($average, maximumFractionDigits: 1) }, votre meilleur { $best }.
stats-yahtzees = { $count ->
    [0] Aucun Yahtzee pour l'instant.
    [one] Un Yahtzee obtenu.
   *[other] { $count } Yahtzees obtenus.
}
stats-upper-bonus = Bonus de la partie haute dans { NUMBER($rate, style: "percent") } de vos parties.
stats-against = Contre l'ordinateur { $level ->
    [beginner] débutant
    [good] bon joueur
    [master] maître
   *[expert] expert
}, gagnées { $wins }, perdues { $losses }, nulles { $ties }.
stats-top = { $count ->
    [one] Votre meilleur score en solitaire.
   *[other] Vos { $count } meilleurs scores en solitaire.
}
stats-top-entry = { $place }, { $total } points, le { DATETIME($date, dateStyle: "long") }.
stats-top-undated = { $place }, { $total } points, de vos anciennes statistiques.
stats-rank = { $rank ->
    [1] { $count ->
        [1] Votre premier score en solitaire avec ces règles.
       *[other] Votre meilleur score !
    }
    [2] Votre deuxième meilleur score.
    [3] Votre troisième meilleur score.
    [4] Votre quatrième meilleur score.
    [5] Votre cinquième meilleur score.
    [6] Votre sixième meilleur score.
    [7] Votre septième meilleur score.
    [8] Votre huitième meilleur score.
    [9] Votre neuvième meilleur score.
   *[other] Votre dixième meilleur score.
}
stats-rank-number = Rang { $rank } sur vos { $count } scores avec ces règles.
stats-locked-notice = Une autre partie utilise vos statistiques, elles n'ont pas pu être lues ni enregistrées cette fois. La partie continue.
# Profiles: whose statistics (the name stands alone after a colon, never declined),
# a line of the table of everyone (`yahtzee stats --players`), and a merge of two spellings.
stats-player = Joueur, { $name }.
stats-player-row = { $name }, { $games ->
    [one] une partie
   *[other] { $games } parties
}, moyenne { NUMBER($average, maximumFractionDigits: 1) }, meilleur { $best }.
stats-merged = Fusionné. Ancien nom, { $old }. Nouveau nom, { $new }. { $games ->
    [one] Un score déplacé.
   *[other] { $games } scores déplacés.
}
# Everyone's statistics (`yahtzee stats` without --player, key G when no one person is asked):
# nothing is "your"; each best score says whose it is ($name stands alone between commas).
stats-everyone = Tous les joueurs.
stats-average-everyone = Score moyen { NUMBER($average, maximumFractionDigits: 1) }, meilleur score { $best }.
stats-upper-bonus-everyone = Bonus de la partie haute sur { NUMBER($rate, style: "percent") } de toutes les grilles.
stats-top-everyone = { $count ->
    [one] Le meilleur score en solitaire.
   *[other] Les { $count } meilleurs scores en solitaire.
}
stats-top-entry-everyone = Numéro { $place }, { $name }, { $total } points, le { DATETIME($date, dateStyle: "long") }.
stats-top-undated-everyone = Numéro { $place }, { $total } points, des anciennes statistiques.
# Comment joue la personne, sur ses parties mesurées (docs/strategy.md) : points perdus par partie
# ($loss) et par choix ($per_choice) sur ses $games dernières parties et sur toutes ; la partie la
# mieux jouée ($played, fraction du meilleur jeu ; $total points) ; la plus et la moins chanceuse
# ($luck points entiers d'écart à la moyenne, $dice more, less ou even). $date est une date.
stats-skill-recent = Vos { $games } dernières parties, { NUMBER($loss, maximumFractionDigits: 1) } points perdus par partie, { NUMBER($per_choice, maximumFractionDigits: 2) } par choix.
stats-skill-all = { $games ->
    [one] Votre seule partie mesurée
   *[other] Vos { $games } parties mesurées
}, { NUMBER($loss, maximumFractionDigits: 1) } points perdus par partie, { NUMBER($per_choice, maximumFractionDigits: 2) } par choix.
stats-skill-best = Partie la mieux jouée, { NUMBER($played, style: "percent", maximumFractionDigits: 1) }, { $total } points, le { DATETIME($date, dateStyle: "long") }.
stats-skill-luckiest = Plus de chance, { $dice ->
    [more] les dés ont donné { $luck } { $luck ->
        [one] point
       *[other] points
    } de plus que la moyenne
    [less] les dés ont donné { $luck } { $luck ->
        [one] point
       *[other] points
    } de moins que la moyenne
   *[even] les dés ont donné tout juste la moyenne
}, le { DATETIME($date, dateStyle: "long") }.
stats-skill-unluckiest = Moins de chance, { $dice ->
    [more] les dés ont donné { $luck } { $luck ->
        [one] point
       *[other] points
    } de plus que la moyenne
    [less] les dés ont donné { $luck } { $luck ->
        [one] point
       *[other] points
    } de moins que la moyenne
   *[even] les dés ont donné tout juste la moyenne
}, le { DATETIME($date, dateStyle: "long") }.
