# Respuestas a las teclas de consulta. No cambian nada en la partida.
review-dice = { $dice }{ $verbosity ->
    [brief] {""}
   *[other] , es decir, { $groups }
}. { $held_count ->
    [0] Ninguno guardado.
    [one] Guardado, dado { $held }.
   *[other] Guardados, dados { $held }.
} { $rolls_left ->
    [0] No quedan tiradas.
    [one] Queda una tirada.
   *[other] Quedan { $rolls_left } tiradas.
}
review-dice-none = Aún no hay dados. Pulsa R para tirar.
review-position = { $position }
review-dice-computer = { $rolled ->
    [no] Turno de { $player }, aún sin tirar.
   *[yes] Turno de { $player }, { $dice }{ $verbosity ->
        [brief] {""}
       *[other] , es decir, { $groups }
    }. { $kept_count ->
        [0] {""}
       *[other] Guarda { $kept }.
    } { $rolls_left ->
        [0] No quedan tiradas.
        [one] Queda una tirada.
       *[other] Quedan { $rolls_left } tiradas.
    }
}
review-box = { $box } { $points }
review-open-box = { $box }
# Antes de tirar: las casillas libres. Después: las que puntúan, de más a menos, y cuántas
# quedarían a cero ($zeros), nombradas ($zero_boxes) solo en el nivel detallado.
review-open = { $rolled ->
    [yes] { $count ->
        [0] { $zeros ->
            [0] Ninguna casilla permitida
           *[other] Nada puntúa
        }
       *[other] { $boxes }
    }{ $zeros ->
        [0] .
        [one] { $count ->
            [0] , una casilla a cero
           *[other] . Una casilla a cero
        }{ $verbosity ->
            [detailed] , { $zero_boxes }.
           *[other] .
        }
       *[other] { $count ->
            [0] , { $zeros } casillas a cero
           *[other] , y { $zeros } casillas a cero
        }{ $verbosity ->
            [detailed] , { $zero_boxes }.
           *[other] .
        }
    }
   *[no] Casillas libres, { $boxes }.
}
review-card = { $own ->
    [yes] Tu hoja
   *[no] Hoja de { $player }
}, { $filled_count ->
    [0] nada anotado aún.
   *[other] { $filled }.
} Superior { $upper }{ $upper_bonus ->
    [0] {""}
   *[other] {" "}más bonificación { $upper_bonus }
}, inferior { $lower }{ $yahtzee_bonus ->
    [0] {""}
   *[other] , bonificación Yahtzee { $yahtzee_bonus }
}, total { $total }. { $open_count ->
    [0] {""}
    [one] Queda una casilla libre.
   *[other] Quedan { $open_count } casillas libres.
}
review-bonus = { $needed ->
    [0] Bonificación superior conseguida, { $upper } de { $target }.
   *[other] Sección superior, { $upper } de { $target }, { $needed ->
        [one] falta { $needed }
       *[other] faltan { $needed }
    }{ $open_count ->
        [0] , y no queda ninguna casilla superior.
       *[other] . { $verbosity ->
            [detailed] Con tres de cada número en las casillas ya llenas, llevarías { $par }.
           *[other] {""}
        }
    }
}
# A spectator's B: whose upper section it is, by name, then the same words.
review-bonus-player = { $player }. { review-bonus }
# $own is yes for the listener, who hears themself as "you" among the names.
review-standing = { $own ->
    [yes] tú
   *[other] { $player }
}, { $total } { $total ->
    [one] punto
   *[other] puntos
}
review-standings = { $kind ->
    [solo] Total, { $standings }.
   *[many] Clasificación, { $standings }.
}
review-turn = { $kind ->
    [solo] Ronda { $round } de { $rounds }
   *[other] { $own ->
        [yes] Te toca, ronda { $round } de { $rounds }
       *[no] Turno de { $player }, ronda { $round } de { $rounds }
    }
}, { $rolled ->
    [no] aún sin tirar.
   *[yes] { $rolls_left ->
        [0] no quedan tiradas.
        [one] queda una tirada.
       *[other] quedan { $rolls_left } tiradas.
    }
}
review-turn-over = La partida ha terminado.
review-dice-value-none = { $held ->
    [yes] No hay ningún { $value } guardado.
   *[no] No hay ningún { $value } suelto.
}
