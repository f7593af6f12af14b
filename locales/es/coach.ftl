# El entrenador: tras cada anotación, lo que costó la elección en puntos esperados.
# $best y $chosen son jugadas en infinitivo ("Anotar 9 en Treses").
coach-cost = Te costó { NUMBER($cost, maximumFractionDigits: 1) } { $cost ->
    [one] punto
   *[other] puntos
} de media. Lo mejor, { $best }.
coach-good = Buena elección.
coach-review = { $count ->
    [0] Entrenador, ninguna elección costosa en esta partida.
    [one] Entrenador, una elección costosa, { NUMBER($total, maximumFractionDigits: 1) } { $total ->
        [one] punto
       *[other] puntos
    } en total. Las flechas izquierda y derecha la leen.
   *[other] Entrenador, { $count } elecciones costosas, { NUMBER($total, maximumFractionDigits: 1) } { $total ->
        [one] punto
       *[other] puntos
    } en total. Las flechas izquierda y derecha las recorren.
}
coach-decision = Ronda { $round }. Tu jugada, { $chosen }. Lo mejor, { $best }. Coste { NUMBER($cost, maximumFractionDigits: 1) }.
