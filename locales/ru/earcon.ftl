# Sound effects, the keys of the sound test and the Windows notice (sounds and text-to-speech
# share one player there). The names of the sounds are in sound.ftl.
earcon-test-keys = Стрелки вверх и вниз проигрывают звуки, влево и вправо меняют их громкость, Escape возвращает назад.
earcon-tts-clash = Звуки выключены, в Windows они обрывали бы голос. Нажмите M, чтобы всё же включить их, или используйте экранный диктор.
