# Korta skäl till att reglerna inte tillåter något nu. Inget ändras.
error-no-rolls-left = Inga slag kvar. Välj en ruta.
error-all-held = Alla tärningar är sparade. Släpp en, eller välj en ruta.
error-not-rolled = Slå först, tryck R.
error-box-filled = Rutan { $box } är redan ifylld.
error-joker = Jokerregeln tillåter bara { $boxes }.
error-game-over = Spelet är slut.
error-not-allowed = Inte tillåtet nu.
error-dice-values-needed = Skriv { $count ->
    [one] värdet på tärningen
   *[other] värdena på de { $count } tärningarna
} du slog och tryck på Enter.
error-dice-values-bad = Skriv { $count ->
    [one] ett tal
   *[other] { $count } tal
} från 1 till 6.
error-unknown-key = Okänd tangent. Tryck på frågetecken för hjälp.
error-not-your-turn = Nu spelar { $player }. Tryck på mellanslag för att skynda på.
error-not-next-box = { game-next-box } Rutorna fylls i uppifrån och ned.
