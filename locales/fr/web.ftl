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
web-hold = Garder le dé { $die }
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
