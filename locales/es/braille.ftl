# Braille: la hoja de puntuación en dos líneas cortas (40 celdas como máximo); - es una casilla libre.
braille-box-ones = 1s
braille-box-twos = 2s
braille-box-threes = 3s
braille-box-fours = 4s
braille-box-fives = 5s
braille-box-sixes = 6s
braille-box-three-of-a-kind = Tr
braille-box-four-of-a-kind = Pk
braille-box-full-house = Fu
braille-box-small-straight = EP
braille-box-large-straight = EG
braille-box-yahtzee = Y
braille-box-chance = Ch
braille-box-one-pair = 1P
braille-box-two-pairs = 2P
braille-box-yatzy = Y
braille-cell = { $box }={ $points }
braille-card-upper = { $ones } { $twos } { $threes } { $fours } { $fives } { $sixes } ={ $upper }
braille-card-lower = { $cells }
