# Braille: a cartela em duas linhas curtas (no máximo 40 celas); - é uma casa livre.
braille-box-ones = 1
braille-box-twos = 2
braille-box-threes = 3
braille-box-fours = 4
braille-box-fives = 5
braille-box-sixes = 6
braille-box-three-of-a-kind = Tr
braille-box-four-of-a-kind = Qd
braille-box-full-house = FH
braille-box-small-straight = SB
braille-box-large-straight = SA
braille-box-yahtzee = Y
braille-box-chance = Ch
braille-box-one-pair = 1P
braille-box-two-pairs = 2P
braille-box-yatzy = Y
braille-cell = { $box }={ $points }
braille-card-upper = { $ones } { $twos } { $threes } { $fours } { $fives } { $sixes } ={ $upper }
braille-card-lower = { $cells }
