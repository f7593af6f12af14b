# Spillhendelser. $kind er solo (én spiller), human eller computer. $verbosity er brief, normal eller detailed.
# Under det detaljerte nivået er datamaskinens kast og holdte terninger stille: game-scored sier
# poengene, så en eventuell bonus, så game-turn-end stillingen.
# Navn bøyes aldri (ingen genitiv-s): "Nå spiller Ann", "Ann har turen igjen", "blokken til Ann".

## Hvem begynner
game-first-roll = { $verbosity ->
    [detailed] { $player } kaster { $dice }, totalt { $total }.
   *[other] { $player } kaster { $total }.
}
game-first-roll-tie = { $players } står likt med { $total } og kaster igjen.
game-first-player = { $player } begynner.

## Turer
game-turn-start = { $kind ->
    [solo] { $verbosity ->
        [brief] Runde { $round }.
        [detailed] Runde { $round } av { $rounds }, { $rounds_left ->
            [0] siste runde
            [one] én til etter denne
           *[other] { $rounds_left } til etter denne
        }. Totalt { $total }. Trykk R for å kaste.
       *[other] Runde { $round } av { $rounds }.
    }
    [computer] { $verbosity ->
        [detailed] Nå spiller { $player }.
       *[other] {""}
    }
   *[human] { $team ->
        [yes] { $player }, { $member } kaster. { $verbosity ->
            [brief] {""}
           *[other] Runde { $round } av { $rounds }.
        }
       *[no] { $player }, din tur. { $verbosity ->
            [brief] {""}
           *[other] Runde { $round } av { $rounds }.
        }
    }
}

## Kast
# $dice i spillerens valgte rekkefølge; $named er kombinasjonen (dice-combination), $combination
# dens id; $best de beste ledige rutene med poeng.
game-rolled = { $kind ->
    [computer] { $verbosity ->
        [detailed] { $player } kaster { $dice }. { $named }
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
            [0] Siste kast.
            [one] Ett kast igjen.
           *[other] { $rolls_left } kast igjen.
        }
        [detailed] Kast { $roll }, { $named } { $dice }, altså { $groups }. { $best_count ->
            [0] {""}
           *[other] Best, { $best }.
        } { $rolls_left ->
            [0] Ingen kast igjen, velg en rute.
            [one] Ett kast igjen.
           *[other] { $rolls_left } kast igjen.
        } { $held_count ->
            [0] {""}
            [one] Én terning var holdt.
           *[other] { $held_count } terninger var holdt.
        }
       *[other] { $named } { $combination ->
            [yahtzee] {""}
            [yatzy] {""}
           *[other] { $dice }.
        } { $rolls_left ->
            [0] Velg en rute.
            [one] Ett kast igjen.
           *[other] { $rolls_left } kast igjen.
        }
    }
}

## Holde
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
        [one] Én terning holdt.
       *[other] { $held_count } terninger holdt.
    }
   *[other] Terning { $position }, { $face }, { $held ->
        [yes] holdt
       *[no] sluppet
    }.
}
# Datamaskinen holder terninger mellom kastene: sies bare på det detaljerte nivået.
game-keeps = { $verbosity ->
    [detailed] { $count ->
        [0] { $player } kaster alle fem igjen.
       *[other] { $player } holder { $dice }.
    }
   *[other] {""}
}

## Poeng
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
    [computer] Yatzy-bonus, { $bonus } poeng.
   *[other] Yatzy-bonus, { $bonus } poeng!
}
game-upper-bonus = { $kind ->
    [computer] Bonus i øvre del, { $bonus } poeng.
   *[other] Bonus i øvre del, { $bonus } poeng!
}
game-turn-end = { $kind ->
    [computer] { $verbosity ->
        [brief] Totalt { $total }.
        [detailed] { game-turn-standing }
       *[other] { $status ->
            [leading] { $player } leder med { $lead }.
            [tied] Delt ledelse med { $total }.
           *[behind] { $behind } bak { $leader }.
        }
    }
   *[other] { game-turn-standing }
}
# Stillingen etter en tur (del av game-turn-end).
game-turn-standing = { $status ->
    [solo] Totalt { $total }.
    [leading] { $player }, { $total }, { $alone ->
        [yes] leder.
       *[no] { $verbosity ->
            [brief] leder.
           *[other] leder med { $lead ->
        [one] ett poeng
       *[other] { $lead } poeng
    }.
        }
    }
    [tied] { $player }, { $total }, delt ledelse.
   *[behind] { $player }, { $total }, { $behind ->
        [one] ett poeng
       *[other] { $behind } poeng
    } bak { $leader }.
}
game-round-end = { $kind ->
    [solo] { $verbosity ->
        [detailed] Runde { $round } ferdig. { $rounds_left ->
            [0] {""}
            [one] Én runde igjen.
           *[other] { $rounds_left } runder igjen.
        }
       *[other] {""}
    }
   *[many] { $verbosity ->
        [brief] {""}
        [detailed] Runde { $round } ferdig. Stilling, { $standings }.
       *[other] Runde { $round } ferdig.
    }
}

## Slutten
game-over = Spillet er slutt.
game-over-solo = Sluttsum { $total }. { $comparison ->
    [first] {""}
    [better] Ny rekord, { $difference ->
        [one] ett poeng
       *[other] { $difference } poeng
    } over den forrige rekorden din på { $best }!
    [equal] Det tangerer rekorden din.
   *[worse] Rekorden din er fortsatt { $best }, { $difference ->
        [one] ett poeng
       *[other] { $difference } poeng
    } høyere.
}
game-winner = { $player } vinner med { $total }, { $margins }.
# Et forsprang: "131 foran Ann" (navnet bøyes ikke).
game-margin = { $margin } foran { $player }
game-winners-tie = { $players } deler seieren med { $total }.
game-standings = Stilling, { $standings }.
game-play-again = Spille igjen? Trykk Ctrl+N for å spille igjen, { confirm-no } eller Q for å avslutte.
game-new = Nytt spill.
game-over-too-soon = Tastetrykket ble ignorert, spillet er akkurat slutt. { $again }
# "til" foran en spillers navn: en hjelpemelding som andre meldinger viser til ("Blokken til Ann").
game-of-player = til { $player }

# Fast rekkefølge (--rules yatzy-forced): den eneste ruten som kan fylles ut nå.
game-next-box = Neste rute, { $box }.
