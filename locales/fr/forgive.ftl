# Jeu indulgent : protection contre les touches parasites, annulation et reprise d'une partie inachevée.
# $combo vaut yahtzee, large-straight, small-straight ou full-house. $key est le nom de la touche.
# $box est le nom d'une case (box.ftl). $dice est une liste de dés.
forgive-roll-too-soon = Lancer ignoré, trop rapproché du précédent.
forgive-confirm-roll = Vous avez { $combo ->
    [yahtzee] un Yahtzee
    [yatzy] un Yatzy
    [large-straight] une grande suite
    [small-straight] une petite suite
   *[full-house] un full
}. Appuyez encore sur { $key } pour relancer quand même.
forgive-undo-hold = Annulé. { $count ->
    [0] Aucun dé gardé.
   *[other] Vous gardez { $dice }.
}
forgive-undo-score = Annulé, { $points } { box-in }. { $box } est de nouveau libre.
forgive-undo-turn-back = De nouveau au tour { game-of-player }.
forgive-undo-nothing = Rien à annuler.
forgive-undo-after-roll = Les dés ont été lancés depuis. Un lancer ne peut pas être annulé.
forgive-undo-not-yours = { $player } a joué depuis. Vous ne pouvez annuler que votre propre dernier coup.
forgive-undo-off = L'annulation est désactivée pour cette partie.
forgive-undo-game-over = La partie est finie. Plus rien ne peut être annulé.
forgive-resume-offer = Vous avez une partie inachevée du { DATETIME($when, dateStyle: "long") }, { $rules }, manche { $round } sur { $rounds }, { $scores }, { $last_score }. Appuyez sur { confirm-yes } ou Entrée pour la reprendre, sur { confirm-no } ou Échap pour commencer une nouvelle partie. { forgive-resume-discard-key }
forgive-resume-choice = Partie inachevée { $number } sur { $count }, du { DATETIME($when, dateStyle: "long") }, { $rules }, manche { $round } sur { $rounds }, { $scores }, { $last_score }. Appuyez sur { confirm-yes } ou Entrée pour la reprendre, { $last ->
    [yes] sur { confirm-no } ou Échap pour commencer une nouvelle partie.
   *[no] sur { confirm-no } ou Échap pour passer à la suivante.
} { forgive-resume-discard-key }
forgive-resume-last = dernier score, { $player }, { $points } { box-in }
forgive-resume-score = { $player }, { $total } { $total ->
    [one] point
   *[other] points
}
forgive-resumed = Partie reprise. { $kind ->
    [solo] Manche { $round } sur { $rounds }
   *[other] { $player }, manche { $round } sur { $rounds }
}. { $dice }
forgive-resume-new = Nouvelle partie. Les parties inachevées restent enregistrées.
forgive-resume-none = Aucune partie inachevée à reprendre. Nouvelle partie.
forgive-save-broken-notice = Votre partie inachevée n'a pas pu être lue. Elle a été gardée à part sous { $file }.
forgive-save-old-notice = Votre partie inachevée a été enregistrée par une autre version de Talking Yahtzee et ne peut pas être reprise. Elle a été gardée à part sous { $file }.
forgive-save-failed-notice = Impossible d'enregistrer la partie dans { $file }. Le jeu continue, mais la partie ne pourra pas être reprise en cas d'interruption.
forgive-save-running = { $count ->
    [1] Une autre partie est en cours dans ce dossier de données. Sa sauvegarde lui appartient et est gardée.
   *[other] Parties en cours dans ce dossier de données, { $count }. Leurs sauvegardes leur appartiennent et sont gardées.
}
forgive-resume-discard-key = Retour arrière la supprime définitivement.
forgive-resume-discard-ask = Supprimer définitivement cette partie inachevée ? Appuyez de nouveau sur Retour arrière pour la supprimer, sur toute autre touche pour la garder.
forgive-resume-discarded = Partie inachevée supprimée.
