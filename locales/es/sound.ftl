# Los efectos de sonido: activarlos, su volumen, el aviso cuando no pueden sonar y sus nombres
# para la prueba de sonidos de la ayuda (uno por sonido de talking_yahtzee.sound.Sound).
sound-on = Sonidos activados.
sound-off = Sonidos desactivados.
sound-volume = Volumen de los sonidos { NUMBER($percent, maximumFractionDigits: 0) } por ciento.
sound-output-failed = Los sonidos no pueden reproducirse{ $reason ->
    [no-player] , no se encontró ningún programa para reproducirlos
   *[other] , no se encontró ningún dispositivo de audio
}. La partida sigue sin ellos.
sound-test = Prueba de sonidos. Cada sonido con su nombre.
sound-dice-rolled = Dados lanzados, un traqueteo, más largo con más dados.
sound-die-held = Dado guardado, un clic que sube.
sound-die-released = Dado soltado, un clic que baja.
sound-box-scored = Casilla anotada, dos notas que suben.
sound-zero-scored = Cero anotado, dos notas graves que bajan.
sound-upper-bonus = Bonificación superior conseguida, cuatro notas rápidas que suben.
sound-yahtzee = Yahtzee, una fanfarria.
sound-yahtzee-bonus = Bonificación de Yahtzee, una fanfarria más aguda, con un destello.
sound-your-turn = Tu turno, una campana clara que sube.
sound-other-turn = Turno de otro jugador, una nota suave y grave.
sound-refusal = No es posible, dos notas graves y cortas.
sound-list-top = Principio de una lista, un golpe agudo.
sound-list-bottom = Final de una lista, un golpe sordo y grave.
sound-thinking = Pensando, un tictac suave.
sound-game-won = Has ganado, una melodía que sube.
sound-game-lost = Partida perdida, una melodía que baja.
