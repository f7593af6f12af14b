# Sucesos de la partida. $kind es solo (un jugador), human o computer. $verbosity es brief, normal o detailed.

## Quién empieza
game-first-roll = { $verbosity ->
    [detailed] { $player } saca { $dice }: { $total }.
   *[other] { $player } saca { $total }.
}
game-first-roll-tie = { $players } empatan a { $total } y vuelven a tirar.
game-first-player = Empieza { $player }.

## Turnos
game-turn-start = { $kind ->
    [solo] { $verbosity ->
        [brief] Ronda { $round }.
        [detailed] Ronda { $round } de { $rounds }, { $rounds_left ->
            [0] la última
            [one] queda una más
           *[other] quedan { $rounds_left } más
        }. Total { $total }. Pulsa R para tirar.
       *[other] Ronda { $round } de { $rounds }.
    }
    [computer] Turno de { $player }.
   *[human] { $team ->
        [yes] { $player }: tira { $member }. { $verbosity ->
            [brief] {""}
           *[other] Ronda { $round } de { $rounds }.
        }
       *[no] { $player }, te toca. { $verbosity ->
            [brief] {""}
           *[other] Ronda { $round } de { $rounds }.
        }
    }
}

## Tiradas
game-rolled = { $kind ->
    [computer] { $player } saca { $dice }.
   *[other] { $verbosity ->
        [brief] { $new_count ->
            [5] { $dice }
           *[other] { $new }
        }{ $rolls_left ->
            [0] , última tirada.
           *[other] .
        }
        [detailed] Tirada { $roll }: { $dice }, es decir, { $groups }. { $rolls_left ->
            [0] No quedan tiradas, elige una casilla.
            [one] Queda una tirada.
           *[other] Quedan { $rolls_left } tiradas.
        } { $held_count ->
            [0] {""}
            [one] Había un dado guardado.
           *[other] Había { $held_count } dados guardados.
        }
       *[other] { $dice }. { $rolls_left ->
            [0] Elige una casilla.
            [one] Queda una tirada.
           *[other] Quedan { $rolls_left } tiradas.
        }
    }
}
game-yahtzee-rolled = ¡Yahtzee! Cinco { $value ->
    [1] unos
    [2] doses
    [3] treses
    [4] cuatros
    [5] cincos
   *[6] seises
}.{ $bonus ->
    [0] {""}
   *[other] {" "}Bonificación de { $bonus }.
}

## Guardar dados
game-hold = { $verbosity ->
    [brief] { $position }, { $held ->
        [yes] guardado
       *[no] suelto
    }
    [detailed] Dado { $position }, { $face }, { $held ->
        [yes] guardado
       *[no] suelto
    }. { $held_count ->
        [0] Ningún dado guardado.
        [one] Un dado guardado.
       *[other] { $held_count } dados guardados.
    }
   *[other] Dado { $position }, { $face }, { $held ->
        [yes] guardado
       *[no] suelto
    }.
}
game-keeps = { $count ->
    [0] { $player } vuelve a tirar los cinco.
   *[other] { $player } guarda { $dice }.
}

## Anotar
game-scored = { $kind ->
    [computer] { $player } anota { $points } en { $box }{ $joker ->
        [yes] {" "}como comodín
       *[no] {""}
    }.
   *[other] { $points } en { $box }{ $joker ->
        [yes] {" "}como comodín
       *[no] {""}
    }.
}
game-yahtzee-bonus = { $kind ->
    [computer] { $player } gana una bonificación de Yahtzee: { $bonus } puntos.
   *[other] ¡Bonificación de Yahtzee: { $bonus } puntos!
}
game-upper-bonus = { $kind ->
    [computer] { $player } consigue la bonificación superior: { $bonus } puntos.
   *[other] ¡Bonificación superior conseguida: { $bonus } puntos!
}
game-turn-end = { $status ->
    [solo] Total { $total }.
    [leading] { $player }, { $total }, { $verbosity ->
        [brief] en cabeza.
       *[other] lidera por { $lead }.
    }
    [tied] { $player }, { $total }, empate en cabeza.
   *[behind] { $player }, { $total }, a { $behind } de { $leader }.
}
game-round-end = { $kind ->
    [solo] { $verbosity ->
        [detailed] Fin de la ronda { $round }. { $rounds_left ->
            [0] {""}
            [one] Queda una ronda.
           *[other] Quedan { $rounds_left } rondas.
        }
       *[other] {""}
    }
   *[many] { $verbosity ->
        [brief] {""}
        [detailed] Fin de la ronda { $round }. Clasificación: { $standings }.
       *[other] Fin de la ronda { $round }.
    }
}

## El final
game-over = Fin de la partida.
game-over-solo = Puntuación final: { $total }. { $comparison ->
    [first] {""}
    [better] ¡Nuevo récord! { $difference } más que tu récord anterior, { $best }.
    [equal] Igualas tu récord.
   *[worse] Tu récord es { $best }, { $difference } más.
}
# $margins es una lista de game-margin: "saca 20 a Bea y 35 a Carlos".
game-winner = { $player } gana con { $total }: saca { $margins }.
game-margin = { $margin } a { $player }
game-winners-tie = { $players } comparten la victoria con { $total }.
game-standings = Clasificación: { $standings }.
game-play-again = ¿Otra partida? Pulsa Y para jugar, N para salir.
game-new = Nueva partida.
