# Lydeffekter: tasterne i lydtesten og beskeden på Windows (lyd og talesyntese deler én afspiller
# der). Lydenes navne står i sound.ftl.
earcon-test-keys = Op og ned afspiller lydene, venstre og højre ændrer deres lydstyrke, Escape går tilbage.
earcon-tts-clash = Lydene er slået fra, på Windows ville de afbryde stemmen. Tryk M for at slå dem til alligevel, eller brug en skærmlæser.
