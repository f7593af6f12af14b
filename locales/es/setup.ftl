# La preparación hablada antes de una partida. Se anuncia cada opción.
setup-intro = Nueva partida. Arriba y abajo cambian una opción, Intro la acepta, Escape vuelve atrás.
setup-language = Idioma, { $language }.
setup-players = Número de jugadores, { $count }.
setup-name = Nombre del jugador { $number }, { $name }. Escribe un nombre y pulsa Intro.
setup-name-typed = { $name }
setup-name-empty = Vacío
setup-kind = Jugador { $number }, { $kind ->
    [computer] un ordenador
   *[human] una persona
}.
setup-level = { $name } juega { $level ->
    [beginner] como principiante
    [good] bien
    [master] como maestro
   *[expert] como experto
}.
setup-ready = Listo, { $players }. { $rules }. Pulsa Intro para empezar.
setup-player = { $kind ->
    [computer] { $name }, ordenador
   *[human] { $name }
}
setup-default-name = { $kind ->
    [computer] Ordenador { $number }
   *[human] Jugador { $number }
}
# Nombres de idiomas, cada uno en su propio idioma.
setup-language-name = { $code ->
    [es] Español
    [fr] Français
    [de] Deutsch
    [it] Italiano
    [pt] Português
    [nl] Nederlands
    [pl] Polski
    [ru] Русский
    [sv] Svenska
    [da] Dansk
    [nb] Norsk bokmål
    [fi] Suomi
   *[en] English
}
setup-keys = Arriba y abajo cambian la opción, Intro acepta, Escape vuelve, Q sale.
setup-no-known-names = Aún no hay nombres conocidos, escribe el nombre.
setup-name-needed = El jugador { $number } necesita un nombre. Escribe uno y pulsa Intro.
setup-computer-name = Solo se ofrecen nombres de personas. Escribe el nombre del ordenador y pulsa Intro.
# Los juegos de reglas (--rules), como los nombra la configuración; $rules es uno de estos nombres.
setup-rules = Reglas, { $rules }.
setup-rules-official = Yahtzee americano
setup-rules-free-joker = Yahtzee, comodín libre
setup-rules-yatzy = Yatzy
setup-rules-yatzy-forced = Yatzy, orden obligatorio
