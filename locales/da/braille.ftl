# Punktskrift: blokken på to korte linjer (højst 40 celler hver); - er et ledigt felt.
braille-box-ones = 1
braille-box-twos = 2
braille-box-threes = 3
braille-box-fours = 4
braille-box-fives = 5
braille-box-sixes = 6
braille-box-three-of-a-kind = 3E
braille-box-four-of-a-kind = 4E
braille-box-full-house = FH
braille-box-small-straight = LS
braille-box-large-straight = SS
braille-box-yahtzee = Y
braille-box-chance = C
braille-box-one-pair = 1P
braille-box-two-pairs = 2P
braille-box-yatzy = Y
braille-cell = { $box }={ $points }
braille-card-upper = { $ones } { $twos } { $threes } { $fours } { $fives } { $sixes } ={ $upper }
braille-card-lower = { $cells }
