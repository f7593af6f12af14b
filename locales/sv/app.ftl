# Programmet runt spelet.
app-welcome = Talande Yahtzee. Tryck på frågetecken när som helst för hjälp.
app-quit-confirm = Avsluta spelet? Tryck { confirm-yes } eller Enter för att avsluta, någon annan tangent för att spela vidare.
app-quit-cancelled = Vi spelar vidare.
app-goodbye = Hej då.
app-goodbye-saved = Ditt spel är sparat, runda { $round } av { $rounds }. Starta Talking Yahtzee igen för att spela vidare. Hej då.
# Before lines of other players that a key cut before they were heard, told again.
app-unheard = Det här missade du när du tryckte på en tangent.
app-verbosity = { $level ->
    [brief] Kort tal.
    [detailed] Utförligt tal.
   *[normal] Normalt tal.
}
app-pace = { $seconds ->
    [0] Datorn spelar utan pauser.
    [one] Datorn väntar { NUMBER($seconds, maximumFractionDigits: 1) } sekund mellan dragen.
   *[other] Datorn väntar { NUMBER($seconds, maximumFractionDigits: 1) } sekunder mellan dragen.
}
app-pace-no-computer = Ingen dator spelar. Pausen mellan datorns drag spelar bara roll i ett spel med datorspelare.
app-history-oldest = Äldsta meddelandet.
app-history-newest = Nyaste meddelandet.
app-history-empty = Inget har sagts än.
app-other-card-hint = Vänster- och högerpil väljer en spelare, Escape går tillbaka.
app-other-card-none = Det finns inga andra spelare.
app-dice-entry = Tärningar { $typed }
app-waiting = { $player } spelar. Tryck på mellanslag för att skynda på.
app-choose-box = Välj först en ruta med upp- och nedpil.
app-first-roll-entry = { $player }, slå alla fem tärningarna för att se vem som börjar, skriv deras värden och tryck på Enter.
# R or T while a computer plays: after what it has so far.
app-computer-hurry = Tryck på mellanslag för att skynda på.
