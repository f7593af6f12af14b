# Sound effects, the keys of the sound test and the Windows notice (sounds and text-to-speech
# share one player there). The names of the sounds are in sound.ftl.
earcon-test-keys = Hoch und Runter spielen die Klänge, Links und Rechts ändern ihre Lautstärke, Escape geht zurück.
earcon-tts-clash = Die Klänge sind aus. Unter Windows würden sie die Stimme abschneiden. Drücke M, um sie trotzdem einzuschalten, oder nutze einen Bildschirmleser.
