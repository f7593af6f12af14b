# Korte grunde til, at reglerne ikke tillader noget nu. Intet ændres.
error-no-rolls-left = Ingen slag tilbage. Vælg et felt.
error-all-held = Alle terninger er holdt. Slip en, eller vælg et felt.
error-not-rolled = Slå først, tryk R.
error-box-filled = { box-the } er allerede udfyldt.
error-joker = Jokerreglen tillader kun { $boxes }.
error-game-over = Spillet er slut.
error-not-allowed = Ikke tilladt nu.
error-dice-values-needed = Skriv { $count ->
    [one] værdien af den terning
   *[other] værdierne af de { $count } terninger
} du slog, og tryk Enter.
error-dice-values-bad = Skriv { $count ->
    [one] et tal
   *[other] { $count } tal
} fra 1 til 6.
error-unknown-key = Ukendt tast. Tryk på spørgsmålstegn for hjælp.
error-not-your-turn = Nu spiller { $player }. Tryk på mellemrum for at skynde på.
error-not-next-box = { game-next-box } Felterne udfyldes i rækkefølge.
