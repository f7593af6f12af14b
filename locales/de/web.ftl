# Der Browser-Client: die Wörter der Seite (Schaltflächen, Beschriftungen); alles Gesprochene kommt
# aus den anderen Dateien. $die ist die Stelle eines Würfels, 1 bis 5. $link ist eine Webadresse.
web-title = Sprechendes Yahtzee
web-join-heading = Dem Spiel beitreten
web-name = Dein Name
web-language = Sprache
web-play = Spielen
web-area = Spieltisch. Drücke hier die Tasten des Spiels, Fragezeichen für die Hilfe.
web-area-role = Spiel
web-buttons = Schaltflächen
web-roll = Würfeln
web-hold = Würfel { $die } halten
web-previous = Vorheriges Feld
web-next = Nächstes Feld
web-score = Eintragen
web-help = Hilfe
web-repeat = Wiederholen
web-sounds = Klänge an oder aus
web-board = Spielbrett
web-messages = Meldungen
web-link = { $where ->
    [page] Die Adresse dieser Seite ist der Link des Tisches. Freunde, die sie öffnen, spielen im Browser mit.
   *[terminal] Strg+L kopiert den Link des Tisches, für Freunde, die im Browser spielen.
}
web-closed = Die Verbindung ist beendet. Lade die Seite neu, um weiterzuspielen.
