# Braille : la feuille de score en deux lignes courtes (40 cellules au plus) ; - est une case libre.
braille-box-ones = 1
braille-box-twos = 2
braille-box-threes = 3
braille-box-fours = 4
braille-box-fives = 5
braille-box-sixes = 6
braille-box-three-of-a-kind = Br
braille-box-four-of-a-kind = Ca
braille-box-full-house = Fu
braille-box-small-straight = PS
braille-box-large-straight = GS
braille-box-yahtzee = Y
braille-box-chance = Ch
braille-box-one-pair = 1P
braille-box-two-pairs = 2P
braille-box-yatzy = Y
braille-cell = { $box }={ $points }
braille-card-upper = { $ones } { $twos } { $threes } { $fours } { $fives } { $sixes } ={ $upper }
braille-card-lower = { $cells }
