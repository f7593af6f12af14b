# De toepassing rond het spel.
app-welcome = Sprekende Yahtzee. Druk op elk moment op het vraagteken voor hulp.
app-quit-confirm = Het spel verlaten? Druk op { confirm-yes } of Enter om te stoppen, of op een andere toets om door te spelen.
app-quit-cancelled = We spelen verder.
app-goodbye = Tot ziens.
app-goodbye-saved = Je spel is bewaard, ronde { $round } van { $rounds }. Start Talking Yahtzee opnieuw om verder te spelen. Tot ziens.
# Before lines of other players that a key cut before they were heard, told again.
app-unheard = Dit miste je toen je een toets indrukte.
app-verbosity = { $level ->
    [brief] Korte spraak.
    [detailed] Uitgebreide spraak.
   *[normal] Normale spraak.
}
app-pace = { $seconds ->
    [0] De computer speelt zonder pauzes.
    [one] De computer wacht { NUMBER($seconds, maximumFractionDigits: 1) } seconde tussen zijn zetten.
   *[other] De computer wacht { NUMBER($seconds, maximumFractionDigits: 1) } seconden tussen zijn zetten.
}
app-pace-no-computer = Er speelt geen computer mee. De pauze tussen de zetten van de computer telt alleen in een spel met computerspelers.
app-history-oldest = Oudste bericht.
app-history-newest = Nieuwste bericht.
app-history-empty = Er is nog niets gezegd.
app-other-card-hint = Pijl links en rechts kiezen een speler, Escape gaat terug.
app-other-card-none = Er zijn geen andere spelers.
app-dice-entry = Stenen { $typed }
app-waiting = { $player } speelt. Druk op spatie om te versnellen.
app-choose-box = Kies eerst een vak met de pijltjes omhoog en omlaag.
app-first-roll-entry = { $player }, gooi alle vijf stenen om te zien wie begint, typ hun waarden en druk op Enter.
# R or T while a computer plays: after what it has so far.
app-computer-hurry = Druk op spatie om te versnellen.
