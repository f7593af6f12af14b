# Eventi della partita. $kind è solo (un giocatore), human o computer. $verbosity è brief, normal o detailed.

## Chi inizia
game-first-roll = { $verbosity ->
    [detailed] { $player } tira { $dice }: { $total }.
   *[other] { $player } fa { $total }.
}
game-first-roll-tie = { $players } sono pari con { $total } e tirano di nuovo.
game-first-player = Inizia { $player }.

## I turni
game-turn-start = { $kind ->
    [solo] { $verbosity ->
        [brief] Turno { $round }.
        [detailed] Turno { $round } di { $rounds }, { $rounds_left ->
            [0] l'ultimo
            [one] ne resta uno dopo questo
           *[other] ne restano { $rounds_left } dopo questo
        }. Totale { $total }. Premi R per tirare.
       *[other] Turno { $round } di { $rounds }.
    }
    [computer] Tocca a { $player }.
   *[human] { $team ->
        [yes] { $player }: tira { $member }. { $verbosity ->
            [brief] {""}
           *[other] Turno { $round } di { $rounds }.
        }
       *[no] { $player }, tocca a te. { $verbosity ->
            [brief] {""}
           *[other] Turno { $round } di { $rounds }.
        }
    }
}

## I lanci
game-rolled = { $kind ->
    [computer] { $player } tira { $dice }.
   *[other] { $verbosity ->
        [brief] { $new_count ->
            [5] { $dice }
           *[other] { $new }
        }{ $rolls_left ->
            [0] , ultimo lancio.
           *[other] .
        }
        [detailed] Lancio { $roll }: { $dice }, cioè { $groups }. { $rolls_left ->
            [0] Niente più lanci, scegli una casella.
            [one] Resta un lancio.
           *[other] Restano { $rolls_left } lanci.
        } { $held_count ->
            [0] {""}
            [one] Era tenuto un dado.
           *[other] Erano tenuti { $held_count } dadi.
        }
       *[other] { $dice }. { $rolls_left ->
            [0] Scegli una casella.
            [one] Resta un lancio.
           *[other] Restano { $rolls_left } lanci.
        }
    }
}
game-yahtzee-rolled = Yahtzee! Cinque { $value ->
    [1] uno
    [2] due
    [3] tre
    [4] quattro
    [5] cinque
   *[6] sei
}.{ $bonus ->
    [0] {""}
   *[other] {" "}Bonus di { $bonus }.
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
game-keeps = { $count ->
    [0] { $player } ritira tutti e cinque i dadi.
   *[other] { $player } tiene { $dice }.
}

## Segnare i punti
game-scored = { $kind ->
    [computer] { $player } segna { $points } in { $box }{ $joker ->
        [yes] {" "}come jolly
       *[no] {""}
    }.
   *[other] { $points } in { $box }{ $joker ->
        [yes] {" "}come jolly
       *[no] {""}
    }.
}
game-yahtzee-bonus = { $kind ->
    [computer] { $player } guadagna un bonus Yahtzee: { $bonus } punti.
   *[other] Bonus Yahtzee, { $bonus } punti!
}
game-upper-bonus = { $kind ->
    [computer] { $player } ottiene il bonus della sezione superiore: { $bonus } punti.
   *[other] Bonus della sezione superiore ottenuto: { $bonus } punti!
}
game-turn-end = { $status ->
    [solo] Totale { $total }.
    [leading] { $player }, { $total }, { $verbosity ->
        [brief] in testa.
       *[other] avanti di { $lead }.
    }
    [tied] { $player }, { $total }, in testa a pari merito.
   *[behind] { $player }, { $total }, a { $behind } da { $leader }.
}
game-round-end = { $kind ->
    [solo] { $verbosity ->
        [detailed] Fine del turno { $round }. { $rounds_left ->
            [0] {""}
            [one] Resta un turno.
           *[other] Restano { $rounds_left } turni.
        }
       *[other] {""}
    }
   *[many] { $verbosity ->
        [brief] {""}
        [detailed] Fine del turno { $round }. Classifica: { $standings }.
       *[other] Fine del turno { $round }.
    }
}

## La fine
game-over = Partita finita.
game-over-solo = Punteggio finale { $total }. { $comparison ->
    [first] {""}
    [better] Nuovo record! { $difference } in più del record precedente, { $best }.
    [equal] Hai eguagliato il tuo record.
   *[worse] Il tuo record è { $best }, { $difference } in più.
}
# $margins è una lista di game-margin: "20 più di Luca e 35 più di Sara".
game-winner = { $player } vince con { $total }: { $margins }.
game-margin = { $margin } più di { $player }
game-winners-tie = { $players } vincono a pari merito con { $total }.
game-standings = Classifica: { $standings }.
game-play-again = Un'altra partita? Premi Y per sì, N per uscire.
game-new = Nuova partita.
