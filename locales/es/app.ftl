# La aplicación alrededor del juego.
app-welcome = Yahtzee parlante. Pulsa el signo de interrogación para pedir ayuda cuando quieras.
app-quit-confirm = ¿Salir de la partida? Pulsa { confirm-yes } o Intro para salir, cualquier otra tecla para seguir jugando.
app-quit-cancelled = Seguimos jugando.
app-goodbye = Adiós.
app-goodbye-saved = Tu partida queda guardada, ronda { $round } de { $rounds }. Abre Talking Yahtzee otra vez para seguir. Adiós.
# Before lines of other players that a key cut before they were heard, told again.
app-unheard = Te perdiste esto al pulsar una tecla.
app-verbosity = { $level ->
    [brief] Mensajes breves.
    [detailed] Mensajes detallados.
   *[normal] Mensajes normales.
}
app-pace = { $seconds ->
    [0] El ordenador juega sin pausas.
    [one] El ordenador hace una pausa de { NUMBER($seconds, maximumFractionDigits: 1) } segundo entre jugadas.
   *[other] El ordenador hace una pausa de { NUMBER($seconds, maximumFractionDigits: 1) } segundos entre jugadas.
}
app-pace-no-computer = No juega ningún ordenador. La pausa entre las jugadas del ordenador solo cuenta en una partida con jugadores de ordenador.
app-history-oldest = Primer mensaje.
app-history-newest = Último mensaje.
app-history-empty = Todavía no se ha dicho nada.
app-other-card-hint = Las flechas izquierda y derecha eligen jugador. Escape vuelve.
app-other-card-none = No hay más jugadores.
app-dice-entry = Dados, { $typed }
app-waiting = Juega { $player }. Pulsa Espacio para acelerar.
app-choose-box = Primero elige una casilla con las flechas arriba y abajo.
app-first-roll-entry = { $player }, tira los cinco dados para ver quién empieza, escribe sus valores y pulsa Intro.
# R or T while a computer plays: after what it has so far.
app-computer-hurry = Pulsa Espacio para acelerar.
