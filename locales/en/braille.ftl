# Braille: the score card as short lines of at most 40 cells (two, three for the Yatzy card);
# = joins a box and its points (a colon would be read aloud), - is an open box.
braille-box-ones = 1s
braille-box-twos = 2s
braille-box-threes = 3s
braille-box-fours = 4s
braille-box-fives = 5s
braille-box-sixes = 6s
braille-box-three-of-a-kind = 3k
braille-box-four-of-a-kind = 4k
braille-box-full-house = FH
braille-box-small-straight = SS
braille-box-large-straight = LS
braille-box-yahtzee = Y
braille-box-chance = C
braille-box-one-pair = 1P
braille-box-two-pairs = 2P
braille-box-yatzy = Y
braille-cell = { $box }={ $points }
braille-card-upper = { $ones } { $twos } { $threes } { $fours } { $fives } { $sixes } ={ $upper }
braille-card-lower = { $cells }
