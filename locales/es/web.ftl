# El cliente web: las palabras de la página (botones, etiquetas); todo lo que se dice en el juego
# viene de los otros archivos. $die es la posición de un dado, de 1 a 5. $link es una dirección web.
web-title = Yahtzee parlante
web-join-heading = Unirse a la partida
web-name = Tu nombre
web-language = Idioma
web-play = Jugar
web-area = Mesa de juego. Pulsa aquí las teclas del juego. Signo de interrogación para la ayuda.
web-area-role = juego
web-buttons = Botones
web-roll = Tirar
web-previous = Casilla anterior
web-next = Casilla siguiente
web-score = Anotar
web-help = Ayuda
web-repeat = Repetir
web-sounds = Sonidos sí o no
web-board = Tablero
web-messages = Mensajes
web-link = { $where ->
    [page] La dirección de esta página es el enlace de la mesa. Tus amigos se unen abriéndola en su navegador.
   *[terminal] Control L copia el enlace de la mesa, para amigos que juegan en el navegador.
}
web-closed = La conexión se cerró. Recarga la página para volver a jugar.

# El tablero para los amigos que ven (y la navegación por tablas del lector): nunca habla solo.
web-board-card = Hoja de puntuación
web-board-box = Casilla
web-board-dice = Dados
web-board-held = guardado
web-board-standings = Clasificación
web-board-upper = Total superior
web-board-bonus = Bonificación con { $target } o más
web-board-lower = Total inferior
web-board-yahtzee-bonus = Bonificación Yahtzee
web-board-total = Total
web-board-round = Ronda { $round } de { $rounds }
web-board-turn = { $you ->
    [yes] Tu turno
   *[no] Turno de { $player }
}
web-board-rolls = { $rolled ->
    [no] Aún sin tirar
   *[yes] { $rolls_left ->
        [0] No quedan tiradas
        [one] Queda 1 tirada
       *[other] Quedan { $rolls_left } tiradas
    }
}
web-board-possible = { $points } { $points ->
    [one] posible
   *[other] posibles
}
web-board-die = { $value ->
    [0] Dado { $position }, sin tirar
   *[other] Dado { $position }, { $value }
}
web-board-place = { $place }. { $player }, { $points }
web-board-over = Partida terminada
web-board-you = { $player }, tú
# Lo que la página dice sin el servidor.
web-unreachable = No se puede contactar con el servidor. Se intentará de nuevo.
web-not-found = No hay ninguna mesa en esta dirección.
web-to-lobby = Ir a la sala
web-app-description = El juego de dados que se juega de oído, solo o con amigos.
