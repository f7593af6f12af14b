# La tecla de ayuda (signo de interrogación o F1): un índice breve y luego una página por tema. Cada
# página debe caber en un terminal de 80 por 24 (tests/ui/test_help.py), así que líneas cortas.
# Solo comas y puntos: los lectores de pantalla hacen una pausa en ellos, pero leen en voz alta los
# dos puntos, el punto y coma, los guiones y los paréntesis. $rules es el nombre de las reglas.
help-key = El signo de interrogación o F1 abre la ayuda, una página cada vez.
help-index = Ayuda para { $rules }, en { $pages } páginas.
help-index-topic = Página { $page }, { $topic }.
help-pages = En la ayuda, Espacio, flecha abajo o el signo de interrogación pasan a la página siguiente, flecha arriba a la anterior, y un número del 1 al { $pages } abre esa página. Escape vuelve al juego, y cualquier otra tecla vuelve al juego y hace allí lo suyo.
help-page = Ayuda, página { $page } de { $pages }, { $topic }.
help-end = Fin de la ayuda. Inicio vuelve a la primera página, Escape al juego.
help-topic-turn = tirar y guardar dados
help-topic-boxes = elegir una casilla
help-topic-scoring = los puntos de las casillas, { $rules }
help-topic-card = rondas y bonificaciones
help-topic-review = preguntar por la partida
help-topic-speech = voz y sonidos
help-topic-more = otras teclas

# Las teclas del juego. $yahtzee es el nombre de la casilla de cinco iguales, $order es forced
# cuando las casillas se llenan en orden, $lines cuántas líneas da K.
help-roll = R o Espacio tira. La primera tirada lanza los cinco dados, las siguientes los que no guardas. Una R pulsada otra vez al instante se ignora, y volver a tirar una escalera, un full o un { $yahtzee } sin guardar dados pide una segunda R. El ajuste de protección de tirada desactiva ambas cosas.
help-hold-position = Las teclas del 1 al 5 guardan o sueltan el dado de esa posición, en la fila de números o el teclado numérico, sin Mayúsculas, en cualquier teclado.
help-hold-value = Guardar por valor. Las teclas del 1 al 6 guardan un dado más con ese número, y cuando todos los dados con ese número están guardados, la misma tecla los suelta todos. Sin Mayúsculas, en cualquier teclado.
help-boxes = Las flechas arriba y abajo recorren las casillas y dicen sus puntos. Inicio y Fin saltan a la primera y a la última. Intro anota en la casilla.{ $order ->
    [forced] { " " }Aquí las casillas se llenan en orden, así que el cursor solo se detiene en la casilla que toca.
   *[free] { " " }Tu turno empieza en tu primera casilla libre, o donde dejaste el cursor si esa casilla sigue libre.
}
help-first-letter = Mayúsculas con una letra lleva a la siguiente casilla cuyo nombre empieza por ella, púlsala otra vez para la siguiente. Las letras solas siguen siendo órdenes.
help-undo = U o Control Z deshace tu última retención o anotación, mientras no se hayan tirado los dados desde entonces. Púlsala otra vez para deshacer más.
help-review = D dice tus dados, C tu hoja, A las casillas libres con sus puntos, B la bonificación superior, S la clasificación, T a quién le toca. O, y luego izquierda y derecha, lee las hojas de los demás. K lee tu hoja para una línea braille en { $lines ->
    [1] una línea corta
    [2] dos líneas cortas
    [3] tres líneas cortas
   *[other] { $lines } líneas cortas
}.
help-win = W dice tu probabilidad de ganar, o en solitario, la de superar tu mejor puntuación.
help-hint = H da una pista, púlsala otra vez para la siguiente mejor jugada.
help-statistics = G dice tus estadísticas, las partidas jugadas, tu media y tus mejores puntuaciones.
help-speech = X calla la voz. L repite el último mensaje, coma y punto van hacia atrás y hacia delante por los mensajes anteriores. V cambia cuánto se dice.
help-sounds = M activa y desactiva los sonidos. F2 abre la prueba de sonidos, cada sonido con su nombre.
help-computer = Mientras juega el ordenador, Espacio lo acelera, R o T dice lo que lleva hasta ahora, F acorta su pausa entre jugadas y P la alarga.
help-online-chat = En una mesa en línea, E abre una línea de chat.
help-online-mute = I silencia, o vuelve a oír, a quien escribió por último en el chat.
help-online-host = El anfitrión cierra la mesa para todos con N, y quita a un jugador con J.
help-quit = Q sale, tras confirmar con { confirm-yes } o Intro.

# Las reglas de la mesa, leídas de sus reglas. $box es el nombre de una casilla, $scored es fixed
# ($points puntos), all (cuentan los cinco dados) o made (solo cuentan los dados que forman la casilla).
help-rules-upper = De { $first } a { $last }, cada casilla cuenta los dados que muestran su número.
help-rules-alike = { $box }, { $count ->
    [2] dos
    [3] tres
    [4] cuatro
   *[other] cinco
} dados con el mismo número, { $scored ->
    [fixed] { $points } puntos
    [all] cuenta los cinco dados
   *[made] cuenta solo esos dados
}.
help-rules-two-pairs = { $box }, dos parejas de números distintos, { $scored ->
    [fixed] { $points } puntos
    [all] cuenta los cinco dados
   *[made] cuenta solo esos cuatro dados
}.
help-rules-full-house = { $box }, tres dados de un número y dos de otro, { $scored ->
    [fixed] { $points } puntos
    [all] cuenta los cinco dados
   *[made] cuenta los cinco dados
}.
help-rules-straight = { $box }, { $runs ->
    [one] un dado de cada número del { $low } al { $high }
   *[any] { $length ->
        [4] cuatro
       *[other] cinco
    } números seguidos cualesquiera
}, { $scored ->
    [fixed] { $points } puntos
   *[other] cuenta los cinco dados
}.
help-rules-chance = { $box }, cualquier tirada, { $scored ->
    [fixed] { $points } puntos
   *[other] cuenta los cinco dados
}.
help-rules-rounds = La partida tiene { $rounds } rondas de hasta { $rolls } tiradas, y cada ronda llena una casilla con los puntos que allí dan los dados, incluso cero. { $order ->
    [forced] Las casillas se llenan en orden, de arriba abajo.
   *[free] Tú eliges la casilla, en cualquier orden.
}
help-rules-bonus = { $threshold } puntos o más en las casillas de { $first } a { $last } dan una bonificación de { $bonus }.
help-rules-yahtzee-bonus = Cada { $box } más da una bonificación de { $bonus }, una vez anotados { $points } en la casilla { $box }.
help-rules-joker = { $joker ->
    [forced] Un { $box } más es también un comodín. Va a la casilla superior de su número si está libre, si no a cualquier casilla inferior libre, donde { $full } dan todos sus puntos, y si no, como cero en una casilla superior.
    [free] Un { $box } más es también un comodín y puede ir a cualquier casilla libre. Una vez llena la casilla superior de su número, { $full } dan con él todos sus puntos.
   *[none] No hay comodín ni bonificación por otro { $box }. Cinco dados iguales cuentan según la regla habitual de la casilla donde van.
}

# Teclas de los demás modos. No forman parte de la ayuda hablada, sirven para docs/keys.md, y
# algunas se dicen cuando allí una tecla no se acepta.
help-sound-test = En la prueba de sonidos, Arriba y Abajo tocan cada sonido y dicen su nombre, Inicio y Fin saltan al primero y al último, Intro o Espacio lo repiten, Escape o F2 vuelve.
help-sound-volume = En la prueba de sonidos, Izquierda y Derecha bajan y suben el volumen de los sonidos.
help-dice-entry = Con dados físicos, 1 a 6 escriben el valor de cada dado tirado, Retroceso corrige, Intro acepta, Escape cancela.
help-confirm-zero = En una casilla que daría cero, Intro otra vez la anota, cualquier otra tecla no.
help-confirm-quit = Al salir, { confirm-yes } o Intro sale, y { confirm-no }, Escape o cualquier otra tecla sigue jugando.
help-other-card = En las hojas de los demás, Izquierda y Derecha eligen jugador, Mayúsculas con una letra el siguiente jugador cuyo nombre empieza por ella. Escape, o cualquier otra tecla, vuelve.
help-game-over = Al final, Control N juega otra vez, { confirm-no } o Q sale, e Intro lo recuerda. Justo al terminar, estas teclas no responden durante un momento.
help-skill-review = Al final, Arriba y Abajo dicen cómo ha jugado cada uno, empezando por ti, e Izquierda y Derecha recorren sus jugadas más caras.
help-setup = En la preparación, Arriba y Abajo, o Izquierda y Derecha, cambian la opción. Intro acepta, Escape vuelve atrás, el signo de interrogación repite la pregunta.
help-setup-count = 1 a 8 eligen directamente el número de jugadores.
help-setup-name = Al nombrar a un jugador, las letras escriben el nombre, Retroceso corrige, Intro acepta, Escape vuelve atrás.
help-setup-known-names = Al nombrar a un jugador, Arriba y Abajo ofrecen los nombres de quienes ya han jugado, el más reciente primero.
help-setup-quit = Q sale, salvo mientras se escribe un nombre.
help-setup-letter = En una lista de opciones, como el idioma, las reglas, el tipo de jugador o el nivel, una letra lleva a la siguiente opción que empieza por ella, salvo Q, que sale.
help-resume = Con una partida sin terminar al empezar, { confirm-yes } o Intro la reanuda, { confirm-no } o Escape empieza una partida nueva, Q sale.
help-online-lobby-move = En la sala en línea, Arriba y Abajo recorren las mesas públicas, luego los ajustes de una mesa nueva, crear, unirse o mirar por código, y quién está en la sala.
help-online-lobby-change = Izquierda y Derecha cambian el valor elegido.
help-online-lobby-enter = Intro te sienta en la mesa pública elegida, o la mira si no queda plaza, crea la mesa o pide un código. En una mesa antes de la partida, el Intro del anfitrión la empieza.
help-online-code = Al escribir un código, las cifras, Retroceso borra, Intro se une, Escape vuelve atrás.
help-online-lobby-table = T dice el código de la mesa y quién está.
help-online-chat-line = Escribe tu línea, Intro la envía, Escape cancela, Retroceso borra.
help-online-confirm-end = Al cerrar la mesa, { confirm-yes } o Intro la cierra, cualquier otra tecla sigue jugando.
help-online-remove = Al quitar a un jugador, Arriba y Abajo eligen, Intro lo quita, Escape cancela.
help-resume-discard = Una partida sin terminar al empezar, Retroceso dos veces la descarta para siempre.
help-online-chat-edit = Al escribir una línea de chat, Izquierda y Derecha la leen letra a letra, Inicio y Fin van a sus extremos, Retroceso y Suprimir borran, F2 lee la línea entera.
help-online-chat-history = Corchete de apertura y corchete de cierre recorren hacia atrás y hacia delante el chat oído, Arriba y Abajo al escribir una línea de chat.

# Issue 32: the lobby's own keys, leaving a table, what you missed.
help-lobby-chat = E abre una línea de chat, para todos en la sala, o en una mesa para la mesa.
help-lobby-leave = En una mesa antes de la partida, Escape vuelve a la sala.
help-online-leave = En una mesa en línea, Escape vuelve a la sala, tras confirmar si tienes asiento en una partida en curso.
help-online-missed = Z dice con detalle lo que pasó desde tu última jugada.

# Issue 32, mesas que duran (ui.modes.between).
help-online-again = Cuando el anfitrión propone jugar otra vez, { confirm-yes } o Intro para jugar otra vez, { confirm-no } o Escape para dejar tu asiento.
help-online-seats = Los asientos del anfitrión antes de una partida, Arriba y Abajo eligen un asiento, Escape o Intro vuelve.
help-online-seats-level = Izquierda y Derecha cambian el nivel del ordenador elegido.
help-online-seats-add = A añade un ordenador.
help-online-seats-drop = Suprimir o Retroceso quita el ordenador o el asiento libre elegido.
help-online-seats-open = O libera el asiento del ordenador elegido para una persona, y la S de un espectador lo ocupa.
help-online-seats-spectator = S enumera los espectadores: Intro sienta al elegido en el asiento libre o de ordenador elegido.
help-online-spectators = Arriba y Abajo eligen un espectador, Intro lo sienta en el asiento elegido, Escape vuelve.
help-online-lobby-seats = C, para el anfitrión antes de una partida, enumera los asientos, para añadir o quitar ordenadores y ajustar el nivel de cada uno.
help-online-take-seat = S, para un espectador antes de una partida, toma un asiento libre.
help-online-link = Control L copia el enlace de la mesa para amigos que juegan en el navegador, en vez de leerlo en voz alta.
help-online-ratings = R dice tu puntuación y tu puesto en este servidor, y sus mejores jugadores.
