# Motivos breves de acciones que las reglas no permiten ahora. No cambia nada.
error-no-rolls-left = No quedan tiradas. Elige una casilla.
error-all-held = Todos los dados están guardados. Suelta uno o elige una casilla.
error-not-rolled = Primero tira, pulsa R.
error-box-filled = { box-the } ya { $category ->
    [ones] están anotados
    [twos] están anotados
    [threes] están anotados
    [fours] están anotados
    [fives] están anotados
    [sixes] están anotados
    [small-straight] está anotada
    [large-straight] está anotada
    [chance] está anotada
    [one-pair] está anotada
    [two-pairs] está anotada
   *[other] está anotado
}.
error-joker = La regla del comodín solo permite { $boxes }.
error-game-over = La partida ha terminado.
error-not-allowed = No se puede ahora.
error-dice-values-needed = Escribe { $count ->
    [one] el valor del dado
   *[other] los valores de los { $count } dados
} que tiraste y pulsa Intro.
error-dice-values-bad = Escribe { $count ->
    [one] un número
   *[other] { $count } números
} del 1 al 6.
error-unknown-key = Tecla desconocida. Pulsa el signo de interrogación para la ayuda.
error-not-your-turn = Le toca a { $player }. Pulsa Espacio para acelerar.
error-not-next-box = { game-next-box } Las casillas se anotan en orden.
