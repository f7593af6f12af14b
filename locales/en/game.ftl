# Game events. $kind is solo (one player), human or computer. $verbosity is brief, normal or detailed.
# $kind computer is anyone not at this keyboard: a computer, or online another person. Their turn
# below the detailed level: its rolls and keeps are silent (D and T say their dice on request);
# at detailed every roll with its dice and every keep. game-scored says the score, then any
# bonus, then game-turn-end the standing ($box, $box_points, $dice and $groups of
# the score remain available to game-turn-end).
# Names come with their initial ($player_initial, $leader_initial) for elision where needed.

## Who starts
game-first-roll = { $verbosity ->
    [detailed] { $player } rolls { $dice }, total { $total }.
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
    [computer] { $verbosity ->
        [detailed] { $player }'s turn.
       *[other] {""}
    }
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
# $dice are read in the player's order (position, sorted or grouped); $named is the combination
# (dice-combination) and $combination its id; $best the best open boxes with their points.
game-rolled = { $kind ->
    [computer] { $verbosity ->
        [detailed] { $player } rolls { $dice }. { $named }
       *[other] {""}
    }
   *[other] { $verbosity ->
        [brief] { $named } { $combination ->
            [yahtzee] {""}
            [yatzy] {""}
           *[other] { $new_count ->
                [5] { $dice }.
               *[other] { $new }.
            }
        } { $rolls_left ->
            [0] Last roll.
            [one] One roll left.
           *[other] { $rolls_left } rolls left.
        }
        [detailed] Roll { $roll }, { $named } { $dice }, that is { $groups }. { $best_count ->
            [0] {""}
           *[other] Best, { $best }.
        } { $rolls_left ->
            [0] No rolls left, choose a box.
            [one] One roll left.
           *[other] { $rolls_left } rolls left.
        } { $held_count ->
            [0] {""}
            [one] One die was held.
           *[other] { $held_count } dice were held.
        }
       *[other] { $named } { $combination ->
            [yahtzee] {""}
            [yatzy] {""}
           *[other] { $dice }.
        } { $rolls_left ->
            [0] Choose a box.
            [one] One roll left.
           *[other] { $rolls_left } rolls left.
        }
    }
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
# A computer keeping dice between rolls: spoken only at the detailed level.
game-keeps = { $verbosity ->
    [detailed] { $count ->
        [0] { $player } rolls all five again.
       *[other] { $player } keeps { $dice }.
    }
   *[other] {""}
}

## Scoring
game-scored = { $kind ->
    [computer] { $verbosity ->
        [detailed] { $player } scores { $points } { box-in }{ $joker ->
            [yes] {" "}as a Joker
           *[no] {""}
        }.
       *[other] { $player }, { $points } { box-in }{ $joker ->
            [yes] {" "}as a Joker
           *[no] {""}
        }.
    }
   *[other] { $points } { box-in }{ $joker ->
        [yes] {" "}as a Joker
       *[no] {""}
    }.
}
game-yahtzee-bonus = { $kind ->
    [computer] Yahtzee bonus, { $bonus } points.
   *[other] Yahtzee bonus, { $bonus } points!
}
game-upper-bonus = { $kind ->
    [computer] Upper bonus, { $bonus } points.
   *[other] Upper bonus earned, { $bonus } points!
}
# After a computer's score (game-scored says it first, then any bonus): the standing only.
game-turn-end = { $kind ->
    [computer] { $verbosity ->
        [brief] Total { $total }.
        [detailed] { game-turn-standing }
       *[other] { $status ->
            [leading] { $player } leads by { $lead }.
            [tied] Tied at { $total }.
           *[behind] { $behind } behind { $leader }.
        }
    }
   *[other] { game-turn-standing }
}
# The standing after a turn (part of game-turn-end). $alone is yes when every other player is
# still at 0, so that the lead (the same number as the total) is not said twice.
game-turn-standing = { $status ->
    [solo] Total { $total }.
    [leading] { $player }, { $total }, { $alone ->
        [yes] leading.
       *[no] { $verbosity ->
            [brief] leading.
           *[other] leading by { $lead } { $lead ->
                [one] point
               *[other] points
            }.
        }
    }
    [tied] { $player }, { $total }, tied for the lead.
   *[behind] { $player }, { $total }, { $behind } { $behind ->
        [one] point
       *[other] points
    } behind { $leader }.
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
        [detailed] End of round { $round }. Standings, { $standings }.
       *[other] End of round { $round }.
    }
}

## The end
game-over = Game over.
game-over-solo = Final score { $total }. { $comparison ->
    [first] {""}
    [better] A new best score, { $difference } above your previous best of { $best }!
    [equal] That equals your best score.
   *[worse] Your best is still { $best }, { $difference } { $difference ->
        [one] point
       *[other] points
    } higher.
}
game-winner = { $player } wins with { $total }, ahead of { $margins }.
game-margin = { $player } by { $margin }
game-winners-tie = { $players } share the win with { $total }.
game-standings = Standings, { $standings }.
game-play-again = Play again? Press Ctrl+N to play again, { confirm-no } or Q to leave.
game-new = New game.
game-over-too-soon = Key not taken, the game has only just ended. { $again }
# "of" before a player's name, for languages that elide it ("d'Ann"): a helper other messages
# reference; it sees the caller's $player and $player_initial.
game-of-player = of { $player }

# Forced order (--rules yatzy-forced): the one box that may be scored next.
game-next-box = Next box, { $box }.
