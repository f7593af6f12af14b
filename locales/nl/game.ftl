# Spelgebeurtenissen. $kind is solo (één speler), human of computer. $verbosity is brief, normal of detailed.
# Onder het uitgebreide niveau zijn worpen en vasthouden van de computer stil: game-scored zegt
# zijn score, dan een eventuele bonus, dan game-turn-end de stand.

## Wie begint
game-first-roll = { $verbosity ->
    [detailed] { $player } gooit { $dice }, totaal { $total }.
   *[other] { $player } gooit { $total }.
}
game-first-roll-tie = { $players } staan gelijk met { $total } en gooien opnieuw.
game-first-player = { $player } begint.

## Beurten
game-turn-start = { $kind ->
    [solo] { $verbosity ->
        [brief] Ronde { $round }.
        [detailed] Ronde { $round } van { $rounds }, { $rounds_left ->
            [0] de laatste ronde
            [one] hierna nog één
           *[other] hierna nog { $rounds_left }
        }. Totaal { $total }. Druk op R om te gooien.
       *[other] Ronde { $round } van { $rounds }.
    }
    [computer] { $verbosity ->
        [detailed] { $player } is aan de beurt.
       *[other] {""}
    }
   *[human] { $team ->
        [yes] { $player }, { $member } gooit. { $verbosity ->
            [brief] {""}
           *[other] Ronde { $round } van { $rounds }.
        }
       *[no] { $player }, jouw beurt. { $verbosity ->
            [brief] {""}
           *[other] Ronde { $round } van { $rounds }.
        }
    }
}
# "van" voor een spelersnaam (hulpbericht voor andere berichten).
game-of-player = van { $player }

## Gooien
# $dice in de gekozen volgorde; $named is de combinatie (dice-combination), $combination de id;
# $best de beste open vakken met hun punten.
game-rolled = { $kind ->
    [computer] { $verbosity ->
        [detailed] { $player } gooit { $dice }. { $named }
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
            [0] Laatste worp.
            [one] Nog één worp.
           *[other] Nog { $rolls_left } worpen.
        }
        [detailed] Worp { $roll }, { $named } { $dice }, dat is { $groups }. { $best_count ->
            [0] {""}
           *[other] Het beste, { $best }.
        } { $rolls_left ->
            [0] Geen worpen meer, kies een vak.
            [one] Nog één worp.
           *[other] Nog { $rolls_left } worpen.
        } { $held_count ->
            [0] {""}
            [one] Eén steen stond vast.
           *[other] { $held_count } stenen stonden vast.
        }
       *[other] { $named } { $combination ->
            [yahtzee] {""}
            [yatzy] {""}
           *[other] { $dice }.
        } { $rolls_left ->
            [0] Kies een vak.
            [one] Nog één worp.
           *[other] Nog { $rolls_left } worpen.
        }
    }
}

## Vasthouden
game-hold = { $verbosity ->
    [brief] { $position }, { $held ->
        [yes] vast
       *[no] los
    }
    [detailed] Steen { $position }, { $face }, { $held ->
        [yes] vastgehouden
       *[no] losgelaten
    }. { $held_count ->
        [0] Geen stenen vast.
        [one] Eén steen vast.
       *[other] { $held_count } stenen vast.
    }
   *[other] Steen { $position }, { $face }, { $held ->
        [yes] vastgehouden
       *[no] losgelaten
    }.
}
# De computer houdt stenen vast tussen twee worpen: alleen op het uitgebreide niveau gezegd.
game-keeps = { $verbosity ->
    [detailed] { $count ->
        [0] { $player } gooit alle vijf opnieuw.
       *[other] { $player } houdt { $dice } vast.
    }
   *[other] {""}
}

## Scoren
game-scored = { $kind ->
    [computer] { $verbosity ->
        [detailed] { $player } zet { $points } { box-in }{ $joker ->
            [yes] {" "}als joker
           *[no] {""}
        }.
       *[other] { $player }, { $points } { box-in }{ $joker ->
            [yes] {" "}als joker
           *[no] {""}
        }.
    }
   *[other] { $points } { box-in }{ $joker ->
        [yes] {" "}als joker
       *[no] {""}
    }.
}
game-yahtzee-bonus = { $kind ->
    [computer] Yahtzee-bonus, { $bonus } punten.
   *[other] Yahtzee-bonus, { $bonus } punten!
}
game-upper-bonus = { $kind ->
    [computer] Bonus bovenin gehaald, { $bonus } punten.
   *[other] Bonus bovenin gehaald, { $bonus } punten!
}
game-turn-end = { $kind ->
    [computer] { $verbosity ->
        [brief] Totaal { $total }.
        [detailed] { game-turn-standing }
       *[other] { $status ->
            [leading] { $player } staat { $lead } voor.
            [tied] Gedeelde leiding met { $total }.
           *[behind] { $behind } achter { $leader }.
        }
    }
   *[other] { game-turn-standing }
}
# De stand na een beurt (deel van game-turn-end).
game-turn-standing = { $status ->
    [solo] Totaal { $total }.
    [leading] { $player }, { $total }, { $alone ->
        [yes] aan kop.
       *[no] { $verbosity ->
            [brief] aan kop.
           *[other] { $lead } { $lead ->
                [one] punt
               *[other] punten
            } voor.
        }
    }
    [tied] { $player }, { $total }, gedeeld aan kop.
   *[behind] { $player }, { $total }, { $behind } { $behind ->
        [one] punt
       *[other] punten
    } achter { $leader }.
}
game-round-end = { $kind ->
    [solo] { $verbosity ->
        [detailed] Einde van ronde { $round }. { $rounds_left ->
            [0] {""}
            [one] Nog één ronde.
           *[other] Nog { $rounds_left } rondes.
        }
       *[other] {""}
    }
   *[many] { $verbosity ->
        [brief] {""}
        [detailed] Einde van ronde { $round }. Stand, { $standings }.
       *[other] Einde van ronde { $round }.
    }
}

## Het einde
game-over = Het spel is afgelopen.
game-over-solo = Eindscore { $total }. { $comparison ->
    [first] {""}
    [better] Een nieuw record, { $difference } { $difference ->
        [one] punt
       *[other] punten
    } boven je vorige record van { $best }!
    [equal] Dat is gelijk aan je record.
   *[worse] Je record blijft { $best }, { $difference } { $difference ->
        [one] punt
       *[other] punten
    } hoger.
}
game-winner = { $player } wint met { $total }, { $margins }.
game-margin = { $margin } voor op { $player }
game-winners-tie = { $players } delen de overwinning met { $total }.
game-standings = Stand, { $standings }.
game-play-again = Nog een keer? Druk op Ctrl+N om opnieuw te spelen, { confirm-no } of Q om te stoppen.
game-new = Nieuw spel.
game-over-too-soon = Toets genegeerd, het spel is net afgelopen. { $again }

# Vaste volgorde (--rules yatzy-forced): het enige vak dat nu ingevuld kan worden.
game-next-box = Volgend vak, { $box }.
