# Answers to the review keys. They change nothing in the game.
review-dice = { $dice }{ $verbosity ->
    [brief] {""}
   *[other] , that is { $groups }
}. { $held_count ->
    [0] None held.
    [one] Held, die { $held }.
   *[other] Held, dice { $held }.
} { $rolls_left ->
    [0] No rolls left.
    [one] One roll left.
   *[other] { $rolls_left } rolls left.
}
review-dice-none = No dice yet. Press R to roll.
# A held die's position (1 to 5) in review-dice's $held ("Held: dice 1 and 4.").
review-position = { $position }
# D during a computer's turn: whose turn it is and what it has so far ($kept: the values it keeps).
review-dice-computer = { $rolled ->
    [no] { $player }'s turn, not rolled yet.
   *[yes] { $player }'s turn, { $dice }{ $verbosity ->
        [brief] {""}
       *[other] , that is { $groups }
    }. { $kept_count ->
        [0] {""}
       *[other] Kept { $kept }.
    } { $rolls_left ->
        [0] No rolls left.
        [one] One roll left.
       *[other] { $rolls_left } rolls left.
    }
}
review-box = { $box } { $points }
review-open-box = { $box }
# Before a roll: the open boxes by name. After it: the boxes that score, most points first, then
# how many would score zero ($zeros), named ($zero_boxes) only at the detailed level.
review-open = { $rolled ->
    [yes] { $count ->
        [0] { $zeros ->
            [0] No box is allowed
           *[other] Nothing scores
        }
       *[other] { $boxes }
    }{ $zeros ->
        [0] .
        [one] { $count ->
            [0] , one box at zero
           *[other] , and one box at zero
        }{ $verbosity ->
            [detailed] , { $zero_boxes }.
           *[other] .
        }
       *[other] { $count ->
            [0] , { $zeros } boxes at zero
           *[other] , and { $zeros } boxes at zero
        }{ $verbosity ->
            [detailed] , { $zero_boxes }.
           *[other] .
        }
    }
   *[no] Open boxes, { $boxes }.
}
review-card = { $own ->
    [yes] Your card
   *[no] { $player }'s card
}, { $filled_count ->
    [0] nothing scored yet.
   *[other] { $filled }.
} Upper { $upper }{ $upper_bonus ->
    [0] {""}
   *[other] {" "}plus bonus { $upper_bonus }
}, lower { $lower }{ $yahtzee_bonus ->
    [0] {""}
   *[other] , Yahtzee bonus { $yahtzee_bonus }
}, total { $total }. { $open_count ->
    [0] {""}
    [one] One box open.
   *[other] { $open_count } boxes open.
}
review-bonus = { $needed ->
    [0] Upper bonus earned, { $upper } of { $target }.
   *[other] Upper section { $upper } of { $target }, { $needed } to go{ $open_count ->
        [0] , no upper box left.
       *[other] . { $verbosity ->
            [detailed] { $par ->
                [0] {""}
               *[other] Par for the boxes filled so far is { $par }.
            }
           *[other] {""}
        }
    }
}
# A spectator's B: whose upper section it is, by name, then the same words.
review-bonus-player = { $player }. { review-bonus }
# $own is yes for the listener, who hears themself as "you" among the names.
review-standing = { $own ->
    [yes] you
   *[other] { $player }
}, { $total } { $total ->
    [one] point
   *[other] points
}
review-standings = { $kind ->
    [solo] Total, { $standings }.
   *[many] Standings, { $standings }.
}
review-turn = { $kind ->
    [solo] Round { $round } of { $rounds }
   *[other] { $own ->
        [yes] Your turn, round { $round } of { $rounds }
       *[no] { $player }'s turn, round { $round } of { $rounds }
    }
}, { $rolled ->
    [no] not rolled yet.
   *[yes] { $rolls_left ->
        [0] no rolls left.
        [one] one roll left.
       *[other] { $rolls_left } rolls left.
    }
}
review-turn-over = The game is over.
review-dice-value-none = { $held ->
    [yes] No held die shows { $value }.
   *[no] No free die shows { $value }.
}
