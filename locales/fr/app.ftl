# L'application autour du jeu.
app-welcome = Yahtzee parlant. À tout moment, appuyez sur le point d'interrogation pour obtenir de l'aide.
app-quit-confirm = Quitter la partie ? Appuyez sur { confirm-yes } ou Entrée pour quitter, sur une autre touche pour continuer.
app-quit-cancelled = On continue.
app-goodbye = Au revoir.
app-goodbye-saved = Votre partie est enregistrée, manche { $round } sur { $rounds }. Relancez Talking Yahtzee pour la reprendre. Au revoir.
# Before lines of other players that a key cut before they were heard, told again.
app-unheard = Vous avez manqué ceci en appuyant sur une touche.
app-verbosity = { $level ->
    [brief] Messages brefs.
    [detailed] Messages détaillés.
   *[normal] Messages normaux.
}
app-pace = { $seconds ->
    [0] L'ordinateur joue sans pause.
    [one] L'ordinateur fait une pause de { NUMBER($seconds, maximumFractionDigits: 1) } seconde entre ses coups.
   *[other] L'ordinateur fait une pause de { NUMBER($seconds, maximumFractionDigits: 1) } secondes entre ses coups.
}
app-pace-no-computer = Aucun ordinateur ne joue. La pause entre les coups de l'ordinateur ne compte que dans une partie avec des joueurs ordinateur.
app-history-oldest = Message le plus ancien.
app-history-newest = Message le plus récent.
app-history-empty = Rien n'a encore été dit.
app-other-card-hint = Flèches gauche et droite pour choisir un joueur, Échap pour revenir.
app-other-card-none = Il n'y a pas d'autres joueurs.
app-dice-entry = Dés, { $typed }
app-waiting = { $player } joue. Appuyez sur Espace pour accélérer.
app-choose-box = Choisissez d'abord une case avec les flèches haut et bas.
app-first-roll-entry = { $player }, lancez les cinq dés pour savoir qui commence, tapez leurs valeurs, puis appuyez sur Entrée.
# R or T while a computer plays: after what it has so far.
app-computer-hurry = Appuyez sur Espace pour accélérer.
