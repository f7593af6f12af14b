# The boxes of the score card, as the English edition names them (13 in Yahtzee, 15 in Yatzy).
box-ones = Ones
box-twos = Twos
box-threes = Threes
box-fours = Fours
box-fives = Fives
box-sixes = Sixes
box-three-of-a-kind = Three of a kind
box-four-of-a-kind = Four of a kind
box-full-house = Full house
box-small-straight = Small straight
box-large-straight = Large straight
box-yahtzee = Yahtzee
box-chance = Chance
# Scandinavian Yatzy's own boxes (--rules yatzy, yatzy-forced); its other boxes keep the names above.
box-one-pair = One pair
box-two-pairs = Two pairs
box-yatzy = Yatzy

# Moving onto a box with the arrow keys.
box-focus = { $box }, { $points }{ $joker ->
    [yes] , as a Joker
   *[no] {""}
}
box-focus-open = { $box }, open
box-focus-filled = { $box }, filled, { $points }
box-focus-forbidden = { $box }, not allowed now
# Enter on a box that would score nothing.
box-confirm-zero = Zero in { $box }? Press Enter again to confirm.
# Helpers that other messages reference ({ box-in }); they see the caller's $box and $category
# (ones ... chance, as in the ids above), so a language can give each box its article and gender.
# The box with "in": "in Fives".
box-in = in { $box }
# The box as the subject of a sentence: "Fives".
box-the = { $box }
