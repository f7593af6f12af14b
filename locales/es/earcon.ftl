# Sound effects, the keys of the sound test and the Windows notice (sounds and text-to-speech
# share one player there). The names of the sounds are in sound.ftl.
earcon-test-keys = Arriba y Abajo tocan los sonidos, Izquierda y Derecha cambian su volumen, Escape vuelve.
earcon-tts-clash = Los sonidos están desactivados, en Windows cortarían la voz. Pulsa M para activarlos de todos modos, o usa un lector de pantalla.
