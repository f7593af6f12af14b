# Pistekirjoitus: pöytäkirja kahtena lyhyenä rivinä (enintään 40 solua kumpikin); - on vapaa kohta.
braille-box-ones = 1
braille-box-twos = 2
braille-box-threes = 3
braille-box-fours = 4
braille-box-fives = 5
braille-box-sixes = 6
braille-box-three-of-a-kind = 3S
braille-box-four-of-a-kind = 4S
braille-box-full-house = TK
braille-box-small-straight = PS
braille-box-large-straight = IS
braille-box-yahtzee = Y
braille-box-chance = S
braille-box-one-pair = 1P
braille-box-two-pairs = 2P
braille-box-yatzy = Y
braille-cell = { $box }={ $points }
braille-card-upper = { $ones } { $twos } { $threes } { $fours } { $fives } { $sixes } ={ $upper }
braille-card-lower = { $cells }
