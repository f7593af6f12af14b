# Spilbegivenheder. $kind er solo (én spiller), human eller computer. $verbosity er brief, normal eller detailed.
# Under det detaljerede niveau er computerens slag og holdte terninger tavse: game-scored siger
# pointene, så en eventuel bonus, så game-turn-end stillingen.
# Navne bøjes aldrig (ingen genitiv-s): "Nu spiller Ann", "Ann har turen igen".

## Hvem starter
game-first-roll = { $verbosity ->
    [detailed] { $player } slår { $dice }, i alt { $total }.
   *[other] { $player } slår { $total }.
}
game-first-roll-tie = { $players } står lige med { $total } og slår igen.
game-first-player = { $player } starter.

## Ture
game-turn-start = { $kind ->
    [solo] { $verbosity ->
        [brief] Runde { $round }.
        [detailed] Runde { $round } af { $rounds }, { $rounds_left ->
            [0] sidste runde
            [one] en mere efter denne
           *[other] { $rounds_left } mere efter denne
        }. I alt { $total }. Tryk R for at slå.
       *[other] Runde { $round } af { $rounds }.
    }
    [computer] { $verbosity ->
        [detailed] Nu spiller { $player }.
       *[other] {""}
    }
   *[human] { $team ->
        [yes] { $player }, { $member } slår. { $verbosity ->
            [brief] {""}
           *[other] Runde { $round } af { $rounds }.
        }
       *[no] { $player }, din tur. { $verbosity ->
            [brief] {""}
           *[other] Runde { $round } af { $rounds }.
        }
    }
}

## Slag
# $dice i spillerens valgte rækkefølge; $named er kombinationen (dice-combination), $combination
# dens id; $best de bedste ledige felter med deres point.
game-rolled = { $kind ->
    [computer] { $verbosity ->
        [detailed] { $player } slår { $dice }. { $named }
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
            [0] Sidste slag.
            [one] Et slag tilbage.
           *[other] { $rolls_left } slag tilbage.
        }
        [detailed] Slag { $roll }, { $named } { $dice }, altså { $groups }. { $best_count ->
            [0] {""}
           *[other] Bedst, { $best }.
        } { $rolls_left ->
            [0] Ingen slag tilbage, vælg et felt.
            [one] Et slag tilbage.
           *[other] { $rolls_left } slag tilbage.
        } { $held_count ->
            [0] {""}
            [one] En terning var holdt.
           *[other] { $held_count } terninger var holdt.
        }
       *[other] { $named } { $combination ->
            [yahtzee] {""}
            [yatzy] {""}
           *[other] { $dice }.
        } { $rolls_left ->
            [0] Vælg et felt.
            [one] Et slag tilbage.
           *[other] { $rolls_left } slag tilbage.
        }
    }
}

## Hold
game-hold = { $verbosity ->
    [brief] { $position }, { $held ->
        [yes] holdt
       *[no] sluppet
    }
    [detailed] Terning { $position }, { $face }, { $held ->
        [yes] holdt
       *[no] sluppet
    }. { $held_count ->
        [0] Ingen terninger holdt.
        [one] En terning holdt.
       *[other] { $held_count } terninger holdt.
    }
   *[other] Terning { $position }, { $face }, { $held ->
        [yes] holdt
       *[no] sluppet
    }.
}
# Computeren holder terninger mellem slagene: siges kun på det detaljerede niveau.
game-keeps = { $verbosity ->
    [detailed] { $count ->
        [0] { $player } slår alle fem igen.
       *[other] { $player } holder { $dice }.
    }
   *[other] {""}
}

## Point
game-scored = { $kind ->
    [computer] { $verbosity ->
        [detailed] { $player } skriver { $points } { box-in }{ $joker ->
            [yes] {" "}som joker
           *[no] {""}
        }.
       *[other] { $player }, { $points } { box-in }{ $joker ->
            [yes] {" "}som joker
           *[no] {""}
        }.
    }
   *[other] { $points } { box-in }{ $joker ->
        [yes] {" "}som joker
       *[no] {""}
    }.
}
game-yahtzee-bonus = { $kind ->
    [computer] Yatzy-bonus, { $bonus } point.
   *[other] Yatzy-bonus, { $bonus } point!
}
game-upper-bonus = { $kind ->
    [computer] Bonus i øvre del, { $bonus } point.
   *[other] Bonus i øvre del, { $bonus } point!
}
game-turn-end = { $kind ->
    [computer] { $verbosity ->
        [brief] I alt { $total }.
        [detailed] { game-turn-standing }
       *[other] { $status ->
            [leading] { $player } fører med { $lead }.
            [tied] Delt føring med { $total }.
           *[behind] { $behind } efter { $leader }.
        }
    }
   *[other] { game-turn-standing }
}
# Stillingen efter en tur (del af game-turn-end).
game-turn-standing = { $status ->
    [solo] I alt { $total }.
    [leading] { $player }, { $total }, { $alone ->
        [yes] fører.
       *[no] { $verbosity ->
            [brief] fører.
           *[other] fører med { $lead ->
        [one] ét point
       *[other] { $lead } point
    }.
        }
    }
    [tied] { $player }, { $total }, delt føring.
   *[behind] { $player }, { $total }, { $behind ->
        [one] ét point
       *[other] { $behind } point
    } efter { $leader }.
}
game-round-end = { $kind ->
    [solo] { $verbosity ->
        [detailed] Runde { $round } slut. { $rounds_left ->
            [0] {""}
            [one] En runde tilbage.
           *[other] { $rounds_left } runder tilbage.
        }
       *[other] {""}
    }
   *[many] { $verbosity ->
        [brief] {""}
        [detailed] Runde { $round } slut. Stilling, { $standings }.
       *[other] Runde { $round } slut.
    }
}

## Slutningen
game-over = Spillet er slut.
game-over-solo = Slutresultat { $total }. { $comparison ->
    [first] {""}
    [better] Ny rekord, { $difference ->
        [one] ét point
       *[other] { $difference } point
    } over din tidligere rekord på { $best }!
    [equal] Det tangerer din rekord.
   *[worse] Din rekord er stadig { $best }, { $difference ->
        [one] ét point
       *[other] { $difference } point
    } højere.
}
game-winner = { $player } vinder med { $total }, { $margins }.
# Et forspring: "131 foran Ann" (navnet bøjes ikke).
game-margin = { $margin } foran { $player }
game-winners-tie = { $players } deler sejren med { $total }.
game-standings = Stilling, { $standings }.
game-play-again = Spil igen? Tryk Ctrl+N for at spille igen, { confirm-no } eller Q for at stoppe.
game-new = Nyt spil.
game-over-too-soon = Tastetrykket blev ignoreret, spillet er lige slut. { $again }
# "for" før en spillers navn: en hjælpebesked, som andre beskeder henviser til ("Blok for Ann").
game-of-player = for { $player }

# Fast rækkefølge (--rules yatzy-forced): det eneste felt, der kan udfyldes nu.
game-next-box = Næste felt, { $box }.
