# Braille: tabela wyników w dwóch krótkich wierszach (najwyżej 40 komórek); - to wolne pole.
braille-box-ones = 1
braille-box-twos = 2
braille-box-threes = 3
braille-box-fours = 4
braille-box-fives = 5
braille-box-sixes = 6
braille-box-three-of-a-kind = 3J
braille-box-four-of-a-kind = Ka
braille-box-full-house = Fu
braille-box-small-straight = MS
braille-box-large-straight = DS
braille-box-yahtzee = Y
braille-box-chance = Sz
braille-box-one-pair = 1P
braille-box-two-pairs = 2P
braille-box-yatzy = Y
braille-cell = { $box }={ $points }
braille-card-upper = { $ones } { $twos } { $threes } { $fours } { $fives } { $sixes } ={ $upper }
braille-card-lower = { $cells }
