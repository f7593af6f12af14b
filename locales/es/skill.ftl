# Cómo ha jugado cada uno, sin contar los dados, al final de cada partida (docs/strategy.md).
# $own es yes para quien escucha («tú»); si no, la línea nombra al jugador, sin declinar el nombre.
# $played es una fracción (0,986 es el 98,6 %): la puntuación esperada de sus decisiones frente a
# la del juego óptimo. $luck son los puntos enteros de diferencia con la media, nunca negativos;
# $dice dice hacia dónde: more, less o even. Con $measured yes se dice la probabilidad de ganar
# perdida, $chance (una fracción).
skill-line = { $own ->
    [yes] Has jugado al { NUMBER($played, style: "percent", maximumFractionDigits: 1) }{ $measured ->
        [yes] , has perdido un { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } de probabilidad de ganar
       *[no] {""}
    } y los dados { $dice ->
        [more] te han dado { $luck } { $luck ->
            [one] punto
           *[other] puntos
        } más que la media.
        [less] te han dado { $luck } { $luck ->
            [one] punto
           *[other] puntos
        } menos que la media.
       *[even] han quedado justo en la media.
    }
   *[no] { $name } ha jugado al { NUMBER($played, style: "percent", maximumFractionDigits: 1) }{ $measured ->
        [yes] , ha perdido un { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } de probabilidad de ganar
       *[no] {""}
    } y los dados { $dice ->
        [more] le han dado { $luck } { $luck ->
            [one] punto
           *[other] puntos
        } más que la media.
        [less] le han dado { $luck } { $luck ->
            [one] punto
           *[other] puntos
        } menos que la media.
       *[even] han quedado justo en la media.
    }
}
skill-details-start = El juego óptimo prevé { NUMBER($start, maximumFractionDigits: 1) } puntos, { $own ->
    [yes] { $finished ->
        [yes] has terminado con { $final }.
       *[no] tenías { $final } puntos al dejar la partida.
    }
   *[no] { $name } { $finished ->
        [yes] ha terminado con { $final }.
       *[no] tenía { $final } puntos al dejar la partida.
    }
}
skill-details-luck = { $dice ->
    [more] Los dados dieron { NUMBER($luck, maximumFractionDigits: 2) } { $luck ->
        [one] punto
       *[other] puntos
    } más que la media.
    [less] Los dados dieron { NUMBER($luck, maximumFractionDigits: 2) } { $luck ->
        [one] punto
       *[other] puntos
    } menos que la media.
   *[even] Los dados quedaron justo en la media.
}
skill-details-loss = { $choices ->
    [one] Una decisión
   *[other] { $choices } decisiones
}, { NUMBER($loss, maximumFractionDigits: 2) } { $loss ->
    [one] punto perdido
   *[other] puntos perdidos
}, { NUMBER($per_choice, maximumFractionDigits: 2) } por decisión.
skill-details-chance = Jugando para ganar, un { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } de probabilidad de ganar perdido en { $choices ->
    [one] una decisión
   *[other] { $choices } decisiones
}.
skill-choices-none = { $own ->
    [yes] Ninguna decisión costosa, has elegido siempre la mejor jugada.
   *[no] Ninguna decisión costosa de { $name }.
}
skill-choice = { $rank } de { $count }, ronda { $round }, { $measured ->
    [yes] un { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } de probabilidad de ganar perdido.
   *[no] { NUMBER($loss, maximumFractionDigits: 2) } { $loss ->
        [one] punto perdido.
       *[other] puntos perdidos.
    }
}
skill-choice-dice = { $rolls_left ->
    [0] Última tirada
    [one] Queda una tirada
   *[other] Quedan { $rolls_left } tiradas
}, dados { $dice }{ $held_count ->
    [0] .
   *[other] , con { $held } guardados.
}
skill-choice-done = { $own ->
    [yes] { $action ->
        [keep] { $count ->
            [0] Has vuelto a tirar los cinco.
           *[other] Has guardado { $dice }.
        }
       *[score] Has anotado { $points } { box-in }.
    }
   *[no] { $name } { $action ->
        [keep] { $count ->
            [0] ha vuelto a tirar los cinco.
           *[other] ha guardado { $dice }.
        }
       *[score] ha anotado { $points } { box-in }.
    }
}
skill-choice-best = { $goal ->
    [win] Lo mejor para ganar
   *[points] Lo mejor
}, { $action ->
    [keep] { $count ->
        [0] tirar los cinco.
       *[other] guardar { $dice }.
    }
   *[score] { $points } { box-in }.
}

skill-rating = { $own ->
    [yes] Tu puntuación es ahora
   *[no] { $name }, puntuación
} { $rating }, { $direction ->
    [up] sube { $change }
    [down] baja { $change }
   *[same] sin cambios
}, puesto { $rank } de { $ranked }.
skill-unrated = Esta partida no cuenta para la clasificación, { $reason ->
    [computers] un ordenador jugó en la mesa.
    [stand-in] un ordenador jugó por alguien.
    [store] el servidor no pudo guardar la clasificación.
   *[practice] la mesa es de práctica.
}
