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
box-confirm-zero = ¿Cero en { $box }? Pulsa Intro otra vez para confirmar.
