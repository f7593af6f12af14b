# Sound effects, the keys of the sound test and the Windows notice (sounds and text-to-speech
# share one player there). The names of the sounds are in sound.ftl.
earcon-test-keys = Haut et Bas jouent les sons, Gauche et Droite règlent leur volume, Échap revient.
earcon-tts-clash = Les sons sont coupés, sous Windows, ils couperaient la voix. Appuyez sur M pour les activer quand même, ou utilisez un lecteur d'écran.
