# Sound effects, the keys of the sound test and the Windows notice (sounds and text-to-speech
# share one player there). The names of the sounds are in sound.ftl.
earcon-test-keys = Cima e Baixo tocam os sons, Esquerda e Direita mudam o seu volume, Escape volta.
earcon-tts-clash = Os sons estão desligados, no Windows cortariam a voz. Prima M para os ligar mesmo assim, ou use um leitor de ecrã.
