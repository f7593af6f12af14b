# Lectores de pantalla: cómo se lee el juego con ellos.
reader-plain-mode = Lector de pantalla detectado, una línea simple por mensaje. Para el tablero completo, inicia el juego con la opción de pantalla completa.
