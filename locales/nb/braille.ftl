# Punktskrift: blokken på to korte linjer (høyst 40 celler hver); - er en ledig rute.
braille-box-ones = 1
braille-box-twos = 2
braille-box-threes = 3
braille-box-fours = 4
braille-box-fives = 5
braille-box-sixes = 6
braille-box-three-of-a-kind = 3L
braille-box-four-of-a-kind = 4L
braille-box-full-house = H
braille-box-small-straight = LS
braille-box-large-straight = SS
braille-box-yahtzee = Y
braille-box-chance = Sj
braille-box-one-pair = 1P
braille-box-two-pairs = 2P
braille-box-yatzy = Y
braille-cell = { $box }={ $points }
braille-card-upper = { $ones } { $twos } { $threes } { $fours } { $fives } { $sixes } ={ $upper }
braille-card-lower = { $cells }
