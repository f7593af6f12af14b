# La tecla de ayuda (signo de interrogación o F1): un mensaje por grupo de teclas, en el orden en que se necesitan.
help-intro = Ayuda. Cualquier tecla la detiene.
help-roll = R o Espacio: tirar. La primera tirada lanza los cinco dados; las siguientes, los que no guardas.
help-hold-position = Las teclas del 1 al 5 guardan o sueltan el dado de esa posición.
help-hold-value = Guardar por valor: las teclas del 1 al 6 guardan un dado más con ese número; cuando todos los dados con ese número están guardados, la misma tecla los suelta todos. Sin Mayúsculas, en cualquier teclado.
help-boxes = Las flechas arriba y abajo recorren las casillas y dicen sus puntos. Inicio y Fin saltan a la primera y a la última. Intro anota en la casilla.
help-review = D dice tus dados; C, tu hoja; A, las casillas libres con sus puntos; B, la bonificación superior; S, la clasificación; T, a quién le toca. O, y luego izquierda y derecha, lee las hojas de los demás.
help-hint = H da una pista; púlsala otra vez para la siguiente mejor jugada.
help-speech = X calla la voz. L repite el último mensaje; coma y punto van hacia atrás y hacia delante por los mensajes anteriores. V cambia cuánto se dice.
help-computer = Mientras juega el ordenador, Espacio lo acelera; F acorta su pausa entre jugadas, P la alarga.
help-quit = Q sale, tras confirmar con { confirm-yes } o Intro.
# Teclas de los demás modos; no forman parte de la ayuda hablada, sirven para docs/keys.md.
help-dice-entry = Con dados físicos: 1 a 6 escriben el valor de cada dado tirado, Retroceso corrige, Intro acepta, Escape cancela.
help-confirm-zero = Una casilla que daría cero: Intro otra vez la anota; cualquier otra tecla no.
help-confirm-quit = Al salir: { confirm-yes } o Intro sale; { confirm-no }, Escape o cualquier otra tecla sigue jugando.
help-other-card = Tarjetas de los demás: Izquierda y Derecha eligen jugador, Mayúsculas con una letra el siguiente jugador cuyo nombre empieza por ella; Escape, o cualquier otra tecla, vuelve.
help-game-over = Al final: Intro juega otra vez, { confirm-no } o Q sale.
help-coach-review = Al final, con el entrenador: Izquierda y Derecha recorren tus decisiones más caras.
help-setup = Preparación: Arriba y Abajo, o Izquierda y Derecha, cambian la opción; Intro acepta; Escape vuelve atrás; el signo de interrogación repite la pregunta.
help-setup-count = 1 a 8 eligen directamente el número de jugadores.
help-setup-name = Al nombrar a un jugador: las letras escriben el nombre, Retroceso corrige, Intro acepta, Escape vuelve atrás.
help-setup-quit = Q sale, salvo mientras se escribe un nombre.
help-first-letter = Mayúsculas con una letra lleva a la siguiente casilla cuyo nombre empieza por ella; púlsala otra vez para la siguiente. Las letras solas siguen siendo órdenes.
help-setup-letter = En una lista de opciones (idioma, tipo de jugador, nivel), una letra lleva a la siguiente opción que empieza por ella, salvo Q, que sale.
