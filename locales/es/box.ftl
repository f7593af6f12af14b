# Las 13 casillas de la hoja de puntuación, con los nombres de la edición en español.
box-ones = Unos
box-twos = Doses
box-threes = Treses
box-fours = Cuatros
box-fives = Cincos
box-sixes = Seises
box-three-of-a-kind = Trío
box-four-of-a-kind = Póker
box-full-house = Full
box-small-straight = Escalera pequeña
box-large-straight = Escalera grande
box-yahtzee = Yahtzee
box-chance = Chance
# Las casillas propias del Yatzy escandinavo (--rules yatzy, yatzy-forced); las demás conservan sus nombres.
box-one-pair = Pareja
box-two-pairs = Doble pareja
box-yatzy = Yatzy

# Al llegar a una casilla con las flechas. $box es un nombre ya traducido (sin género conocido):
# se evitan los adjetivos que concuerdan con él.
box-focus = { $box }, { $points }{ $joker ->
    [yes] , como comodín
   *[no] {""}
}
box-focus-open = { $box }, libre
box-focus-filled = { $box }, ya tiene { $points }
box-focus-forbidden = { $box }, no se puede ahora
# Intro en una casilla que daría cero puntos.
box-confirm-zero = ¿Cero en la casilla { $box }? Pulsa Intro otra vez para confirmar.
# Ayudas que otros mensajes referencian ({ box-in }): ven $box y $category del mensaje que las usa
# (ones … chance), para dar a cada casilla su artículo y su género. La casilla con «en».
box-in = { $category ->
    [ones] en los Unos
    [twos] en los Doses
    [threes] en los Treses
    [fours] en los Cuatros
    [fives] en los Cincos
    [sixes] en los Seises
    [three-of-a-kind] en el Trío
    [four-of-a-kind] en el Póker
    [full-house] en el Full
    [small-straight] en la Escalera pequeña
    [large-straight] en la Escalera grande
    [yahtzee] en el Yahtzee
    [chance] en la Chance
    [one-pair] en la Pareja
    [two-pairs] en la Doble pareja
    [yatzy] en el Yatzy
   *[other] en la casilla { $box }
}
# La casilla como sujeto: «Los Cincos», «El Full», «La Chance».
box-the = { $category ->
    [ones] Los Unos
    [twos] Los Doses
    [threes] Los Treses
    [fours] Los Cuatros
    [fives] Los Cincos
    [sixes] Los Seises
    [three-of-a-kind] El Trío
    [four-of-a-kind] El Póker
    [full-house] El Full
    [small-straight] La Escalera pequeña
    [large-straight] La Escalera grande
    [yahtzee] El Yahtzee
    [chance] La Chance
    [one-pair] La Pareja
    [two-pairs] La Doble pareja
    [yatzy] El Yatzy
   *[other] La casilla { $box }
}
