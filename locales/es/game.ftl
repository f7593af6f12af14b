# Sucesos de la partida. $kind es solo (un jugador), human o computer. $verbosity es brief, normal o detailed.

## Quién empieza
game-first-roll = { $verbosity ->
    [detailed] { $player } saca { $dice }, en total { $total }.
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
    [computer] { $verbosity ->
        [detailed] Turno de { $player }.
       *[other] {""}
    }
   *[human] { $team ->
        [yes] { $player }, tira { $member }. { $verbosity ->
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
# $dice en el orden elegido; $named es la combinación (dice-combination) y $combination su id;
# $best las mejores casillas libres con sus puntos.
game-rolled = { $kind ->
    [computer] { $verbosity ->
        [detailed] { $player } saca { $dice }. { $named }
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
            [0] Última tirada.
            [one] Queda una tirada.
           *[other] Quedan { $rolls_left } tiradas.
        }
        [detailed] Tirada { $roll }, { $named } { $dice }, es decir, { $groups }. { $best_count ->
            [0] {""}
           *[other] Lo mejor, { $best }.
        } { $rolls_left ->
            [0] No quedan tiradas, elige una casilla.
            [one] Queda una tirada.
           *[other] Quedan { $rolls_left } tiradas.
        } { $held_count ->
            [0] {""}
            [one] Había un dado guardado.
           *[other] Había { $held_count } dados guardados.
        }
       *[other] { $named } { $combination ->
            [yahtzee] {""}
            [yatzy] {""}
           *[other] { $dice }.
        } { $rolls_left ->
            [0] Elige una casilla.
            [one] Queda una tirada.
           *[other] Quedan { $rolls_left } tiradas.
        }
    }
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
# La máquina guarda dados entre tiradas: solo se dice en el nivel detallado.
game-keeps = { $verbosity ->
    [detailed] { $count ->
        [0] { $player } vuelve a tirar los cinco.
       *[other] { $player } guarda { $dice }.
    }
   *[other] {""}
}

## Anotar
game-scored = { $kind ->
    [computer] { $verbosity ->
        [detailed] { $player } anota { $points } { box-in }{ $joker ->
            [yes] {" "}como comodín
           *[no] {""}
        }.
       *[other] { $player }, { $points } { box-in }{ $joker ->
            [yes] {" "}como comodín
           *[no] {""}
        }.
    }
   *[other] { $points } { box-in }{ $joker ->
        [yes] {" "}como comodín
       *[no] {""}
    }.
}
game-yahtzee-bonus = { $kind ->
    [computer] Bonificación de Yahtzee, { $bonus } puntos.
   *[other] ¡Bonificación de Yahtzee, { $bonus } puntos!
}
game-upper-bonus = { $kind ->
    [computer] Bonificación superior conseguida, { $bonus } puntos.
   *[other] ¡Bonificación superior conseguida, { $bonus } puntos!
}
# Por debajo del nivel detallado, el ordenador dice lo que anota (game-scored), luego la
# bonificación, si la hay, y después cómo va (game-turn-end); sus dados solo en el nivel detallado.
game-turn-end = { $kind ->
    [computer] { $verbosity ->
        [brief] Total { $total }.
        [detailed] { game-turn-standing }
       *[other] { $status ->
            [leading] { $player } lidera por { $lead }.
            [tied] Empate en cabeza a { $total }.
           *[behind] A { $behind } de { $leader }.
        }
    }
   *[other] { game-turn-standing }
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
        [detailed] Fin de la ronda { $round }. Clasificación, { $standings }.
       *[other] Fin de la ronda { $round }.
    }
}

## El final
game-over = Fin de la partida.
game-over-solo = Puntuación final, { $total }. { $comparison ->
    [first] {""}
    [better] ¡Nuevo récord! { $difference } { $difference ->
        [one] punto
       *[other] puntos
    } más que el anterior, { $best }.
    [equal] Igualas tu récord.
   *[worse] Tu récord sigue siendo { $best }, { $difference ->
        [one] te faltó un punto
       *[other] te faltaron { $difference } puntos
    }.
}
# $margins es una lista de game-margin: "saca 20 a Bea y 35 a Carlos".
game-winner = { $player } gana con { $total }, saca { $margins }.
game-margin = { $margin } a { $player }
game-winners-tie = { $players } comparten la victoria con { $total }.
game-standings = Clasificación, { $standings }.
game-play-again = ¿Otra partida? Pulsa Ctrl+N para jugar, { confirm-no } o Q para salir.
game-new = Nueva partida.
game-over-too-soon = Tecla no aceptada, la partida acaba de terminar. { $again }
# «de» delante del nombre de un jugador (ayuda para otros mensajes; no se contrae en español).
game-of-player = de { $player }
# Cómo va la partida tras un turno (parte de game-turn-end).
game-turn-standing = { $status ->
    [solo] Total { $total }.
    [leading] { $player }, { $total }, { $alone ->
        [yes] en cabeza.
       *[no] { $verbosity ->
            [brief] en cabeza.
           *[other] { $lead } { $lead ->
                [one] punto
               *[other] puntos
            } de ventaja.
        }
    }
    [tied] { $player }, { $total }, empate en cabeza.
   *[behind] { $player }, { $total }, a { $behind } { $behind ->
        [one] punto
       *[other] puntos
    } de { $leader }.
}

# Orden obligatorio (--rules yatzy-forced): la única casilla que se puede anotar ahora.
game-next-box = Siguiente casilla, { $box }.
