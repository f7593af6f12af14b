# La préparation parlée avant une partie. Chaque choix est annoncé.
setup-intro = Nouvelle partie. Haut et bas changent un choix, Entrée le valide, Échap revient en arrière.
setup-language = Langue, { $language }.
setup-players = Nombre de joueurs, { $count }.
setup-name = Nom du joueur { $number }, { $name }. Tapez un nom, puis Entrée.
setup-name-typed = { $name }
setup-name-empty = Vide
setup-kind = Joueur { $number }, { $kind ->
    [computer] l'ordinateur
   *[human] une personne
}.
setup-level = { $name } joue { $level ->
    [beginner] en débutant
    [good] bien
    [master] en maître
   *[expert] en expert
}.
setup-ready = Tout est prêt, { $players }. { $rules }. Appuyez sur Entrée pour commencer.
setup-player = { $kind ->
    [computer] { $name }, ordinateur
   *[human] { $name }
}
setup-default-name = { $kind ->
    [computer] Ordinateur { $number }
   *[human] Joueur { $number }
}
# Noms des langues, chacun dans sa propre langue.
setup-language-name = { $code ->
    [es] Español
    [fr] Français
    [de] Deutsch
    [it] Italiano
    [pt] Português
    [nl] Nederlands
    [pl] Polski
    [ru] Русский
    [sv] Svenska
    [da] Dansk
    [nb] Norsk bokmål
    [fi] Suomi
   *[en] English
}
setup-keys = Haut et bas changent le choix, Entrée valide, Échap revient, Q quitte.
setup-no-known-names = Aucun nom connu pour l’instant, tapez le nom.
setup-name-needed = Le joueur { $number } a besoin d’un nom. Tapez-en un, puis Entrée.
setup-computer-name = Seuls des noms de personnes sont proposés. Tapez le nom de l’ordinateur, puis Entrée.
# Les règles (--rules), telles que la préparation les nomme ; $rules est l'un de ces noms.
setup-rules = Règles, { $rules }.
setup-rules-official = Yahtzee américain
setup-rules-free-joker = Yahtzee, Joker libre
setup-rules-yatzy = Yatzy
setup-rules-yatzy-forced = Yatzy, ordre imposé
