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
web-hold = Guardar el dado { $die }
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
