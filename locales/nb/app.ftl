# Programmet rundt spillet.
app-welcome = Talende Yahtzee. Trykk på spørsmålstegn for hjelp når som helst.
app-quit-confirm = Avslutte spillet? Trykk { confirm-yes } eller Enter for å avslutte, en annen tast for å spille videre.
app-quit-cancelled = Vi spiller videre.
app-goodbye = Ha det.
app-goodbye-saved = Spillet ditt er lagret, runde { $round } av { $rounds }. Start Talking Yahtzee igjen for å spille videre. Ha det.
# Before lines of other players that a key cut before they were heard, told again.
app-unheard = Dette gikk du glipp av da du trykket på en tast.
app-verbosity = { $level ->
    [brief] Kort tale.
    [detailed] Detaljert tale.
   *[normal] Normal tale.
}
app-pace = { $seconds ->
    [0] Datamaskinen spiller uten pauser.
    [one] Datamaskinen venter { NUMBER($seconds, maximumFractionDigits: 1) } sekund mellom trekkene.
   *[other] Datamaskinen venter { NUMBER($seconds, maximumFractionDigits: 1) } sekunder mellom trekkene.
}
app-pace-no-computer = Ingen datamaskin spiller. Pausen mellom datamaskinens trekk betyr bare noe i et spill med datamaskinspillere.
app-history-oldest = Eldste melding.
app-history-newest = Nyeste melding.
app-history-empty = Ingenting er sagt ennå.
app-other-card-hint = Venstre og høyre pil velger en spiller, Escape går tilbake.
app-other-card-none = Det er ingen andre spillere.
app-dice-entry = Terninger { $typed }
app-waiting = { $player } spiller. Trykk på mellomrom for å skynde på.
app-choose-box = Velg først en rute med pil opp og ned.
app-first-roll-entry = { $player }, kast alle fem terningene for å se hvem som begynner, skriv verdiene, og trykk Enter.
# R or T while a computer plays: after what it has so far.
app-computer-hurry = Trykk på mellomrom for å skynde på.
