# Spelhändelser. $kind är solo (en spelare), human eller computer. $verbosity är brief, normal eller detailed.
# Under den utförliga nivån är datorns slag och sparade tärningar tysta: game-scored säger
# poängen, sedan en eventuell bonus, sedan game-turn-end ställningen.

## Vem börjar
game-first-roll = { $verbosity ->
    [detailed] { $player } slår { $dice }, totalt { $total }.
   *[other] { $player } slår { $total }.
}
game-first-roll-tie = { $players } har lika med { $total } och slår igen.
game-first-player = { $player } börjar.

## Turer
game-turn-start = { $kind ->
    [solo] { $verbosity ->
        [brief] Runda { $round }.
        [detailed] Runda { $round } av { $rounds }, { $rounds_left ->
            [0] den sista
            [one] en till efter den här
           *[other] { $rounds_left } till efter den här
        }. Totalt { $total }. Tryck R för att slå.
       *[other] Runda { $round } av { $rounds }.
    }
    [computer] { $verbosity ->
        [detailed] Nu spelar { $player }.
       *[other] {""}
    }
   *[human] { $team ->
        [yes] { $player }, { $member } slår. { $verbosity ->
            [brief] {""}
           *[other] Runda { $round } av { $rounds }.
        }
       *[no] { $player }, din tur. { $verbosity ->
            [brief] {""}
           *[other] Runda { $round } av { $rounds }.
        }
    }
}
# "för" före ett spelarnamn (hjälpmeddelande för andra meddelanden).
game-of-player = för { $player }

## Slag
# $dice i vald ordning; $named är kombinationen (dice-combination), $combination dess id;
# $best de bästa öppna rutorna med poäng.
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
            [0] Sista slaget.
            [one] Ett slag kvar.
           *[other] { $rolls_left } slag kvar.
        }
        [detailed] Slag { $roll }, { $named } { $dice }, alltså { $groups }. { $best_count ->
            [0] {""}
           *[other] Bäst, { $best }.
        } { $rolls_left ->
            [0] Inga slag kvar, välj en ruta.
            [one] Ett slag kvar.
           *[other] { $rolls_left } slag kvar.
        } { $held_count ->
            [0] {""}
            [one] En tärning var sparad.
           *[other] { $held_count } tärningar var sparade.
        }
       *[other] { $named } { $combination ->
            [yahtzee] {""}
            [yatzy] {""}
           *[other] { $dice }.
        } { $rolls_left ->
            [0] Välj en ruta.
            [one] Ett slag kvar.
           *[other] { $rolls_left } slag kvar.
        }
    }
}

## Spara
game-hold = { $verbosity ->
    [brief] { $position }, { $held ->
        [yes] sparad
       *[no] släppt
    }
    [detailed] Tärning { $position }, { $face }, { $held ->
        [yes] sparad
       *[no] släppt
    }. { $held_count ->
        [0] Inga tärningar sparade.
        [one] En tärning sparad.
       *[other] { $held_count } tärningar sparade.
    }
   *[other] Tärning { $position }, { $face }, { $held ->
        [yes] sparad
       *[no] släppt
    }.
}
# Datorn sparar tärningar mellan slagen: sägs bara på den utförliga nivån.
game-keeps = { $verbosity ->
    [detailed] { $count ->
        [0] { $player } slår om alla fem.
       *[other] { $player } sparar { $dice }.
    }
   *[other] {""}
}

## Poäng
game-scored = { $kind ->
    [computer] { $verbosity ->
        [detailed] { $player } sätter { $points } { box-in }{ $joker ->
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
    [computer] Yatzybonus, { $bonus } poäng.
   *[other] Yatzybonus, { $bonus } poäng!
}
game-upper-bonus = { $kind ->
    [computer] Bonus i övre delen, { $bonus } poäng.
   *[other] Bonus i övre delen, { $bonus } poäng!
}
game-turn-end = { $kind ->
    [computer] { $verbosity ->
        [brief] Totalt { $total }.
        [detailed] { game-turn-standing }
       *[other] { $status ->
            [leading] { $player } leder med { $lead }.
            [tied] Delad ledning på { $total }.
           *[behind] { $behind } efter { $leader }.
        }
    }
   *[other] { game-turn-standing }
}
# Ställningen efter en tur (del av game-turn-end).
game-turn-standing = { $status ->
    [solo] Totalt { $total }.
    [leading] { $player }, { $total }, { $alone ->
        [yes] leder.
       *[no] { $verbosity ->
            [brief] leder.
           *[other] leder med { $lead } poäng.
        }
    }
    [tied] { $player }, { $total }, delad ledning.
   *[behind] { $player }, { $total }, { $behind } poäng efter { $leader }.
}
game-round-end = { $kind ->
    [solo] { $verbosity ->
        [detailed] Runda { $round } slut. { $rounds_left ->
            [0] {""}
            [one] En runda kvar.
           *[other] { $rounds_left } rundor kvar.
        }
       *[other] {""}
    }
   *[many] { $verbosity ->
        [brief] {""}
        [detailed] Runda { $round } slut. Ställning, { $standings }.
       *[other] Runda { $round } slut.
    }
}

## Slutet
game-over = Spelet är slut.
game-over-solo = Slutsumma { $total }. { $comparison ->
    [first] {""}
    [better] Nytt rekord, { $difference } poäng över ditt förra rekord på { $best }!
    [equal] Det tangerar ditt rekord.
   *[worse] Ditt rekord är fortfarande { $best }, { $difference } poäng högre.
}
game-winner = { $player } vinner med { $total }, före { $margins }.
game-margin = { $player } med { $margin }
game-winners-tie = { $players } delar segern med { $total }.
game-standings = Ställning, { $standings }.
game-play-again = Spela igen? Tryck Ctrl+N för att spela igen, { confirm-no } eller Q för att sluta.
game-new = Nytt spel.
game-over-too-soon = Tangenttrycket ignorerades, spelet tog precis slut. { $again }

# Tvångsyatzy (--rules yatzy-forced): den enda ruta som kan fyllas i nu.
game-next-box = Nästa ruta, { $box }.
