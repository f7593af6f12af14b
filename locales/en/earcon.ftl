# Sound effects, the keys of the sound test and the Windows notice (sounds and text-to-speech
# share one player there). The names of the sounds are in sound.ftl.
earcon-test-keys = Up and Down play the sounds, Left and Right change their volume, Escape goes back.
earcon-tts-clash = Sounds are off, on Windows they would cut the voice short. Press M to turn them on anyway, or use a screen reader.
