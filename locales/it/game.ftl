# Eventi della partita. $kind è solo (un giocatore), human o computer. $verbosity è brief, normal o detailed.

## Chi inizia
game-first-roll = { $verbosity ->
    [detailed] { $player } tira { $dice }, in totale { $total }.
   *[other] { $player } fa { $total }.
}
game-first-roll-tie = { $players } sono pari con { $total } e tirano di nuovo.
game-first-player = Inizia { $player }.

## I turni
game-turn-start = { $kind ->
    [solo] { $verbosity ->
        [brief] Giro { $round }.
        [detailed] Giro { $round } di { $rounds }, { $rounds_left ->
            [0] l'ultimo
            [one] ne resta uno dopo questo
           *[other] ne restano { $rounds_left } dopo questo
        }. Totale { $total }. Premi R per tirare.
       *[other] Giro { $round } di { $rounds }.
    }
    [computer] { $verbosity ->
        [detailed] { $player_initial ->
            [a] Tocca ad { $player }.
           *[other] Tocca a { $player }.
        }
       *[other] {""}
    }
   *[human] { $team ->
        [yes] { $player }, tira { $member }. { $verbosity ->
            [brief] {""}
           *[other] Giro { $round } di { $rounds }.
        }
       *[no] { $player }, tocca a te. { $verbosity ->
            [brief] {""}
           *[other] Giro { $round } di { $rounds }.
        }
    }
}

## I lanci
# $dice nell'ordine scelto; $named è la combinazione (dice-combination), $combination il suo id;
# $best le caselle libere migliori con i loro punti.
game-rolled = { $kind ->
    [computer] { $verbosity ->
        [detailed] { $player } tira { $dice }. { $named }
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
            [0] Ultimo lancio.
            [one] Resta un lancio.
           *[other] Restano { $rolls_left } lanci.
        }
        [detailed] Lancio { $roll }, { $named } { $dice }, cioè { $groups }. { $best_count ->
            [0] {""}
           *[other] Le migliori, { $best }.
        } { $rolls_left ->
            [0] Nessun lancio rimasto, scegli una casella.
            [one] Resta un lancio.
           *[other] Restano { $rolls_left } lanci.
        } { $held_count ->
            [0] {""}
            [one] Un dado era tenuto.
           *[other] { $held_count } dadi erano tenuti.
        }
       *[other] { $named } { $combination ->
            [yahtzee] {""}
            [yatzy] {""}
           *[other] { $dice }.
        } { $rolls_left ->
            [0] Scegli una casella.
            [one] Resta un lancio.
           *[other] Restano { $rolls_left } lanci.
        }
    }
}
## Tenere i dadi
game-hold = { $verbosity ->
    [brief] { $position }, { $held ->
        [yes] tenuto
       *[no] liberato
    }
    [detailed] Dado { $position }, { $face }, { $held ->
        [yes] tenuto
       *[no] liberato
    }. { $held_count ->
        [0] Nessun dado tenuto.
        [one] Un dado tenuto.
       *[other] { $held_count } dadi tenuti.
    }
   *[other] Dado { $position }, { $face }, { $held ->
        [yes] tenuto
       *[no] liberato
    }.
}
# Il computer tiene dei dadi tra un lancio e l'altro: detto solo al livello dettagliato.
game-keeps = { $verbosity ->
    [detailed] { $count ->
        [0] { $player } rilancia tutti e cinque i dadi.
       *[other] { $player } tiene { $dice }.
    }
   *[other] {""}
}

## Segnare i punti
game-scored = { $kind ->
    [computer] { $verbosity ->
        [detailed] { $player } segna { $points } { box-in }{ $joker ->
            [yes] {" "}come jolly
           *[no] {""}
        }.
       *[other] { $player }, { $points } { box-in }{ $joker ->
            [yes] {" "}come jolly
           *[no] {""}
        }.
    }
   *[other] { $points } { box-in }{ $joker ->
        [yes] {" "}come jolly
       *[no] {""}
    }.
}
game-yahtzee-bonus = { $kind ->
    [computer] Bonus Yahtzee, { $bonus } punti.
   *[other] Bonus Yahtzee, { $bonus } punti!
}
game-upper-bonus = { $kind ->
    [computer] Bonus della sezione superiore ottenuto, { $bonus } punti.
   *[other] Bonus della sezione superiore ottenuto, { $bonus } punti!
}
# Sotto il livello dettagliato il computer dice che cosa segna (game-scored), poi l'eventuale
# bonus, poi la classifica (game-turn-end); i suoi dadi solo al livello dettagliato.
game-turn-end = { $kind ->
    [computer] { $verbosity ->
        [brief] Totale { $total }.
        [detailed] { game-turn-standing }
       *[other] { $status ->
            [leading] { $player } avanti di { $lead }.
            [tied] In testa a pari merito con { $total }.
           *[behind] { $behind } dietro { $leader }.
        }
    }
   *[other] { game-turn-standing }
}
game-round-end = { $kind ->
    [solo] { $verbosity ->
        [detailed] Fine del giro { $round }. { $rounds_left ->
            [0] {""}
            [one] Resta un giro.
           *[other] Restano { $rounds_left } giri.
        }
       *[other] {""}
    }
   *[many] { $verbosity ->
        [brief] {""}
        [detailed] Fine del giro { $round }. Classifica, { $standings }.
       *[other] Fine del giro { $round }.
    }
}

## La fine
game-over = Partita finita.
game-over-solo = Punteggio finale, { $total }. { $comparison ->
    [first] {""}
    [better] Nuovo record! { $difference } { $difference ->
        [one] punto
       *[other] punti
    } in più rispetto al precedente, { $best }.
    [equal] Eguagli il tuo record.
   *[worse] Il tuo record resta { $best }, { $difference ->
        [one] ti è mancato un punto
       *[other] ti sono mancati { $difference } punti
    }.
}
# $margins è una lista di game-margin: "20 più di Luca e 35 più di Sara".
game-winner = { $player } vince con { $total }, { $margins }.
game-margin = { $margin } più di { $player }
game-winners-tie = { $players } vincono a pari merito con { $total }.
game-standings = Classifica, { $standings }.
game-play-again = Un'altra partita? Premi Ctrl+N per giocare ancora, { confirm-no } o Q per uscire.
game-new = Nuova partita.
game-over-too-soon = Tasto ignorato, la partita è appena finita. { $again }
# «di» davanti al nome di un giocatore (aiuto per altri messaggi).
game-of-player = di { $player }
# La classifica dopo un turno (parte di game-turn-end).
game-turn-standing = { $status ->
    [solo] Totale { $total }.
    [leading] { $player }, { $total }, { $alone ->
        [yes] in testa.
       *[no] { $verbosity ->
            [brief] in testa.
           *[other] avanti di { $lead } { $lead ->
                [one] punto
               *[other] punti
            }.
        }
    }
    [tied] { $player }, { $total }, in testa a pari merito.
   *[behind] { $player }, { $total }, { $behind } { $behind ->
        [one] punto
       *[other] punti
    } dietro { $leader }.
}

# Ordine obbligato (--rules yatzy-forced): la sola casella da segnare ora.
game-next-box = Prossima casella, { $box }.
