# Braille: het scoreblok in twee korte regels (hoogstens 40 cellen); - is een open vak.
braille-box-ones = 1
braille-box-twos = 2
braille-box-threes = 3
braille-box-fours = 4
braille-box-fives = 5
braille-box-sixes = 6
braille-box-three-of-a-kind = 3G
braille-box-four-of-a-kind = 4G
braille-box-full-house = FH
braille-box-small-straight = KS
braille-box-large-straight = GS
braille-box-yahtzee = Y
braille-box-chance = K
braille-box-one-pair = 1P
braille-box-two-pairs = 2P
braille-box-yatzy = Y
braille-cell = { $box }={ $points }
braille-card-upper = { $ones } { $twos } { $threes } { $fours } { $fives } { $sixes } ={ $upper }
braille-card-lower = { $cells }
