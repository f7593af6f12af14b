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

# Das Spielbrett für sehende Freunde (und die Tabellennavigation der Screenreader): spricht nie von selbst.
web-board-card = Spielblock
web-board-box = Feld
web-board-dice = Würfel
web-board-held = gehalten
web-board-standings = Stand
web-board-upper = Summe oben
web-board-bonus = Bonus ab { $target }
web-board-lower = Summe unten
web-board-yahtzee-bonus = Yahtzee-Bonus
web-board-total = Gesamt
web-board-round = Runde { $round } von { $rounds }
web-board-turn = { $you ->
    [yes] Du bist dran
   *[no] { $player } ist dran
}
web-board-rolls = { $rolled ->
    [no] Noch nicht gewürfelt
   *[yes] { $rolls_left ->
        [0] Keine Würfe mehr
        [one] Noch 1 Wurf
       *[other] Noch { $rolls_left } Würfe
    }
}
web-board-possible = { $points } möglich
web-board-die = { $value ->
    [0] Würfel { $position }, nicht gewürfelt
   *[other] Würfel { $position }, { $value }
}
web-board-place = { $place }. { $player }, { $points }
web-board-over = Spiel vorbei
web-board-you = { $player }, du
# Was die Seite ohne den Server sagt.
web-unreachable = Der Server ist nicht erreichbar. Neuer Versuch läuft.
web-not-found = Unter dieser Adresse gibt es keinen Tisch.
web-to-lobby = Zur Lobby
web-app-description = Das Würfelspiel, das man mit den Ohren spielt, allein oder mit Freunden.
