# La touche d'aide (point d'interrogation ou F1) : un court sommaire, puis une page par sujet. Chaque
# page doit tenir dans un terminal de 80 sur 24 (tests/ui/test_help.py), donc des lignes courtes.
# Seulement des virgules et des points : les lecteurs d'écran y font une pause, mais lisent à voix
# haute les deux-points, points-virgules, tirets et parenthèses. $rules est le nom des règles.
help-key = Le point d'interrogation ou F1 ouvre l'aide, une page à la fois.
help-index = Aide pour { $rules }, en { $pages } pages.
help-index-topic = Page { $page }, { $topic }.
help-pages = Dans l'aide, Espace, flèche bas ou le point d'interrogation passent à la page suivante, flèche haut à la précédente, et un chiffre de 1 à { $pages } ouvre cette page. Échap revient au jeu, et toute autre touche revient au jeu et y fait son travail.
help-page = Aide, page { $page } sur { $pages }, { $topic }.
help-end = Fin de l'aide. Début revient à la première page, Échap au jeu.
help-topic-turn = lancer et garder les dés
help-topic-boxes = choisir une case
help-topic-scoring = les points des cases, { $rules }
help-topic-card = les tours et les bonus
help-topic-review = s'informer sur la partie
help-topic-speech = la parole et les sons
help-topic-more = autres touches

# Les touches du jeu. $yahtzee est le nom de la case des cinq dés identiques, $order vaut forced
# quand les cases se remplissent dans l'ordre, $lines est le nombre de lignes que donne K.
help-roll = R ou Espace lance les dés. Le premier lancer prend les cinq dés, les suivants relancent les dés non gardés. Un R pressé de nouveau aussitôt est ignoré, et relancer une suite, un full ou un { $yahtzee } sans rien garder demande un second R. Le réglage de protection du lancer désactive les deux.
help-hold-position = Les touches 1 à 5 gardent ou libèrent le dé de cette position, sur la rangée des chiffres ou le pavé numérique, sans Maj, sur tout clavier, AZERTY compris.
help-hold-value = Garder par valeur. Les touches 1 à 6 gardent un dé de plus montrant ce chiffre, et quand tous les dés montrant ce chiffre sont gardés, la même touche les libère tous. Sans Maj, sur tout clavier.
help-boxes = Les flèches haut et bas parcourent les cases et annoncent leurs points. Origine et Fin vont à la première et à la dernière case. Entrée marque la case.{ $order ->
    [forced] { " " }Ici les cases se remplissent dans l'ordre, le curseur ne s'arrête donc que sur la case à remplir.
   *[free] { " " }Votre tour commence sur votre première case libre, ou là où vous avez laissé le curseur si cette case est encore libre.
}
help-first-letter = Maj avec une lettre va à la case suivante dont le nom commence par elle, appuyez de nouveau pour la suivante. Les lettres seules restent des commandes.
help-undo = U ou Ctrl+Z annule votre dernier blocage ou votre dernier score, tant que les dés n'ont pas été relancés. Appuyez à nouveau pour remonter plus loin.
help-review = D annonce vos dés, C votre grille, A les cases libres avec leurs points, B le bonus de la partie haute, S le classement, T à qui de jouer. O, puis gauche et droite, lit les grilles des autres joueurs. K lit votre grille pour un afficheur braille en { $lines ->
    [1] une ligne courte
    [2] deux lignes courtes
    [3] trois lignes courtes
   *[other] { $lines } lignes courtes
}.
help-win = W annonce vos chances de gagner, ou seul, vos chances de battre votre meilleur score.
help-hint = H donne un conseil, appuyez à nouveau pour le meilleur coup suivant.
help-statistics = G donne vos statistiques, les parties jouées, votre moyenne et vos meilleurs scores.
help-speech = X coupe la parole. L répète le dernier message, virgule et point reculent et avancent dans les messages précédents. V règle la quantité d'informations.
help-sounds = M active et coupe les sons. F2 ouvre le test des sons, chaque son avec son nom.
help-computer = Quand l'ordinateur joue, Espace l'accélère, R ou T dit ce qu'il a jusqu'ici, F raccourcit sa pause entre les coups et P l'allonge.
help-online-chat = À une table en ligne, E ouvre une ligne de discussion.
help-online-mute = I coupe, ou rétablit, la discussion de la dernière personne qui a écrit.
help-online-host = L'hôte ferme la table pour tout le monde avec N, et retire un joueur avec J.
help-quit = Q quitte, après confirmation avec { confirm-yes } ou Entrée.

# Les règles de la table, lues dans ses règles. $box est le nom d'une case, $scored vaut fixed
# ($points points), all (les cinq dés comptent) ou made (seuls les dés qui forment la case comptent).
help-rules-upper = Des { $first } aux { $last }, chaque case compte les dés qui montrent son chiffre.
help-rules-alike = { $box }, { $count ->
    [2] deux
    [3] trois
    [4] quatre
   *[other] cinq
} dés du même chiffre, { $scored ->
    [fixed] { $points } points
    [all] compte les cinq dés
   *[made] compte seulement ces dés
}.
help-rules-two-pairs = { $box }, deux paires de chiffres différents, { $scored ->
    [fixed] { $points } points
    [all] compte les cinq dés
   *[made] compte seulement ces quatre dés
}.
help-rules-full-house = { $box }, trois dés d'un chiffre et deux d'un autre, { $scored ->
    [fixed] { $points } points
    [all] compte les cinq dés
   *[made] compte les cinq dés
}.
help-rules-straight = { $box }, { $runs ->
    [one] un dé de chaque chiffre de { $low } à { $high }
   *[any] { $length ->
        [4] quatre
       *[other] cinq
    } chiffres qui se suivent
}, { $scored ->
    [fixed] { $points } points
   *[other] compte les cinq dés
}.
help-rules-chance = { $box }, n'importe quels dés, { $scored ->
    [fixed] { $points } points
   *[other] compte les cinq dés
}.
help-rules-rounds = La partie compte { $rounds } tours d'au plus { $rolls } lancers, et chaque tour remplit une case avec les points que les dés y donnent, même zéro. { $order ->
    [forced] Les cases se remplissent dans l'ordre, de haut en bas.
   *[free] Vous choisissez la case, dans n'importe quel ordre.
}
help-rules-bonus = { $threshold } points ou plus dans les cases { $first } à { $last } donnent un bonus de { $bonus }.
help-rules-yahtzee-bonus = Chaque { $box } de plus donne un bonus de { $bonus }, une fois { $points } inscrits dans la case { $box }.
help-rules-joker = { $joker ->
    [forced] Un { $box } de plus est aussi un Joker. Il va dans la case haute de son chiffre si elle est libre, sinon dans une case basse libre, où { $full } valent tous leurs points, sinon comme zéro dans une case haute.
    [free] Un { $box } de plus est aussi un Joker et peut aller dans n'importe quelle case libre. Une fois la case haute de son chiffre remplie, { $full } valent avec lui tous leurs points.
   *[none] Il n'y a ni Joker ni bonus pour un autre { $box }. Cinq dés identiques comptent selon la règle habituelle de la case où ils vont.
}

# Touches des autres modes. Hors de l'aide parlée, elles servent à docs/keys.md, et certaines sont
# dites quand une touche n'y est pas prise.
help-sound-test = Dans le test des sons, Haut et Bas jouent chaque son et disent son nom, Début et Fin vont au premier et au dernier, Entrée ou Espace le rejouent, Échap ou F2 revient.
help-sound-volume = Dans le test des sons, Gauche et Droite baissent et montent le volume des sons.
help-dice-entry = Avec de vrais dés, 1 à 6 tapent la valeur de chaque dé lancé, Retour arrière corrige, Entrée valide, Échap annule.
help-confirm-zero = Pour une case qui donnerait zéro, Entrée une seconde fois l'inscrit, toute autre touche non.
help-confirm-quit = Pour quitter, { confirm-yes } ou Entrée quitte, et { confirm-no }, Échap ou toute autre touche continue la partie.
help-other-card = Dans les grilles des autres, Gauche et Droite choisissent un joueur, Maj avec une lettre le joueur suivant dont le nom commence par elle. Échap, ou toute autre touche, revient.
help-game-over = À la fin, Ctrl+N rejoue, { confirm-no } ou Q quitte, et Entrée le rappelle. Juste après la fin, ces touches sont ignorées un instant.
help-skill-review = À la fin, Haut et Bas disent comment chacun a joué, vous d'abord, et Gauche et Droite parcourent ses choix les plus coûteux.
help-setup = Pendant la préparation, Haut et Bas, ou Gauche et Droite, changent le choix. Entrée valide, Échap revient en arrière, le point d'interrogation répète la question.
help-setup-count = 1 à 8 choisissent directement le nombre de joueurs.
help-setup-name = Pour nommer un joueur, les lettres tapent le nom, Retour arrière corrige, Entrée valide, Échap revient en arrière.
help-setup-known-names = En nommant un joueur, Haut et Bas proposent les noms des personnes qui ont déjà joué, la plus récente d'abord.
help-setup-quit = Q quitte, sauf pendant la saisie d'un nom.
help-setup-letter = Dans une liste de choix, comme la langue, les règles, le type de joueur ou le niveau, une lettre va au choix suivant qui commence par elle, sauf Q, qui quitte.
help-resume = Avec une partie inachevée au démarrage, { confirm-yes } ou Entrée la reprend, { confirm-no } ou Échap commence une nouvelle partie, Q quitte.
help-online-lobby-move = Au salon en ligne, Haut et Bas parcourent les tables publiques, puis les réglages d'une nouvelle table, créer, rejoindre ou regarder par code, et qui est dans le salon.
help-online-lobby-change = Gauche et Droite changent la valeur choisie.
help-online-lobby-enter = Entrée vous installe à la table publique choisie, ou vous la fait regarder si aucune place n'est libre, crée la table ou demande un code. À une table avant la partie, l'Entrée de l'hôte la lance.
help-online-code = En tapant un code, les chiffres, Retour arrière efface, Entrée rejoint, Échap revient.
help-online-lobby-table = T dit le code de la table et qui est là.
help-online-chat-line = Tapez votre ligne, Entrée l'envoie, Échap annule, Retour arrière efface.
help-online-confirm-end = Pour fermer la table, { confirm-yes } ou Entrée la ferme, toute autre touche continue la partie.
help-online-remove = Pour retirer un joueur, Haut et Bas choisissent, Entrée retire, Échap annule.
help-resume-discard = Une partie inachevée au démarrage, Retour arrière deux fois la supprime définitivement.
help-online-chat-edit = En écrivant une ligne de discussion, Gauche et Droite la lisent lettre par lettre, Début et Fin vont à ses bouts, Retour arrière et Suppr effacent, F2 lit toute la ligne.
help-online-chat-history = Crochet ouvrant et crochet fermant parcourent en arrière et en avant la discussion entendue, Haut et Bas en écrivant une ligne de discussion.

# Issue 32: the lobby's own keys, leaving a table, what you missed.
help-lobby-chat = E ouvre une ligne de discussion, pour tout le salon, ou à une table pour la table.
help-lobby-leave = À une table avant la partie, Échap revient au salon.
help-online-leave = À une table en ligne, Échap revient au salon, après confirmation si vous avez une place dans une partie en cours.
help-online-missed = Z dit en détail ce qui s'est passé depuis votre dernier coup.

# Issue 32, des tables qui durent (ui.modes.between).
help-online-again = Quand l'hôte propose de rejouer, { confirm-yes } ou Entrée pour rejouer, { confirm-no } ou Échap pour laisser votre place.
help-online-seats = Les places de l'hôte avant une partie, Haut et Bas choisissent une place, Échap ou Entrée revient.
help-online-seats-level = Gauche et Droite changent le niveau de l'ordinateur choisi.
help-online-seats-add = A ajoute un ordinateur.
help-online-seats-drop = Suppr ou Retour arrière retire l'ordinateur ou la place libre choisis.
help-online-seats-open = O libère la place de l'ordinateur choisi pour une personne, et le S d'un spectateur la prend.
help-online-seats-spectator = S énumère les spectateurs : Entrée installe celui choisi à la place libre ou d'ordinateur choisie.
help-online-spectators = Haut et Bas choisissent un spectateur, Entrée l'installe à la place choisie, Échap revient.
help-online-lobby-seats = C, pour l'hôte avant une partie, liste les places, pour ajouter ou retirer des ordinateurs et régler le niveau de chacun.
help-online-take-seat = S, pour un spectateur avant une partie, prend une place libre.
help-online-link = Ctrl+L copie le lien de la table pour les amis qui jouent dans un navigateur, au lieu de le lire à voix haute.
help-online-ratings = R dit votre classement et votre rang sur ce serveur, et ses meilleurs joueurs.
