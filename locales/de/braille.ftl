# Braille: der Spielblock in zwei kurzen Zeilen (höchstens 40 Zellen); - ist ein offenes Feld.
braille-box-ones = 1
braille-box-twos = 2
braille-box-threes = 3
braille-box-fours = 4
braille-box-fives = 5
braille-box-sixes = 6
braille-box-three-of-a-kind = 3P
braille-box-four-of-a-kind = 4P
braille-box-full-house = FH
braille-box-small-straight = KS
braille-box-large-straight = GS
braille-box-yahtzee = Y
braille-box-chance = C
braille-box-one-pair = 1P
braille-box-two-pairs = 2P
braille-box-yatzy = Y
braille-cell = { $box }={ $points }
braille-card-upper = { $ones } { $twos } { $threes } { $fours } { $fives } { $sixes } ={ $upper }
braille-card-lower = { $cells }
