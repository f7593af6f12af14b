# Le client web : les mots de la page (boutons, étiquettes) ; tout ce que dit le jeu vient des
# autres fichiers. $die est la position d’un dé, de 1 à 5. $link est une adresse web.
web-title = Yahtzee parlant
web-join-heading = Rejoindre la partie
web-name = Votre nom
web-language = Langue
web-play = Jouer
web-area = Table de jeu. Appuyez ici sur les touches du jeu, point d’interrogation pour l’aide.
web-area-role = jeu
web-buttons = Boutons
web-roll = Lancer
web-previous = Case précédente
web-next = Case suivante
web-score = Marquer
web-help = Aide
web-repeat = Répéter
web-sounds = Sons activés ou non
web-board = Plateau
web-messages = Messages
web-link = { $where ->
    [page] L’adresse de cette page est le lien de la table. Vos amis la rejoignent en l’ouvrant dans leur navigateur.
   *[terminal] Ctrl+L copie le lien de la table, pour les amis qui jouent dans un navigateur.
}
web-closed = La connexion est fermée. Rechargez la page pour rejouer.

# Le tableau pour les amis voyants (et la navigation par tableau des lecteurs) : il ne parle jamais seul.
web-board-card = Feuille de marque
web-board-box = Case
web-board-dice = Dés
web-board-held = gardé
web-board-standings = Classement
web-board-upper = Total partie haute
web-board-bonus = Bonus à partir de { $target }
web-board-lower = Total partie basse
web-board-yahtzee-bonus = Bonus Yahtzee
web-board-total = Total
web-board-round = Manche { $round } sur { $rounds }
web-board-turn = { $you ->
    [yes] À vous de jouer
   *[no] À { $player } de jouer
}
web-board-rolls = { $rolled ->
    [no] Pas encore lancé
   *[yes] { $rolls_left ->
        [0] Aucun lancer restant
        [one] Encore 1 lancer
       *[other] Encore { $rolls_left } lancers
    }
}
web-board-possible = { $points } { $points ->
    [one] possible
   *[other] possibles
}
web-board-die = { $value ->
    [0] Dé { $position }, pas lancé
   *[other] Dé { $position }, { $value }
}
web-board-place = { $place }. { $player }, { $points }
web-board-over = Partie terminée
web-board-you = { $player }, vous
# Ce que la page dit sans le serveur.
web-unreachable = Le serveur est injoignable. Nouvel essai en cours.
web-not-found = Aucune table à cette adresse.
web-to-lobby = Aller au salon
web-app-description = Le jeu de dés qui se joue à l’oreille, seul ou entre amis.
