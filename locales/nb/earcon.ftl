# Lydeffekter: tastene i lydtesten og meldingen på Windows (lyd og talesyntese deler én avspiller
# der). Navnene på lydene står i sound.ftl.
earcon-test-keys = Opp og ned spiller lydene, venstre og høyre endrer volumet, Escape går tilbake.
earcon-tts-clash = Lydene er slått av, på Windows ville de kutte stemmen. Trykk M for å slå dem på likevel, eller bruk en skjermleser.
