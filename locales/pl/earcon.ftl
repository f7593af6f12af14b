# Sound effects, the keys of the sound test and the Windows notice (sounds and text-to-speech
# share one player there). The names of the sounds are in sound.ftl.
earcon-test-keys = Strzałki w górę i w dół odtwarzają dźwięki, w lewo i w prawo zmieniają ich głośność, Escape wraca.
earcon-tts-clash = Dźwięki są wyłączone, w Windows przerywałyby głos. Naciśnij M, aby mimo to je włączyć, albo użyj czytnika ekranu.
