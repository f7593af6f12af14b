# How well each player played apart from the dice, said at the end of every game (docs/strategy.md,
# "Luck and skill"). $own is yes for the listener ("you"), else the line names the player: the name
# stands alone as the subject, never declined.
# $played is a fraction (0.986 is 98.6 %): the expected final score of the player's choices as a
# share of the best play's. $luck is how far the dice were from average, in whole points, never
# negative; $dice says which way: more, less or even. $measured is yes when the player played to
# win and the chance to win lost was measured: $chance, a fraction.
skill-line = { $own ->
    [yes] You played { NUMBER($played, style: "percent", maximumFractionDigits: 1) }{ $measured ->
        [yes] , lost { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } of your chance to win,
       *[no] ,
    } and the dice { $dice ->
        [more] gave you { $luck } { $luck ->
            [one] point
           *[other] points
        } more than average.
        [less] gave you { $luck } { $luck ->
            [one] point
           *[other] points
        } less than average.
       *[even] were just average.
    }
   *[no] { $name } played { NUMBER($played, style: "percent", maximumFractionDigits: 1) }{ $measured ->
        [yes] , lost { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } of the chance to win,
       *[no] ,
    } and the dice { $dice ->
        [more] gave { $luck } { $luck ->
            [one] point
           *[other] points
        } more than average.
        [less] gave { $luck } { $luck ->
            [one] point
           *[other] points
        } less than average.
       *[even] were just average.
    }
}
# The details (Up and Down at the end, `yahtzee review`): $start is the expected final score of
# the best play from the first roll; $final the score ($finished no: the game was left, the score
# so far). $loss is the points lost by $choices choices, $per_choice each. With $measured yes,
# skill-details-chance follows: the chance to win lost ($chance, a fraction) by $choices choices.
skill-details-start = Best play expects { NUMBER($start, maximumFractionDigits: 1) } points, { $own ->
    [yes] you
   *[no] { $name }
} { $finished ->
    [yes] scored { $final }.
   *[no] had { $final } points when the game was left.
}
skill-details-luck = { $dice ->
    [more] The dice gave { NUMBER($luck, maximumFractionDigits: 2) } { $luck ->
        [one] point
       *[other] points
    } more than average.
    [less] The dice gave { NUMBER($luck, maximumFractionDigits: 2) } { $luck ->
        [one] point
       *[other] points
    } less than average.
   *[even] The dice were just average.
}
skill-details-loss = { $choices ->
    [one] One choice
   *[other] { $choices } choices
}, { NUMBER($loss, maximumFractionDigits: 2) } { $loss ->
    [one] point
   *[other] points
} lost, { NUMBER($per_choice, maximumFractionDigits: 2) } a choice.
skill-details-chance = Playing to win, { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } of the chance to win lost in { $choices ->
    [one] one choice
   *[other] { $choices } choices
}.
# The costliest choices (Left and Right at the end), four short lines each, every line at most
# 15 words so that a screen reader reads it whole: the cost, the dice, what was done, the best.
skill-choices-none = { $own ->
    [yes] No costly choice, you played the best move every time.
   *[no] No costly choice for { $name }.
}
# $rank of $count, costliest first; $loss in points, or with $measured yes the chance to win lost.
skill-choice = { $rank } of { $count }, round { $round }, { $measured ->
    [yes] { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } chance to win lost.
   *[no] { NUMBER($loss, maximumFractionDigits: 2) } { $loss ->
        [one] point
       *[other] points
    } lost.
}
# $dice as they lay; $held the dice kept from the roll before ($held_count of them).
skill-choice-dice = { $rolls_left ->
    [0] Last roll
    [one] One roll left
   *[other] { $rolls_left } rolls left
}, dice { $dice }{ $held_count ->
    [0] .
   *[other] , with { $held } held.
}
# What was done: $action keep (the dice kept, $count of them; 0 rolls all five again) or score
# ($points in $box, with $category for box-in).
skill-choice-done = { $own ->
    [yes] You { $action ->
        [keep] { $count ->
            [0] rolled all five again.
           *[other] kept { $dice }.
        }
       *[score] scored { $points } { box-in }.
    }
   *[no] { $name } { $action ->
        [keep] { $count ->
            [0] rolled all five again.
           *[other] kept { $dice }.
        }
       *[score] scored { $points } { box-in }.
    }
}
# The best move for points, or with $goal win the best for winning.
skill-choice-best = { $goal ->
    [win] Best to win
   *[points] Best
}, { $action ->
    [keep] { $count ->
        [0] roll all five.
       *[other] keep { $dice }.
    }
   *[score] { $points } { box-in }.
}

# The ratings after a rated online game (docs/online.md, "Ratings"): $rating as shown (1000 for a
# new player), $change this game's change in points ($direction up, down or same), $rank of
# $ranked rated players on the server. A name stands alone before a colon, never declined.
skill-rating = { $own ->
    [yes] Your rating is now
   *[no] { $name }, rating
} { $rating }, { $direction ->
    [up] up { $change }
    [down] down { $change }
   *[same] unchanged
}, rank { $rank } of { $ranked }.
# Why a finished online game did not count for the ratings.
skill-unrated = This game does not count for the ratings, { $reason ->
    [computers] a computer played at the table.
    [stand-in] a computer played for someone.
    [store] the server could not keep the ratings.
   *[practice] the table is for practice.
}
