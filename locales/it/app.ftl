# L'applicazione intorno al gioco.
app-welcome = Yahtzee parlante. In qualsiasi momento, premi il punto interrogativo per avere aiuto.
app-quit-confirm = Uscire dalla partita? Premi { confirm-yes } o Invio per uscire, un altro tasto per continuare a giocare.
app-quit-cancelled = Si continua.
app-goodbye = Arrivederci.
app-goodbye-saved = La tua partita è salvata, giro { $round } di { $rounds }. Riapri Talking Yahtzee per continuare. Arrivederci.
# Before lines of other players that a key cut before they were heard, told again.
app-unheard = Ti sei perso questo premendo un tasto.
app-verbosity = { $level ->
    [brief] Messaggi brevi.
    [detailed] Messaggi dettagliati.
   *[normal] Messaggi normali.
}
app-pace = { $seconds ->
    [0] Il computer gioca senza pause.
    [one] Il computer fa una pausa di { NUMBER($seconds, maximumFractionDigits: 1) } secondo tra le mosse.
   *[other] Il computer fa una pausa di { NUMBER($seconds, maximumFractionDigits: 1) } secondi tra le mosse.
}
app-pace-no-computer = Nessun computer sta giocando. La pausa tra le mosse del computer conta solo in una partita con giocatori computer.
app-history-oldest = Messaggio più vecchio.
app-history-newest = Messaggio più recente.
app-history-empty = Non è stato ancora detto niente.
app-other-card-hint = Frecce sinistra e destra scelgono un giocatore, Esc torna indietro.
app-other-card-none = Non ci sono altri giocatori.
app-dice-entry = Dadi, { $typed }
app-waiting = Sta giocando { $player }. Premi Spazio per accelerare.
app-choose-box = Prima scegli una casella con le frecce su e giù.
app-first-roll-entry = { $player }, tira tutti e cinque i dadi per vedere chi inizia, scrivi i valori, poi premi Invio.
# R or T while a computer plays: after what it has so far.
app-computer-hurry = Premi Spazio per accelerare.
