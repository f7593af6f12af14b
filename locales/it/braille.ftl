# Braille: il segnapunti in due righe brevi (al massimo 40 celle); - è una casella libera.
braille-box-ones = 1
braille-box-twos = 2
braille-box-threes = 3
braille-box-fours = 4
braille-box-fives = 5
braille-box-sixes = 6
braille-box-three-of-a-kind = Tr
braille-box-four-of-a-kind = Po
braille-box-full-house = Fu
braille-box-small-straight = S4
braille-box-large-straight = S5
braille-box-yahtzee = Y
braille-box-chance = Ch
braille-box-one-pair = 1C
braille-box-two-pairs = 2C
braille-box-yatzy = Y
braille-cell = { $box }={ $points }
braille-card-upper = { $ones } { $twos } { $threes } { $fours } { $fives } { $sixes } ={ $upper }
braille-card-lower = { $cells }
