# Raisons brèves des actions que les règles interdisent maintenant. Rien ne change.
error-no-rolls-left = Aucun lancer restant. Choisissez une case.
error-all-held = Tous les dés sont gardés. Libérez-en un, ou choisissez une case.
error-not-rolled = Lancez d'abord, appuyez sur R.
error-box-filled = { box-the } { $category ->
    [ones] sont déjà remplis
    [twos] sont déjà remplis
    [threes] sont déjà remplis
    [fours] sont déjà remplis
    [fives] sont déjà remplis
    [sixes] sont déjà remplis
    [small-straight] est déjà remplie
    [large-straight] est déjà remplie
    [chance] est déjà remplie
    [one-pair] est déjà remplie
    [two-pairs] est déjà remplie
   *[other] est déjà rempli
}.
error-joker = La règle du Joker n'autorise que { $boxes }.
error-game-over = La partie est terminée.
error-not-allowed = Impossible pour l'instant.
error-dice-values-needed = Tapez { $count ->
    [one] la valeur du dé lancé
   *[other] les valeurs des { $count } dés lancés
}, puis appuyez sur Entrée.
error-dice-values-bad = Tapez { $count ->
    [one] un nombre
   *[other] { $count } nombres
} de 1 à 6.
error-unknown-key = Touche inconnue. Appuyez sur le point d'interrogation pour l'aide.
error-not-your-turn = C'est à { $player } de jouer. Appuyez sur Espace pour accélérer.
error-not-next-box = { game-next-box } Les cases se remplissent dans l'ordre.
