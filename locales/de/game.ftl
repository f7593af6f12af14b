# Spielereignisse. $kind ist solo (ein Spieler), human oder computer. $verbosity ist brief, normal oder detailed.

## Wer anfängt
game-first-roll = { $verbosity ->
    [detailed] { $player } würfelt { $dice }: { $total }.
   *[other] { $player } würfelt { $total }.
}
game-first-roll-tie = Gleichstand mit { $total }: { $players } würfeln noch einmal.
game-first-player = { $player } fängt an.

## Züge
game-turn-start = { $kind ->
    [solo] { $verbosity ->
        [brief] Runde { $round }.
        [detailed] Runde { $round } von { $rounds }, { $rounds_left ->
            [0] die letzte
            [one] danach noch eine
           *[other] danach noch { $rounds_left }
        }. Summe { $total }. Drücke R zum Würfeln.
       *[other] Runde { $round } von { $rounds }.
    }
    [computer] { $player } ist dran.
   *[human] { $team ->
        [yes] { $player }: { $member } würfelt. { $verbosity ->
            [brief] {""}
           *[other] Runde { $round } von { $rounds }.
        }
       *[no] { $player }, du bist dran. { $verbosity ->
            [brief] {""}
           *[other] Runde { $round } von { $rounds }.
        }
    }
}

## Würfeln
game-rolled = { $kind ->
    [computer] { $player } würfelt { $dice }.
   *[other] { $verbosity ->
        [brief] { $new_count ->
            [5] { $dice }
           *[other] { $new }
        }{ $rolls_left ->
            [0] , letzter Wurf.
           *[other] .
        }
        [detailed] Wurf { $roll }: { $dice }, also { $groups }. { $rolls_left ->
            [0] Keine Würfe mehr, wähle ein Feld.
            [one] Noch ein Wurf.
           *[other] Noch { $rolls_left } Würfe.
        } { $held_count ->
            [0] {""}
            [one] Ein Würfel war gehalten.
           *[other] { $held_count } Würfel waren gehalten.
        }
       *[other] { $dice }. { $rolls_left ->
            [0] Wähle ein Feld.
            [one] Noch ein Wurf.
           *[other] Noch { $rolls_left } Würfe.
        }
    }
}
game-yahtzee-rolled = Yahtzee! Fünf { $value ->
    [1] Einser
    [2] Zweier
    [3] Dreier
    [4] Vierer
    [5] Fünfer
   *[6] Sechser
}.{ $bonus ->
    [0] {""}
   *[other] {" "}Bonus { $bonus }.
}

## Halten
game-hold = { $verbosity ->
    [brief] { $position }, { $held ->
        [yes] gehalten
       *[no] frei
    }
    [detailed] Würfel { $position }, { $face }, { $held ->
        [yes] gehalten
       *[no] freigegeben
    }. { $held_count ->
        [0] Kein Würfel gehalten.
        [one] Ein Würfel gehalten.
       *[other] { $held_count } Würfel gehalten.
    }
   *[other] Würfel { $position }, { $face }, { $held ->
        [yes] gehalten
       *[no] freigegeben
    }.
}
game-keeps = { $count ->
    [0] { $player } würfelt alle fünf neu.
   *[other] { $player } behält { $dice }.
}

## Eintragen (null Punkte eintragen heißt „streichen“)
game-scored = { $kind ->
    [computer] { $points ->
        [0] { $player } streicht { $box }
       *[other] { $player } schreibt { $points } auf { $box }
    }{ $joker ->
        [yes] {" "}als Joker
       *[no] {""}
    }.
   *[other] { $points ->
        [0] { $box } gestrichen
       *[other] { $points } auf { $box }
    }{ $joker ->
        [yes] {" "}als Joker
       *[no] {""}
    }.
}
game-yahtzee-bonus = { $kind ->
    [computer] { $player } bekommt einen Yahtzee-Bonus: { $bonus } Punkte.
   *[other] Yahtzee-Bonus: { $bonus } Punkte!
}
game-upper-bonus = { $kind ->
    [computer] { $player } bekommt den Bonus im oberen Teil: { $bonus } Punkte.
   *[other] Bonus im oberen Teil geschafft: { $bonus } Punkte!
}
game-turn-end = { $status ->
    [solo] Summe { $total }.
    [leading] { $player }, { $total }, { $verbosity ->
        [brief] vorne.
       *[other] führt mit { $lead }.
    }
    [tied] { $player }, { $total }, gleichauf an der Spitze.
   *[behind] { $player }, { $total }, { $behind } hinter { $leader }.
}
game-round-end = { $kind ->
    [solo] { $verbosity ->
        [detailed] Runde { $round } vorbei. { $rounds_left ->
            [0] {""}
            [one] Noch eine Runde.
           *[other] Noch { $rounds_left } Runden.
        }
       *[other] {""}
    }
   *[many] { $verbosity ->
        [brief] {""}
        [detailed] Runde { $round } vorbei. Stand: { $standings }.
       *[other] Runde { $round } vorbei.
    }
}

## Das Ende
game-over = Spiel vorbei.
game-over-solo = Endstand { $total }. { $comparison ->
    [first] {""}
    [better] Neuer Rekord! { $difference } mehr als dein bisheriger Rekord von { $best }.
    [equal] Genau dein Rekord.
   *[worse] Dein Rekord ist { $best }, { $difference } mehr.
}
# $margins ist eine Liste von game-margin: „20 vor Paul und 35 vor Lea“.
game-winner = { $player } gewinnt mit { $total }: { $margins }.
game-margin = { $margin } vor { $player }
game-winners-tie = { $players } gewinnen gemeinsam mit { $total }.
game-standings = Stand: { $standings }.
game-play-again = Noch ein Spiel? Y für ja, N zum Beenden.
game-new = Neues Spiel.
