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
# The plural name of a face, inside combinations: "fives".
dice-faces = { $face ->
    [1] ones
    [2] twos
    [3] threes
    [4] fours
    [5] fives
   *[6] sixes
}
# What a roll makes, named first and short. $combination is yahtzee, large-straight,
# four-of-a-kind, full-house, small-straight, three-of-a-kind or none (nothing is said); under
# Yatzy also yatzy (five alike), two-pairs and one-pair.
# $face is the face of the set (the three of a full house, the pair, the higher of two pairs),
# $other the pair's face in a full house or the lower pair's (0 if none);
# $faces and $other_faces are their plural names (dice-faces), for languages that need no case.
dice-combination = { $combination ->
    [yahtzee] Yahtzee! Five { $faces }.
    [large-straight] Large straight!
    [four-of-a-kind] Four { $faces }.
    [full-house] Full house, { $faces } and { $other_faces }.
    [small-straight] Small straight.
    [three-of-a-kind] Three of a kind, { $faces }.
    [one-pair] One pair, { $faces }.
    [two-pairs] Two pairs, { $faces } and { $other_faces }.
    [yatzy] Yatzy! Five { $faces }.
   *[none] {""}
}
