# Estadísticas: el resumen hablado (tecla G y pantalla de fin de partida, también `yahtzee stats`),
# el puesto de una puntuación en solitario recién terminada y los problemas con la base de datos.
# $level es beginner, good o expert. $date es una fecha. $rate es una fracción de 0 a 1.
stats-none = Todavía no hay partidas terminadas.
stats-games = { $games ->
    [one] Una partida jugada.
   *[other] { $games } partidas jugadas.
}
stats-average = Tu puntuación media es { NUMBER($average, maximumFractionDigits: 1) } y la mejor, { $best }.
stats-yahtzees = { $count ->
    [0] Todavía ningún Yahtzee.
    [one] Un Yahtzee conseguido.
   *[other] { $count } Yahtzees conseguidos.
}
stats-upper-bonus = Bonificación superior en el { NUMBER($rate, style: "percent") } de tus partidas.
stats-against = Contra el ordenador { $level ->
    [beginner] principiante
    [good] bueno
    [master] maestro
   *[expert] experto
}, ganadas { $wins }, perdidas { $losses }, empatadas { $ties }.
stats-top = { $count ->
    [one] Tu mejor puntuación en solitario.
   *[other] Tus { $count } mejores puntuaciones en solitario.
}
stats-top-entry = { $place }, { $total } puntos, el { DATETIME($date, dateStyle: "long") }.
stats-top-undated = { $place }, { $total } puntos, de tus estadísticas anteriores.
stats-rank = { $rank ->
    [1] { $count ->
        [1] Tu primera puntuación en solitario con estas reglas.
       *[other] ¡Tu mejor puntuación!
    }
    [2] Tu segunda mejor puntuación.
    [3] Tu tercera mejor puntuación.
    [4] Tu cuarta mejor puntuación.
    [5] Tu quinta mejor puntuación.
    [6] Tu sexta mejor puntuación.
    [7] Tu séptima mejor puntuación.
    [8] Tu octava mejor puntuación.
    [9] Tu novena mejor puntuación.
   *[other] Tu décima mejor puntuación.
}
stats-rank-number = Puesto { $rank } de tus { $count } puntuaciones con estas reglas.
stats-locked-notice = Otra partida está usando tus estadísticas, así que esta vez no se pudieron leer ni guardar. La partida sigue.
# Profiles: whose statistics (the name stands alone after a colon, never declined),
# a line of the table of everyone (`yahtzee stats --players`), and a merge of two spellings.
stats-player = Jugador, { $name }.
stats-player-row = { $name }, { $games ->
    [one] una partida
   *[other] { $games } partidas
}, media { NUMBER($average, maximumFractionDigits: 1) }, mejor { $best }.
stats-merged = Unificado. Nombre antiguo, { $old }. Nombre nuevo, { $new }. { $games ->
    [one] Una puntuación movida.
   *[other] { $games } puntuaciones movidas.
}
# Everyone's statistics (`yahtzee stats` without --player, key G when no one person is asked):
# nothing is "your"; each best score says whose it is ($name stands alone between commas).
stats-everyone = Todos los jugadores.
stats-average-everyone = Puntuación media { NUMBER($average, maximumFractionDigits: 1) }, mejor puntuación { $best }.
stats-upper-bonus-everyone = Bonificación superior en el { NUMBER($rate, style: "percent") } de todas las hojas.
stats-top-everyone = { $count ->
    [one] La mejor puntuación en solitario.
   *[other] Las { $count } mejores puntuaciones en solitario.
}
stats-top-entry-everyone = Número { $place }, { $name }, { $total } puntos, el { DATETIME($date, dateStyle: "long") }.
stats-top-undated-everyone = Número { $place }, { $total } puntos, de las estadísticas anteriores.
# Cómo juega la persona, en sus partidas medidas (docs/strategy.md): puntos perdidos por partida
# ($loss) y por decisión ($per_choice) en sus últimas $games partidas y en todas; la partida mejor
# jugada ($played, fracción del juego óptimo; $total puntos); la de más y la de menos suerte
# ($luck puntos enteros de la media, $dice more, less o even). $date es una fecha.
stats-skill-recent = Tus últimas { $games } partidas, { NUMBER($loss, maximumFractionDigits: 1) } puntos perdidos por partida, { NUMBER($per_choice, maximumFractionDigits: 2) } por decisión.
stats-skill-all = { $games ->
    [one] Tu única partida medida
   *[other] Tus { $games } partidas medidas
}, { NUMBER($loss, maximumFractionDigits: 1) } puntos perdidos por partida, { NUMBER($per_choice, maximumFractionDigits: 2) } por decisión.
stats-skill-best = Mejor jugada, al { NUMBER($played, style: "percent", maximumFractionDigits: 1) }, { $total } puntos, el { DATETIME($date, dateStyle: "long") }.
stats-skill-luckiest = Más suerte, { $dice ->
    [more] los dados dieron { $luck } { $luck ->
        [one] punto
       *[other] puntos
    } más que la media
    [less] los dados dieron { $luck } { $luck ->
        [one] punto
       *[other] puntos
    } menos que la media
   *[even] los dados quedaron en la media
}, el { DATETIME($date, dateStyle: "long") }.
stats-skill-unluckiest = Menos suerte, { $dice ->
    [more] los dados dieron { $luck } { $luck ->
        [one] punto
       *[other] puntos
    } más que la media
    [less] los dados dieron { $luck } { $luck ->
        [one] punto
       *[other] puntos
    } menos que la media
   *[even] los dados quedaron en la media
}, el { DATETIME($date, dateStyle: "long") }.
