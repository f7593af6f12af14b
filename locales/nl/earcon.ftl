# Sound effects, the keys of the sound test and the Windows notice (sounds and text-to-speech
# share one player there). The names of the sounds are in sound.ftl.
earcon-test-keys = Omhoog en Omlaag spelen de geluiden, Links en Rechts veranderen hun volume, Escape gaat terug.
earcon-tts-clash = De geluiden staan uit, op Windows zouden ze de stem afbreken. Druk op M om ze toch aan te zetten, of gebruik een schermlezer.
