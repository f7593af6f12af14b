# Les effets sonores : les activer, leur volume, l'avis quand ils ne peuvent pas jouer, et leurs
# noms pour le test des sons de l'aide (un par son de talking_yahtzee.sound.Sound).
sound-on = Sons activés.
sound-off = Sons désactivés.
sound-volume = Volume des sons { NUMBER($percent, maximumFractionDigits: 0) } pour cent.
sound-output-failed = Les sons ne peuvent pas être joués, { $reason ->
    [no-player] aucun programme pour les jouer n'a été trouvé
   *[other] aucun périphérique audio n'a été trouvé
}. La partie continue sans eux.
sound-test = Test des sons. Chaque son avec son nom.
sound-dice-rolled = Dés lancés, un roulement, plus long avec plus de dés.
sound-die-held = Dé gardé, un clic qui monte.
sound-die-released = Dé relâché, un clic qui descend.
sound-box-scored = Case marquée, deux notes qui montent.
sound-zero-scored = Zéro marqué, deux notes graves qui descendent.
sound-upper-bonus = Prime de la section haute, quatre notes rapides qui montent.
sound-yahtzee = Yahtzee, une fanfare.
sound-yahtzee-bonus = Prime de Yahtzee, une fanfare plus aiguë, avec une étincelle.
sound-your-turn = Votre tour, une cloche claire qui monte.
sound-other-turn = Tour d'un autre joueur, une note douce et grave.
sound-refusal = Impossible, deux notes graves et brèves.
sound-list-top = Début d'une liste, un choc aigu.
sound-list-bottom = Fin d'une liste, un choc sourd et grave.
sound-thinking = Réflexion, un tic-tac léger.
sound-game-won = Vous avez gagné, un air qui monte.
sound-game-lost = Partie perdue, un air qui descend.
