# Juego en línea: la sala, la mesa, el chat, una conexión perdida.
# $player es un nombre (nunca se declina). $code son las cifras de una mesa, en grupos.
online-welcome = Yahtzee parlante en línea.
online-lobby = Sala en línea. Arriba y Abajo eligen, Izquierda y Derecha cambian, Intro actúa.
online-lobby-keys = En la sala, Arriba y Abajo eligen, Izquierda y Derecha cambian, Intro actúa, Q sale.
online-table-keys = { $role ->
    [host] En tu mesa, antes de la partida. Intro la empieza, C ajusta los asientos, J expulsa a un jugador, N cierra la mesa, T dice el código y quién está, E abre el chat, Escape vuelve a la sala.
    [spectator] Mirando, antes de la partida. S ocupa un asiento libre, T dice el código y quién está, E abre el chat, Escape vuelve a la sala.
   *[player] Esperando a que el anfitrión empiece la partida. T dice el código y quién está, E abre el chat, Escape vuelve a la sala.
}
online-field-seats = Plazas en la mesa, { $count }.
online-field-computers = Jugadores del ordenador, { $count }.
online-field-rules = Reglas, { $rules }.
online-field-spectators = Espectadores, { $allowed ->
    [yes] permitidos
   *[no] no permitidos
}.
online-field-away = El ordenador juega una plaza vacía, { $minutes ->
    [0] nunca
    [one] al cabo de un minuto
   *[other] al cabo de { $minutes } minutos
}.
online-field-turn = Tiempo por turno, { $minutes ->
    [0] sin límite
    [one] un minuto
   *[other] { $minutes } minutos
}.
online-field-create = Crear la mesa.
online-field-join = Unirse a una mesa con su código.
online-field-watch = Mirar una mesa con su código.
online-code-ask = Escribe las nueve cifras de la mesa y pulsa Intro. Escape vuelve atrás.
online-digit = { $digit }
online-code-typed = Escrito, { $digits }.
online-code-empty = No hay nada escrito.
online-code-long = El código ya tiene nueve cifras. Intro se une, Retroceso borra.
online-code-short = Un código tiene nueve cifras. Escritas, { $count }.
online-busy = Esperando al servidor.
online-creating = Creando la mesa.
online-joining = Uniéndose a la mesa { $code }.
online-cannot-connect = No se puede conectar con el servidor. { $reason ->
    [certificate] Su certificado no es de confianza. Indica el certificado que lo firmó con la opción cafile.
    [tls] La conexión segura ha fallado.
    [refused] Nada responde en esa dirección.
    [unknown-host] Ese servidor no existe.
    [timeout] No hubo respuesta a tiempo.
    [address] La dirección no es válida.
    [not-a-server] No es un servidor de Talking Yahtzee.
   *[other] La red ha fallado.
}
online-created = { $open ->
    [0] Mesa creada. Su código, { $code }. Todos los asientos están ocupados, así que Intro empieza la partida ya.
   *[other] Mesa creada. Su código, { $code }. Dáselo a tus amigos. Intro empieza la partida cuando estén todos.
}
online-seated = Estás en la mesa { $code }. El anfitrión empieza la partida.
online-seated-by-host = El anfitrión te dio el asiento { $number } en la mesa { $code }. El anfitrión empieza la partida.
online-watching = Estás mirando la mesa { $code }.
online-code = Código de la mesa, { $code }.
online-not-seated = Aún no estás en ninguna mesa.
online-name = { $player }
online-who = En la mesa, { $players }. { $open ->
    [0] No queda ninguna plaza libre.
    [one] Queda una plaza libre.
   *[other] Quedan { $open } plazas libres.
}
online-everyone-here = Ya están todos. Intro empieza la partida.
online-seat-joined = { $player } se une a la mesa.
online-seat-away = { $player }, conexión perdida.
online-seat-stand-in = { $player }, por ahora juega el ordenador.
online-seat-back = { $player }, de vuelta en la mesa.
online-seat-removed = { $player } ya no está en la mesa.
online-seat-left = { $player } deja la mesa.
online-seat-watching = { $player } está mirando.
online-seat-timed-out = { $player }, se acabó el tiempo, el ordenador termina este turno.
online-chat = Chat, { $player }, { $text }
online-chat-open = Chat, escribe una línea, Intro la envía, Escape cancela.
online-chat-cancelled = Chat cancelado.
online-chat-offline = El chat es para las mesas en línea.
online-mute-none = Nadie ha escrito en el chat todavía.
online-muted = { $player }, chat silenciado.
online-unmuted = { $player }, chat audible de nuevo.
online-not-your-turn = No es tu turno. Ahora juega, { $player }.
online-not-connected = Sin conexión. No se envió nada. Reconectando.
online-connection-lost = Conexión perdida, reconectando.
online-back = De vuelta en la mesa.
online-missed = Mientras no estabas.
online-missed-scored = { $player }, { $points } { box-in }.
online-missed-for-you = Jugado por ti, { $points } { box-in }.
online-missed-summary = { $player }, { $count } { $count ->
        [one] turno
       *[other] turnos
    }, { $points } { $points ->
        [one] punto
       *[other] puntos
    } en total.
online-missed-summary-you = Jugado por ti, { $count } { $count ->
        [one] turno
       *[other] turnos
    }, { $points } { $points ->
        [one] punto
       *[other] puntos
    } en total.
online-missed-rolled = Se tiraron los dados por ti.
online-gave-up = No se pudo recuperar la conexión con la mesa.
online-closed-ended = El anfitrión cerró la mesa.
online-closed-removed = El anfitrión te retiró de la mesa.
online-over = La partida ha terminado. El anfitrión puede proponer a todos jugar otra vez. Q sale.
online-refused = El servidor no lo aceptó.
online-refused-server-error = El servidor no pudo guardarlo. Inténtalo de nuevo en un momento.
online-refused-rate-limited = Demasiado rápido. Espera un momento y vuelve a intentarlo.
online-refused-unknown-table = Ninguna mesa tiene ese código.
online-refused-full = Esa mesa está llena.
online-refused-started = La partida de esa mesa ya ha empezado.
online-refused-no-spectators = Esa mesa no admite espectadores.
online-refused-name-taken = Alguien en esa mesa tiene tu nombre. Elige otro con la opción de nombre.
online-refused-bad-name = El servidor no acepta ese nombre.
online-refused-seats-open = Aún no se han sentado todos.
online-refused-not-host = Solo el anfitrión empieza la partida.
online-refused-too-many-attempts = Demasiados códigos erróneos. Inténtalo más tarde.
online-refused-too-many-tables = Has creado demasiadas mesas. Inténtalo más tarde.
online-refused-server-full = El servidor está lleno. Inténtalo más tarde.
online-refused-chat-rate = Chat, una línea cada dos segundos.
online-refused-computer-plays = Por ahora el ordenador juega en tu plaza.
online-refused-spectator = Estás mirando. Las jugadas son para los jugadores.
online-refused-closed = La mesa está cerrada.
online-refused-replaced = Tu plaza se recuperó desde otro dispositivo.
online-host-only = Solo el anfitrión puede hacerlo.
online-end-confirm = ¿Cerrar la mesa para todos? { confirm-yes } o Intro la cierra. Cualquier otra tecla sigue jugando.
online-end-cancelled = La mesa sigue.
online-remove-choose = Quitar a un jugador, Arriba y Abajo eligen, Intro lo quita, Escape cancela.
online-remove-none = No hay nadie más en la mesa.
online-remove-cancelled = No se ha quitado a nadie.

# Issue 32: what a player hears of others' turns, the turn timer, the chat line.
online-turn = Turno de { $player }.
online-clock-warning = Quedan { $seconds } segundos.
online-clock-left = { $mine ->
    [yes] Quedan { $seconds } segundos de tu turno.
   *[no] Quedan { $seconds } segundos de este turno.
}
online-chat-char = { $char }
online-chat-space = espacio
online-chat-erased = { $char } borrado.
online-chat-empty = Línea vacía.
online-chat-start = Principio de línea.
online-chat-end = Fin de línea.
online-chat-full = La línea está llena, { $limit } caracteres.
online-chat-typed = { $text }
online-chat-history-none = Aún no hay chat.
online-chat-history-place = { $place } de { $count }.
online-spectators-watching = Han llegado { $count } espectadores.
online-spectators-left = Se han ido { $count } espectadores.

## A player's key keeps the seat (issue 32)

online-returned = Has vuelto a tu asiento en la mesa { $code }.
online-quit-seat = ¿Dejar la mesa? Un ordenador juega tu asiento hasta que vuelvas con la misma orden. Pulsa { confirm-yes } o Intro para salir, cualquier otra tecla para seguir jugando.
# The same question in the browser, where no command was typed.
online-quit-seat-web = ¿Dejar la mesa? Un ordenador juega tu asiento hasta que vuelvas a abrir el enlace de la mesa en este navegador. Pulsa { confirm-yes } o Intro para salir, cualquier otra tecla para seguir jugando.

## The public tables, in the lobby and for --tables (issue 32)

online-table-line = Mesa { $code }, { $rules }, { $players }. { $started ->
    [yes] Partida en curso.
   *[no] { $free ->
        [0] No queda ninguna plaza libre.
        [one] Queda una plaza libre.
       *[other] Quedan { $free } plazas libres.
    }
} { $spectators ->
    [yes] Se admiten espectadores.
   *[no] Sin espectadores.
}
# Issue 42: a seat of yours in a game under way, named in the lobby; a game begun offered to watch.
online-table-yours = Mesa { $code }, { $rules }, { $players }. Tu asiento, ronda { $round }. Intro lo recupera.
online-watch-offer = La partida de esa mesa ya ha empezado. ¿Quieres mirarla? Pulsa { confirm-yes } o Intro para mirar, cualquier otra tecla para quedarte en la sala.
online-watch-declined = Te quedas en la sala.
online-tables-none = Ahora no hay mesas públicas.
online-field-public = En la sala, { $public ->
    [yes] sí, cualquiera puede unirse
   *[no] no, solo con su código
}.
online-lobby-people = { $tables ->
    [0] No hay mesas públicas.
    [one] Una mesa pública.
   *[other] { $tables } mesas públicas.
} { $count ->
    [0] No hay nadie más en la sala.
   *[other] En la sala, { $people }.
}

## Who comes into the lobby and who leaves, one line per burst; the lobby's connection (issue 40)
online-lobby-came = { $count ->
    [one] { $people } ha entrado en la sala.
   *[other] { $people } han entrado en la sala.
}
online-lobby-left = { $count ->
    [one] { $people } se ha ido de la sala.
   *[other] { $people } se han ido de la sala.
}
online-lobby-others = { $count ->
    [one] uno más
   *[other] { $count } más
}
online-lobby-back = De vuelta en la sala.
online-lobby-chat-later = Sin conexión. Tu línea se enviará cuando vuelva la conexión.

## Back to the lobby from a table, and what you missed (issue 32)

online-leave-seat = ¿Volver a la sala? Un ordenador juega tu asiento hasta que vuelvas a esta mesa. Pulsa { confirm-yes } o Intro para salir, cualquier otra tecla para seguir jugando.
online-left = { $watching ->
    [yes] Dejaste de mirar la mesa.
   *[no] Dejaste la mesa.
}
online-missed-recap = { $since ->
    [move] Desde tu última jugada.
   *[came] Desde que llegaste a la mesa.
}
online-missed-none = { $since ->
    [move] No ha pasado nada desde tu última jugada.
   *[came] No ha pasado nada desde que llegaste a la mesa.
}

# Issue 32, mesas que duran: jugar otra vez en la misma mesa, los derechos del anfitrión pasan a
# otro, un espectador toma asiento, los ordenadores del anfitrión entre partidas.
online-over-host = La partida ha terminado. Ctrl+N propone a todos jugar otra vez en esta mesa. Q sale.
online-again-sent = Has propuesto a los demás jugar otra vez.
online-again-asked = { $player } propone a todos jugar otra vez en esta mesa. { confirm-yes } o Intro para jugar otra vez, { confirm-no } o Escape para dejar tu asiento.
online-again-asked-others = { $player } propone a los jugadores jugar otra vez.
online-again-host-only = Solo el anfitrión puede proponer jugar otra vez.
online-again-yes = Juegas otra vez. Esperando a los demás.
online-seat-accepted = { $player } juega otra vez.
online-seat-declined = { $player } no juega otra vez. El asiento queda libre.
online-seat-host = { $player } es ahora el anfitrión.
online-host-you = Ahora eres el anfitrión.
online-seat-sat = { $player } toma asiento.
online-seat-computer = { $player }, un ordenador, toma asiento, nivel { $level }.
online-seat-level = { $player }, nivel { $level }.
online-seat-dropped = { $player }, el asiento se quita.
online-seat-opened = { $player }, el asiento queda libre para una persona.
online-seat-seated = { $player } ocupa el asiento { $number }, por decisión del anfitrión.
online-new-game = { $host ->
    [yes] Una nueva partida en esta mesa, con dados nuevos. Intro la empieza, C ajusta los ordenadores.
   *[no] Una nueva partida en esta mesa, con dados nuevos. { $player } la empieza.
}
online-closed-declined = Has dejado tu asiento en esta mesa.
online-refused-not-over = La partida aún no ha terminado.
online-refused-not-asked = No hay ninguna pregunta que responder.
online-refused-seated = Ya tienes un asiento.
online-refused-bad-seat = Ese asiento no se puede cambiar.
online-refused-bad-level = El servidor no conoce ese nivel.
online-refused-bad-seats = Una mesa conserva al menos dos asientos.
online-refused-no-spectator = Esa persona ya no está mirando.
online-seats-keys = Asientos. Arriba y Abajo eligen, Izquierda y Derecha cambian el nivel de un ordenador, A añade un ordenador, O libera el asiento de un ordenador para una persona, S sienta allí a un espectador, Suprimir quita un ordenador o un asiento libre, Escape vuelve.
online-seat-line = Asiento { $number }, { $kind ->
    [computer] { $player }, ordenador, nivel { $level }
    [open] libre
   *[person] { $player }
}.
online-seats-not-now = Los asientos solo cambian antes de una partida.
online-seats-not-computer = Aquí solo cambian un ordenador o un asiento libre.
online-spectators-choose = Asiento { $number }, elige un espectador, Arriba y Abajo eligen, Intro sienta, Escape vuelve.
online-spectators-none = Nadie está mirando esta mesa.
online-spectators-cancelled = No se sentó a nadie.
online-seats-done = De vuelta en la mesa.
# The lobby: each computer's own level ($number as in its name, Computer 3).
online-field-computer-level = Ordenador { $number }, nivel { $level }.
online-link-copied = Enlace copiado. Tus amigos se unen abriéndolo en su navegador.
online-link-no-clipboard = No se encontró ningún programa de portapapeles. Tus amigos pueden unirse con el código { $code }.

online-field-rated = Clasificatoria, { $rated ->
    [yes] sí, las partidas cuentan para la clasificación, solo personas
   *[no] no, de práctica
}.
online-rating-own = Tu puntuación aquí es { $rating }, puesto { $rank } de { $ranked }, tras { $games ->
    [one] una partida clasificatoria
   *[other] { $games } partidas clasificatorias
}.
online-rating-none = Aún no tienes puntuación en este servidor. Juega en una mesa clasificatoria.
online-ratings-line = { $rank }. { $name }, { $rating }, { $games ->
    [one] una partida
   *[other] { $games } partidas
}.
online-ratings-none = Nadie ha jugado aún una partida clasificatoria en este servidor.

# Issue 40: una tecla que la mesa no tomó (la mesa siguió antes de que llegara, o se perdió la
# conexión): qué tecla y por qué, nunca un id de motivo.
online-refused-stale = La mesa siguió antes de que llegara tu tecla. Púlsala otra vez si aún lo quieres.
online-not-taken = No aceptado, { $command ->
        [roll] tu tirada
        [hold] guardar o soltar el dado { $die }
        [set-held] los dados que guardabas
        [score] tu anotación { box-in }
       *[undo] deshacer
    }. { $why ->
        [stale] La mesa siguió antes de que llegara tu tecla.
       *[lost] Tu tecla no llegó a la mesa antes de que se perdiera la conexión.
    } Púlsala otra vez si aún lo quieres.
# Your own score, taken, whose answer was lost with the connection (issue 40).
online-missed-yours = Tu anotación llegó a la mesa antes de que se perdiera la conexión, { $points } { box-in }.
# A chat line on its way when the connection closed (issue 40): it may have been said.
online-chat-lost = Puede que tu línea de chat no haya llegado a la mesa, { $text }. Escríbela otra vez si aún lo quieres.
