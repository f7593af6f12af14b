# Korte grunner til at reglene ikke tillater noe nå. Ingenting endres.
error-no-rolls-left = Ingen kast igjen. Velg en rute.
error-all-held = Alle terningene er holdt. Slipp en, eller velg en rute.
error-not-rolled = Kast først, trykk R.
error-box-filled = { box-the } er allerede fylt ut.
error-joker = Jokerregelen tillater bare { $boxes }.
error-game-over = Spillet er slutt.
error-not-allowed = Ikke tillatt nå.
error-dice-values-needed = Skriv { $count ->
    [one] verdien av terningen
   *[other] verdiene av de { $count } terningene
} du kastet, og trykk Enter.
error-dice-values-bad = Skriv { $count ->
    [one] ett tall
   *[other] { $count } tall
} fra 1 til 6.
error-unknown-key = Ukjent tast. Trykk på spørsmålstegn for hjelp.
error-not-your-turn = Nå spiller { $player }. Trykk på mellomrom for å skynde på.
error-not-next-box = { game-next-box } Rutene fylles ut i rekkefølge.
