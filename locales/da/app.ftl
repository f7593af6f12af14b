# Programmet omkring spillet.
app-welcome = Talende Yahtzee. Tryk på spørgsmålstegn for at få hjælp når som helst.
app-quit-confirm = Afslut spillet? Tryk { confirm-yes } eller Enter for at afslutte, en anden tast for at spille videre.
app-quit-cancelled = Vi spiller videre.
app-goodbye = Farvel.
app-goodbye-saved = Dit spil er gemt, runde { $round } af { $rounds }. Start Talking Yahtzee igen for at spille videre. Farvel.
# Before lines of other players that a key cut before they were heard, told again.
app-unheard = Det her gik du glip af, da du trykkede på en tast.
app-verbosity = { $level ->
    [brief] Kort tale.
    [detailed] Detaljeret tale.
   *[normal] Normal tale.
}
app-pace = { $seconds ->
    [0] Computeren spiller uden pauser.
    [one] Computeren venter { NUMBER($seconds, maximumFractionDigits: 1) } sekund mellem trækkene.
   *[other] Computeren venter { NUMBER($seconds, maximumFractionDigits: 1) } sekunder mellem trækkene.
}
app-pace-no-computer = Ingen computer spiller med. Pausen mellem computerens træk betyder kun noget i et spil med computerspillere.
app-history-oldest = Ældste besked.
app-history-newest = Nyeste besked.
app-history-empty = Intet er sagt endnu.
app-other-card-hint = Venstre og højre pil vælger en spiller, Escape går tilbage.
app-other-card-none = Der er ingen andre spillere.
app-dice-entry = Terninger { $typed }
app-waiting = { $player } spiller. Tryk på mellemrum for at skynde på.
app-choose-box = Vælg først et felt med pil op og ned.
app-first-roll-entry = { $player }, slå med alle fem terninger for at se, hvem der starter, skriv deres værdier, og tryk Enter.
# R or T while a computer plays: after what it has so far.
app-computer-hurry = Tryk på mellemrum for at skynde på.
