# Spielereignisse. $kind ist solo (ein Spieler), human oder computer. $verbosity ist brief, normal oder detailed.

## Wer anfängt
game-first-roll = { $verbosity ->
    [detailed] { $player } würfelt { $dice }, zusammen { $total }.
   *[other] { $player } würfelt { $total }.
}
game-first-roll-tie = Gleichstand mit { $total }, { $players } würfeln noch einmal.
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
    [computer] { $verbosity ->
        [detailed] { $player } ist dran.
       *[other] {""}
    }
   *[human] { $team ->
        [yes] { $player }, { $member } würfelt. { $verbosity ->
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
# $dice in der gewählten Reihenfolge; $named ist die Kombination (dice-combination), $combination
# ihre Kennung; $best die besten freien Felder mit ihren Punkten.
game-rolled = { $kind ->
    [computer] { $verbosity ->
        [detailed] { $player } würfelt { $dice }. { $named }
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
            [0] Letzter Wurf.
            [one] Noch ein Wurf.
           *[other] Noch { $rolls_left } Würfe.
        }
        [detailed] Wurf { $roll }, { $named } { $dice }, also { $groups }. { $best_count ->
            [0] {""}
           *[other] Am besten, { $best }.
        } { $rolls_left ->
            [0] Keine Würfe mehr, wähle ein Feld.
            [one] Noch ein Wurf.
           *[other] Noch { $rolls_left } Würfe.
        } { $held_count ->
            [0] {""}
            [one] Ein Würfel war gehalten.
           *[other] { $held_count } Würfel waren gehalten.
        }
       *[other] { $named } { $combination ->
            [yahtzee] {""}
            [yatzy] {""}
           *[other] { $dice }.
        } { $rolls_left ->
            [0] Wähle ein Feld.
            [one] Noch ein Wurf.
           *[other] Noch { $rolls_left } Würfe.
        }
    }
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
# Der Computer behält Würfel zwischen zwei Würfen: nur in der ausführlichen Stufe gesagt.
game-keeps = { $verbosity ->
    [detailed] { $count ->
        [0] { $player } würfelt alle fünf neu.
       *[other] { $player } behält { $dice }.
    }
   *[other] {""}
}

## Eintragen (null Punkte eintragen heißt „streichen“)
game-scored = { $kind ->
    [computer] { $verbosity ->
        [detailed] { $points ->
            [0] { $player } streicht { box-in }
           *[other] { $player } trägt { $points } { box-in } ein
        }{ $joker ->
            [yes] {" "}als Joker
           *[no] {""}
        }.
       *[other] { $player }, { $points ->
            [0] { $box } gestrichen
           *[other] { $points } { box-in }
        }{ $joker ->
            [yes] {" "}als Joker
           *[no] {""}
        }.
    }
   *[other] { $points ->
        [0] { $box } gestrichen
       *[other] { $points } { box-in } eingetragen
    }{ $joker ->
        [yes] {" "}als Joker
       *[no] {""}
    }.
}
game-yahtzee-bonus = { $kind ->
    [computer] Yahtzee-Bonus, { $bonus } Punkte.
   *[other] Yahtzee-Bonus, { $bonus } Punkte!
}
game-upper-bonus = { $kind ->
    [computer] Bonus im oberen Teil geschafft, { $bonus } Punkte.
   *[other] Bonus im oberen Teil geschafft, { $bonus } Punkte!
}
# Unterhalb der ausführlichen Stufe sagt der Computer, was er einträgt (game-scored), dann einen
# Bonus, dann den Stand (game-turn-end); seine Würfel nur auf der ausführlichen Stufe.
game-turn-end = { $kind ->
    [computer] { $verbosity ->
        [brief] Summe { $total }.
        [detailed] { game-turn-standing }
       *[other] { $status ->
            [leading] { $player } führt mit { $lead }.
            [tied] Gleichstand an der Spitze mit { $total }.
           *[behind] { $behind } hinter { $leader }.
        }
    }
   *[other] { game-turn-standing }
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
        [detailed] Runde { $round } vorbei. Stand, { $standings }.
       *[other] Runde { $round } vorbei.
    }
}

## Das Ende
game-over = Spiel vorbei.
game-over-solo = Endstand { $total }. { $comparison ->
    [first] {""}
    [better] Neuer Rekord! { $difference } { $difference ->
        [one] Punkt
       *[other] Punkte
    } mehr als dein bisheriger Rekord von { $best }.
    [equal] Genau dein Rekord.
   *[worse] Dein Rekord liegt weiter bei { $best }, { $difference } { $difference ->
        [one] Punkt
       *[other] Punkte
    } höher.
}
# $margins ist eine Liste von game-margin: „20 vor Paul und 35 vor Lea“.
game-winner = { $player } gewinnt mit { $total }, { $margins }.
game-margin = { $margin } vor { $player }
game-winners-tie = { $players } gewinnen gemeinsam mit { $total }.
game-standings = Stand, { $standings }.
game-play-again = Noch ein Spiel? Strg+N für ein neues Spiel, { confirm-no } oder Q zum Beenden.
game-new = Neues Spiel.
game-over-too-soon = Taste nicht angenommen. Das Spiel ist gerade erst zu Ende gegangen. { $again }
# „von“ vor einem Namen (Hilfe für andere Nachrichten; im Deutschen ohne Elision).
game-of-player = von { $player }
# Der Stand nach einem Zug (Teil von game-turn-end).
game-turn-standing = { $status ->
    [solo] Summe { $total }.
    [leading] { $player }, { $total }, { $alone ->
        [yes] vorne.
       *[no] { $verbosity ->
            [brief] vorne.
           *[other] liegt { $lead } { $lead ->
                [one] Punkt
               *[other] Punkte
            } vorn.
        }
    }
    [tied] { $player }, { $total }, gleichauf an der Spitze.
   *[behind] { $player }, { $total }, { $behind } { $behind ->
        [one] Punkt
       *[other] Punkte
    } hinter { $leader }.
}

# Feste Reihenfolge (--rules yatzy-forced): das einzige Feld, das jetzt belegt werden kann.
game-next-box = Nächstes Feld, { $box }.
