# La touche d'aide (point d'interrogation ou F1) : un message par groupe de touches, dans l'ordre où on en a besoin.
help-intro = Aide. N'importe quelle touche l'arrête.
help-roll = R ou Espace lance les dés. Le premier lancer prend les cinq dés ; les suivants relancent les dés non gardés.
help-hold-position = Les touches 1 à 5 gardent ou libèrent le dé de cette position.
help-hold-value = Garder par valeur : les touches 1 à 6 gardent un dé de plus montrant ce chiffre ; quand tous les dés montrant ce chiffre sont gardés, la même touche les libère tous. Sans Maj, sur tout clavier.
help-boxes = Les flèches haut et bas parcourent les cases et annoncent leurs points. Origine et Fin vont à la première et à la dernière case. Entrée marque la case.
help-review = D annonce vos dés, C votre grille, A les cases libres avec leurs points, B le bonus de la partie haute, S le classement, T, à qui de jouer. O, puis gauche et droite, lit les grilles des autres joueurs.
help-hint = H donne un conseil ; appuyez à nouveau pour le meilleur coup suivant.
help-speech = X coupe la parole. L répète le dernier message ; virgule et point reculent et avancent dans les messages précédents. V règle la quantité d'informations.
help-computer = Quand l'ordinateur joue, Espace l'accélère ; F raccourcit sa pause entre les coups, P l'allonge.
help-quit = Q quitte, après confirmation avec { confirm-yes } ou Entrée.
# Touches des autres modes ; hors de l'aide parlée, elles servent à docs/keys.md.
help-dice-entry = Avec de vrais dés : 1 à 6 tapent la valeur de chaque dé lancé, Retour arrière corrige, Entrée valide, Échap annule.
help-confirm-zero = Une case qui donnerait zéro : Entrée une seconde fois l'inscrit ; toute autre touche, non.
help-confirm-quit = Pour quitter : { confirm-yes } ou Entrée quitte ; { confirm-no }, Échap ou toute autre touche continue la partie.
help-other-card = Feuilles des autres : Gauche et Droite choisissent un joueur, Maj avec une lettre le joueur suivant dont le nom commence par elle ; Échap, ou toute autre touche, revient.
help-game-over = À la fin : Entrée rejoue, { confirm-no } ou Q quitte.
help-coach-review = À la fin, avec l'entraîneur : Gauche et Droite parcourent vos décisions les plus coûteuses.
help-setup = Préparation : Haut et Bas, ou Gauche et Droite, changent le choix ; Entrée valide ; Échap revient en arrière ; le point d'interrogation répète la question.
help-setup-count = 1 à 8 choisissent directement le nombre de joueurs.
help-setup-name = Pour nommer un joueur : les lettres tapent le nom, Retour arrière corrige, Entrée valide, Échap revient en arrière.
help-setup-quit = Q quitte, sauf pendant la saisie d'un nom.
help-first-letter = Maj avec une lettre va à la case suivante dont le nom commence par elle ; appuyez de nouveau pour la suivante. Les lettres seules restent des commandes.
help-setup-letter = Dans une liste de choix (langue, type de joueur, niveau), une lettre va au choix suivant qui commence par elle, sauf Q, qui quitte.
