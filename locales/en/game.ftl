# Game events. $kind is solo (one player), human or computer. $verbosity is brief, normal or detailed.

## Who starts
game-first-roll = { $verbosity ->
    [detailed] { $player } rolls { $dice }: { $total }.
   *[other] { $player } rolls { $total }.
}
game-first-roll-tie = { $players } tie with { $total } and roll again.
game-first-player = { $player } starts.

## Turns
game-turn-start = { $kind ->
    [solo] { $verbosity ->
        [brief] Round { $round }.
        [detailed] Round { $round } of { $rounds }, { $rounds_left ->
            [0] the last round
            [one] one more after this
           *[other] { $rounds_left } more after this
        }. Total { $total }. Press R to roll.
       *[other] Round { $round } of { $rounds }.
    }
    [computer] { $player }'s turn.
   *[human] { $team ->
        [yes] { $player }, { $member } rolls. { $verbosity ->
            [brief] {""}
           *[other] Round { $round } of { $rounds }.
        }
       *[no] { $player }, your turn. { $verbosity ->
            [brief] {""}
           *[other] Round { $round } of { $rounds }.
        }
    }
}

## Rolling
game-rolled = { $kind ->
    [computer] { $player } rolls { $dice }.
   *[other] { $verbosity ->
        [brief] { $new_count ->
            [5] { $dice }
           *[other] { $new }
        }{ $rolls_left ->
            [0] , last roll.
           *[other] .
        }
        [detailed] Roll { $roll }: { $dice }, that is { $groups }. { $rolls_left ->
            [0] No rolls left, choose a box.
            [one] One roll left.
           *[other] { $rolls_left } rolls left.
        } { $held_count ->
            [0] {""}
            [one] One die was held.
           *[other] { $held_count } dice were held.
        }
       *[other] { $dice }. { $rolls_left ->
            [0] Choose a box.
            [one] One roll left.
           *[other] { $rolls_left } rolls left.
        }
    }
}
game-yahtzee-rolled = Yahtzee! Five { $value ->
    [1] ones
    [2] twos
    [3] threes
    [4] fours
    [5] fives
   *[6] sixes
}.{ $bonus ->
    [0] {""}
   *[other] {" "}Bonus { $bonus }.
}

## Holding
game-hold = { $verbosity ->
    [brief] { $position }, { $held ->
        [yes] held
       *[no] released
    }
    [detailed] Die { $position }, { $face }, { $held ->
        [yes] held
       *[no] released
    }. { $held_count ->
        [0] No dice held.
        [one] One die held.
       *[other] { $held_count } dice held.
    }
   *[other] Die { $position }, { $face }, { $held ->
        [yes] held
       *[no] released
    }.
}
game-keeps = { $count ->
    [0] { $player } rolls all five again.
   *[other] { $player } keeps { $dice }.
}

## Scoring
game-scored = { $kind ->
    [computer] { $player } scores { $points } in { $box }{ $joker ->
        [yes] {" "}as a Joker
       *[no] {""}
    }.
   *[other] { $points } in { $box }{ $joker ->
        [yes] {" "}as a Joker
       *[no] {""}
    }.
}
game-yahtzee-bonus = { $kind ->
    [computer] { $player } earns a Yahtzee bonus, { $bonus } points.
   *[other] Yahtzee bonus, { $bonus } points!
}
game-upper-bonus = { $kind ->
    [computer] { $player } earns the upper bonus, { $bonus } points.
   *[other] Upper bonus earned: { $bonus } points!
}
game-turn-end = { $status ->
    [solo] { $verbosity ->
        [brief] Total { $total }.
       *[other] Total { $total }.
    }
    [leading] { $player }, { $total }, { $verbosity ->
        [brief] leading.
       *[other] in the lead by { $lead }.
    }
    [tied] { $player }, { $total }, tied for the lead.
   *[behind] { $player }, { $total }, { $behind } behind { $leader }.
}
game-round-end = { $kind ->
    [solo] { $verbosity ->
        [detailed] End of round { $round }. { $rounds_left ->
            [0] {""}
            [one] One round left.
           *[other] { $rounds_left } rounds left.
        }
       *[other] {""}
    }
   *[many] { $verbosity ->
        [brief] {""}
        [detailed] End of round { $round }. Standings: { $standings }.
       *[other] End of round { $round }.
    }
}

## The end
game-over = Game over.
game-over-solo = Final score { $total }. { $comparison ->
    [first] {""}
    [better] A new best score, { $difference } above your previous best of { $best }!
    [equal] That equals your best score.
   *[worse] Your best is { $best }, { $difference } more.
}
game-winner = { $player } wins with { $total }, ahead of { $margins }.
game-margin = { $player } by { $margin }
game-winners-tie = { $players } share the win with { $total }.
game-standings = Standings: { $standings }.
game-play-again = Play again? Press Y for yes, N to leave.
game-new = New game.
