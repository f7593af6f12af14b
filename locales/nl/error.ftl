# Korte redenen voor wat de regels nu niet toestaan. Er verandert niets.
error-no-rolls-left = Geen worpen meer. Kies een vak.
error-all-held = Alle stenen zijn vastgehouden. Laat er een los, of kies een vak.
error-not-rolled = Eerst gooien, druk op R.
error-box-filled = { box-the } { $category ->
    [ones] zijn
    [twos] zijn
    [threes] zijn
    [fours] zijn
    [fives] zijn
    [sixes] zijn
   *[other] is
} al ingevuld.
error-joker = De jokerregel staat alleen { $boxes } toe.
error-game-over = Het spel is afgelopen.
error-not-allowed = Nu niet toegestaan.
error-dice-values-needed = Typ { $count ->
    [one] de waarde van de steen
   *[other] de waarden van de { $count } stenen
} die je gooide en druk op Enter.
error-dice-values-bad = Typ { $count ->
    [one] één getal
   *[other] { $count } getallen
} van 1 tot 6.
error-unknown-key = Onbekende toets. Druk op het vraagteken voor hulp.
error-not-your-turn = { $player } is aan de beurt. Druk op spatie om te versnellen.
error-not-next-box = { game-next-box } De vakken worden op volgorde ingevuld.
