# Брайль: таблица очков в двух коротких строках (не больше 40 ячеек); - это свободная клетка.
braille-box-ones = 1
braille-box-twos = 2
braille-box-threes = 3
braille-box-fours = 4
braille-box-fives = 5
braille-box-sixes = 6
braille-box-three-of-a-kind = 3О
braille-box-four-of-a-kind = 4О
braille-box-full-house = ФХ
braille-box-small-straight = МС
braille-box-large-straight = БС
braille-box-yahtzee = Я
braille-box-chance = Ш
braille-box-one-pair = 1П
braille-box-two-pairs = 2П
braille-box-yatzy = Я
braille-cell = { $box }={ $points }
braille-card-upper = { $ones } { $twos } { $threes } { $fours } { $fives } { $sixes } ={ $upper }
braille-card-lower = { $cells }
