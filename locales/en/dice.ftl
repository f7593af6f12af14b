# Dice. $face and $value are 1 to 6.
dice-value = { $value }
dice-face = { $face ->
    [1] one
    [2] two
    [3] three
    [4] four
    [5] five
   *[6] six
}
# A group of equal dice: "a two", "three sixes".
dice-group = { $count ->
    [1] { $face ->
        [1] a one
        [2] a two
        [3] a three
        [4] a four
        [5] a five
       *[6] a six
    }
   *[other] { $count ->
        [2] two
        [3] three
        [4] four
       *[5] five
    } { $face ->
        [1] ones
        [2] twos
        [3] threes
        [4] fours
        [5] fives
       *[6] sixes
    }
}
