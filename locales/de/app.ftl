# Die Anwendung rund um das Spiel.
app-welcome = Sprechendes Yahtzee. Mit dem Fragezeichen bekommst du jederzeit Hilfe.
app-quit-confirm = Spiel beenden? Drücke { confirm-yes } oder die Eingabetaste zum Beenden, eine andere Taste zum Weiterspielen.
app-quit-cancelled = Es geht weiter.
app-goodbye = Auf Wiedersehen.
app-goodbye-saved = Dein Spiel ist gespeichert, Runde { $round } von { $rounds }. Starte Talking Yahtzee wieder, um weiterzuspielen. Auf Wiedersehen.
# Before lines of other players that a key cut before they were heard, told again.
app-unheard = Das hast du beim Tastendruck verpasst.
app-verbosity = { $level ->
    [brief] Kurze Ansagen.
    [detailed] Ausführliche Ansagen.
   *[normal] Normale Ansagen.
}
app-pace = { $seconds ->
    [0] Der Computer spielt ohne Pausen.
    [one] Der Computer wartet { NUMBER($seconds, maximumFractionDigits: 1) } Sekunde zwischen seinen Zügen.
   *[other] Der Computer wartet { NUMBER($seconds, maximumFractionDigits: 1) } Sekunden zwischen seinen Zügen.
}
app-pace-no-computer = Kein Computer spielt mit. Die Pause zwischen den Zügen des Computers zählt nur in einem Spiel mit Computerspielern.
app-history-oldest = Älteste Meldung.
app-history-newest = Neueste Meldung.
app-history-empty = Noch nichts gesagt.
app-other-card-hint = Pfeil links und rechts wählen einen Spieler, Escape geht zurück.
app-other-card-none = Es gibt keine anderen Spieler.
app-dice-entry = Würfel, { $typed }
app-waiting = { $player } ist dran. Mit der Leertaste geht es schneller.
app-choose-box = Wähle zuerst ein Feld mit Pfeil hoch und runter.
app-first-roll-entry = { $player }, würfle mit allen fünf Würfeln aus, wer anfängt, gib die Augenzahlen ein und drücke dann die Eingabetaste.
# R or T while a computer plays: after what it has so far.
app-computer-hurry = Mit der Leertaste geht es schneller.
