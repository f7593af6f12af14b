# Lecteurs d'écran : comment le jeu se lit avec eux.
reader-plain-mode = Lecteur d'écran détecté, une ligne simple par message. Pour le tableau complet, lancez le jeu avec l’option plein écran.
