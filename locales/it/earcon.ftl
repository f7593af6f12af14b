# Sound effects, the keys of the sound test and the Windows notice (sounds and text-to-speech
# share one player there). The names of the sounds are in sound.ftl.
earcon-test-keys = Su e Giù suonano i suoni, Sinistra e Destra ne cambiano il volume, Esc torna indietro.
earcon-tts-clash = I suoni sono disattivati, su Windows interromperebbero la voce. Premi M per attivarli comunque, o usa uno screen reader.
