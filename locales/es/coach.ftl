# El entrenador: tras cada anotación, lo que costó la elección en puntos esperados.
# $best y $chosen son jugadas en infinitivo ("Anotar 9 en Treses").
coach-cost = Te costó { NUMBER($cost, maximumFractionDigits: 1) } { $cost ->
    [one] punto
   *[other] puntos
} de media. Lo mejor, { $best }.
coach-good = Buena elección.
