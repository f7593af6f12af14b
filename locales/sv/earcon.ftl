# Sound effects, the keys of the sound test and the Windows notice (sounds and text-to-speech
# share one player there). The names of the sounds are in sound.ftl.
earcon-test-keys = Upp och Ned spelar ljuden, Vänster och Höger ändrar deras volym, Escape går tillbaka.
earcon-tts-clash = Ljuden är av, i Windows skulle de klippa av rösten. Tryck på M för att slå på dem ändå, eller använd en skärmläsare.
