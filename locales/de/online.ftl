# Online spielen: die Lobby, der Tisch, der Chat, eine verlorene Verbindung.
# $player ist ein Name (nie dekliniert). $code sind die Ziffern eines Tisches, in Gruppen.
online-welcome = Sprechendes Yahtzee online.
online-lobby = Online-Lobby. Auf und Ab wählen, Links und Rechts ändern, Eingabe führt aus.
online-lobby-keys = In der Lobby, Auf und Ab wählen, Links und Rechts ändern, Eingabe führt aus, Q beendet.
online-table-keys = { $role ->
    [host] An deinem Tisch, vor dem Spiel. Die Eingabetaste startet es, C stellt die Plätze ein, J entfernt einen Spieler, N beendet den Tisch, T sagt den Code und wer da ist, E öffnet den Chat, Escape geht zurück in die Lobby.
    [spectator] Als Zuschauer, vor dem Spiel. S nimmt einen freien Platz, T sagt den Code und wer da ist, E öffnet den Chat, Escape geht zurück in die Lobby.
   *[player] Warten, bis der Gastgeber das Spiel startet. T sagt den Code und wer da ist, E öffnet den Chat, Escape geht zurück in die Lobby.
}
online-field-seats = Plätze am Tisch, { $count }.
online-field-computers = Computerspieler, { $count }.
online-field-rules = Regeln, { $rules }.
online-field-spectators = Zuschauer, { $allowed ->
    [yes] erlaubt
   *[no] nicht erlaubt
}.
online-field-away = Der Computer spielt einen leeren Platz, { $minutes ->
    [0] nie
    [one] nach einer Minute
   *[other] nach { $minutes } Minuten
}.
online-field-turn = Zeit pro Zug, { $minutes ->
    [0] unbegrenzt
    [one] eine Minute
   *[other] { $minutes } Minuten
}.
online-field-create = Tisch erstellen.
online-field-join = Einem Tisch mit seinem Code beitreten.
online-field-watch = Einem Tisch mit seinem Code zuschauen.
online-code-ask = Tippe die neun Ziffern des Tisches, dann Eingabe. Escape geht zurück.
online-digit = { $digit }
online-code-typed = Getippt, { $digits }.
online-code-empty = Nichts eingegeben.
online-code-long = Der Code hat schon neun Ziffern. Eingabe tritt bei, Rücktaste löscht.
online-code-short = Ein Code hat neun Ziffern. Getippt, { $count }.
online-busy = Warte auf den Server.
online-creating = Der Tisch wird erstellt.
online-joining = Beitritt zu Tisch { $code }.
online-cannot-connect = Der Server ist nicht erreichbar. { $reason ->
    [certificate] Seinem Zertifikat wird nicht vertraut. Gib das Zertifikat, das es unterschrieben hat, mit der Option cafile an.
    [tls] Die sichere Verbindung ist gescheitert.
    [refused] Unter dieser Adresse antwortet nichts.
    [unknown-host] Diesen Rechner gibt es nicht.
    [timeout] Keine Antwort in der Zeit.
    [address] Die Adresse ist ungültig.
    [not-a-server] Das ist kein Talking-Yahtzee-Server.
   *[other] Das Netzwerk hat versagt.
}
online-created = { $open ->
    [0] Tisch erstellt. Sein Code, { $code }. Alle Plätze sind besetzt, Eingabe startet das Spiel jetzt.
   *[other] Tisch erstellt. Sein Code, { $code }. Gib ihn deinen Freunden. Eingabe startet das Spiel, wenn alle da sind.
}
online-seated = Du bist an Tisch { $code }. Der Gastgeber startet das Spiel.
online-seated-by-host = Der Gastgeber hat dir Platz { $number } an Tisch { $code } gegeben. Der Gastgeber startet das Spiel.
online-watching = Du schaust Tisch { $code } zu.
online-code = Code des Tisches, { $code }.
online-not-seated = Du bist noch an keinem Tisch.
online-name = { $player }
online-who = Am Tisch, { $players }. { $open ->
    [0] Kein Platz ist frei.
    [one] Ein Platz ist frei.
   *[other] { $open } Plätze sind frei.
}
online-everyone-here = Alle sind da. Eingabe startet das Spiel.
online-seat-joined = { $player } kommt an den Tisch.
online-seat-away = { $player }, Verbindung verloren.
online-seat-stand-in = { $player }, vorerst spielt der Computer.
online-seat-back = { $player }, wieder am Tisch.
online-seat-removed = { $player }, vom Tisch entfernt.
online-seat-left = { $player } verlässt den Tisch.
online-seat-watching = { $player } schaut zu.
online-seat-timed-out = { $player }, Zeit abgelaufen, der Computer beendet diesen Zug.
online-chat = Chat, { $player }, { $text }
online-chat-open = Chat. Tippe eine Zeile, Eingabe sendet, Escape bricht ab.
online-chat-cancelled = Chat abgebrochen.
online-chat-offline = Der Chat ist für Online-Tische.
online-mute-none = Noch niemand hat gechattet.
online-muted = { $player }, Chat stumm.
online-unmuted = { $player }, Chat wieder hörbar.
online-not-your-turn = Du bist nicht dran. Jetzt spielt { $player }.
online-not-connected = Keine Verbindung. Nichts wurde gesendet. Verbinde neu.
online-connection-lost = Verbindung verloren, verbinde neu.
online-back = Wieder am Tisch.
online-missed = Während du weg warst.
online-missed-scored = { $player }, { $points } { box-in }.
online-missed-for-you = Für dich gespielt, { $points } { box-in }.
online-missed-summary = { $player }, { $count } { $count ->
        [one] Zug
       *[other] Züge
    }, zusammen { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }.
online-missed-summary-you = Für dich gespielt, { $count } { $count ->
        [one] Zug
       *[other] Züge
    }, zusammen { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }.
online-missed-rolled = Für dich wurde gewürfelt.
online-gave-up = Die Verbindung zum Tisch ließ sich nicht wiederherstellen.
online-closed-ended = Der Gastgeber hat den Tisch geschlossen.
online-closed-removed = Der Gastgeber hat dich vom Tisch entfernt.
online-over = Das Spiel ist vorbei. Der Gastgeber kann alle fragen, ob sie noch einmal spielen. Q beendet.
online-refused = Der Server hat das nicht angenommen.
online-refused-server-error = Der Server konnte das nicht speichern. Versuche es gleich noch einmal.
online-refused-rate-limited = Zu schnell. Warte kurz und versuche es dann noch einmal.
online-refused-unknown-table = Kein Tisch hat diesen Code.
online-refused-full = Dieser Tisch ist voll.
online-refused-started = Das Spiel an diesem Tisch hat schon begonnen.
online-refused-no-spectators = Dieser Tisch lässt keine Zuschauer zu.
online-refused-name-taken = Jemand an diesem Tisch hat deinen Namen. Wähle mit der Option Name einen anderen.
online-refused-bad-name = Der Server nimmt diesen Namen nicht an.
online-refused-seats-open = Noch sitzen nicht alle.
online-refused-not-host = Nur der Gastgeber startet das Spiel.
online-refused-too-many-attempts = Zu viele falsche Codes. Versuche es später.
online-refused-too-many-tables = Du hast zu viele Tische erstellt. Versuche es später.
online-refused-server-full = Der Server ist voll. Versuche es später.
online-refused-chat-rate = Chat, eine Zeile alle zwei Sekunden.
online-refused-computer-plays = Vorerst spielt der Computer deinen Platz.
online-refused-spectator = Du schaust zu. Züge sind Sache der Spieler.
online-refused-closed = Der Tisch ist geschlossen.
online-refused-replaced = Dein Platz wurde von einem anderen Gerät übernommen.
online-host-only = Nur der Gastgeber kann das.
online-end-confirm = Den Tisch für alle schließen? { confirm-yes } oder Eingabe schließt ihn. Jede andere Taste spielt weiter.
online-end-cancelled = Der Tisch geht weiter.
online-remove-choose = Einen Spieler entfernen, Auf und Ab wählen, Eingabe entfernt, Escape bricht ab.
online-remove-none = Sonst ist niemand am Tisch.
online-remove-cancelled = Niemand wurde entfernt.

# Issue 32: what a player hears of others' turns, the turn timer, the chat line.
online-turn = Jetzt spielt { $player }.
online-clock-warning = Noch { $seconds } Sekunden.
online-clock-left = { $mine ->
    [yes] Noch { $seconds } Sekunden in deinem Zug.
   *[no] Noch { $seconds } Sekunden in diesem Zug.
}
online-chat-char = { $char }
online-chat-space = Leerzeichen
online-chat-erased = { $char } gelöscht.
online-chat-empty = Leere Zeile.
online-chat-start = Zeilenanfang.
online-chat-end = Zeilenende.
online-chat-full = Die Zeile ist voll, { $limit } Zeichen.
online-chat-typed = { $text }
online-chat-history-none = Noch kein Chat.
online-chat-history-place = { $place } von { $count }.
online-spectators-watching = { $count } Zuschauer sind gekommen.
online-spectators-left = { $count } Zuschauer sind gegangen.

## A player's key keeps the seat (issue 32)

online-returned = Du bist zurück auf deinem Platz an Tisch { $code }.
online-quit-seat = Den Tisch verlassen? Ein Computer spielt deinen Platz, bis du mit demselben Befehl zurückkommst. Drücke { confirm-yes } oder die Eingabetaste zum Gehen, eine andere Taste zum Weiterspielen.
# The same question in the browser, where no command was typed.
online-quit-seat-web = Den Tisch verlassen? Ein Computer spielt deinen Platz, bis du den Link des Tisches in diesem Browser wieder öffnest. Drücke { confirm-yes } oder die Eingabetaste zum Gehen, eine andere Taste zum Weiterspielen.

## The public tables, in the lobby and for --tables (issue 32)

online-table-line = Tisch { $code }, { $rules }, { $players }. { $started ->
    [yes] Das Spiel läuft.
   *[no] { $free ->
        [0] Kein Platz ist frei.
        [one] Ein Platz ist frei.
       *[other] { $free } Plätze sind frei.
    }
} { $spectators ->
    [yes] Zuschauer willkommen.
   *[no] Keine Zuschauer.
}
# Issue 42: a seat of yours in a game under way, named in the lobby; a game begun offered to watch.
online-table-yours = Tisch { $code }, { $rules }, { $players }. Dein Platz, Runde { $round }. Die Eingabetaste holt ihn zurück.
online-watch-offer = Das Spiel an diesem Tisch hat schon begonnen. Zuschauen? Drücke { confirm-yes } oder die Eingabetaste zum Zuschauen, eine andere Taste, um in der Lobby zu bleiben.
online-watch-declined = Du bleibst in der Lobby.
online-tables-none = Gerade keine öffentlichen Tische.
online-field-public = In der Lobby gezeigt, { $public ->
    [yes] ja, alle dürfen mitspielen
   *[no] nein, nur mit dem Code
}.
online-lobby-people = { $tables ->
    [0] Keine öffentlichen Tische.
    [one] Ein öffentlicher Tisch.
   *[other] { $tables } öffentliche Tische.
} { $count ->
    [0] Sonst ist niemand in der Lobby.
   *[other] In der Lobby, { $people }.
}

## Who comes into the lobby and who leaves, one line per burst; the lobby's connection (issue 40)
online-lobby-came = { $count ->
    [one] { $people } kommt in die Lobby.
   *[other] { $people } kommen in die Lobby.
}
online-lobby-left = { $count ->
    [one] { $people } verlässt die Lobby.
   *[other] { $people } verlassen die Lobby.
}
online-lobby-others = { $count ->
    [one] eine weitere Person
   *[other] { $count } weitere Personen
}
online-lobby-back = Wieder in der Lobby.
online-lobby-chat-later = Keine Verbindung. Deine Zeile wird gesendet, sobald die Verbindung wieder steht.

## Back to the lobby from a table, and what you missed (issue 32)

online-leave-seat = Zurück in die Lobby? Ein Computer spielt deinen Platz, bis du an diesen Tisch zurückkommst. Drücke { confirm-yes } oder die Eingabetaste zum Gehen, eine andere Taste zum Weiterspielen.
online-left = { $watching ->
    [yes] Du schaust am Tisch nicht mehr zu.
   *[no] Du hast den Tisch verlassen.
}
online-missed-recap = { $since ->
    [move] Seit deinem letzten Zug.
   *[came] Seit du am Tisch bist.
}
online-missed-none = { $since ->
    [move] Seit deinem letzten Zug ist nichts passiert.
   *[came] Seit du am Tisch bist, ist nichts passiert.
}

# Issue 32, Tische, die bleiben: noch einmal am selben Tisch, die Rechte des Gastgebers gehen
# weiter, ein Zuschauer setzt sich, die Computer des Gastgebers zwischen den Spielen.
online-over-host = Das Spiel ist vorbei. Strg+N fragt alle, ob sie an diesem Tisch noch einmal spielen. Q beendet.
online-again-sent = Du hast die anderen gefragt, ob sie noch einmal spielen.
online-again-asked = { $player } fragt alle, ob sie an diesem Tisch noch einmal spielen. { confirm-yes } oder Eingabe spielt noch einmal, { confirm-no } oder Escape gibt deinen Platz frei.
online-again-asked-others = { $player } fragt die Spieler, ob sie noch einmal spielen.
online-again-host-only = Nur der Gastgeber kann fragen, ob alle noch einmal spielen.
online-again-yes = Du spielst noch einmal. Warten auf die anderen.
online-seat-accepted = { $player } spielt noch einmal.
online-seat-declined = { $player } spielt nicht noch einmal. Der Platz ist frei.
online-seat-host = { $player } ist jetzt der Gastgeber.
online-host-you = Du bist jetzt der Gastgeber.
online-seat-sat = { $player } setzt sich an den Tisch.
online-seat-computer = { $player }, ein Computer, setzt sich, Stufe { $level }.
online-seat-level = { $player }, Stufe { $level }.
online-seat-dropped = { $player }, der Platz ist entfernt.
online-seat-opened = { $player }, der Platz ist frei für einen Menschen.
online-seat-seated = { $player } nimmt Platz { $number }, vom Gastgeber gesetzt.
online-new-game = { $host ->
    [yes] Ein neues Spiel an diesem Tisch, mit neuen Würfeln. Eingabe startet es, C stellt die Computer ein.
   *[no] Ein neues Spiel an diesem Tisch, mit neuen Würfeln. { $player } startet es.
}
online-closed-declined = Du hast deinen Platz an diesem Tisch freigegeben.
online-refused-not-over = Das Spiel ist noch nicht vorbei.
online-refused-not-asked = Es gibt keine Frage zu beantworten.
online-refused-seated = Du hast schon einen Platz.
online-refused-bad-seat = Dieser Platz lässt sich nicht ändern.
online-refused-bad-level = Der Server kennt diese Stufe nicht.
online-refused-bad-seats = Ein Tisch behält mindestens zwei Plätze.
online-refused-no-spectator = Dieser Zuschauer schaut nicht mehr zu.
online-seats-keys = Plätze. Auf und Ab wählen, Links und Rechts ändern die Stufe eines Computers, A fügt einen Computer hinzu, O gibt den Platz eines Computers für einen Menschen frei, S setzt einen Zuschauer auf den Platz, Entf entfernt einen Computer oder einen freien Platz, Escape geht zurück.
online-seat-line = Platz { $number }, { $kind ->
    [computer] { $player }, Computer, Stufe { $level }
    [open] frei
   *[person] { $player }
}.
online-seats-not-now = Die Plätze ändern sich nur vor einem Spiel.
online-seats-not-computer = Hier ändern sich nur Computer und freie Plätze.
online-spectators-choose = Platz { $number }, einen Zuschauer wählen, Auf und Ab wählen, Eingabe setzt, Escape geht zurück.
online-spectators-none = An diesem Tisch schaut niemand zu.
online-spectators-cancelled = Niemand hingesetzt.
online-seats-done = Zurück am Tisch.
# The lobby: each computer's own level ($number as in its name, Computer 3).
online-field-computer-level = Computer { $number }, Stufe { $level }.
online-link-copied = Link kopiert. Freunde, die ihn öffnen, spielen im Browser mit.
online-link-no-clipboard = Hier wurde kein Zwischenablage-Programm gefunden. Freunde können mit dem Code { $code } beitreten.

online-field-rated = Gewertet, { $rated ->
    [yes] ja, die Spiele zählen für die Wertung, nur Menschen
   *[no] nein, zum Üben
}.
online-rating-own = Deine Wertung hier ist { $rating }, Platz { $rank } von { $ranked }, nach { $games ->
    [one] einem gewerteten Spiel
   *[other] { $games } gewerteten Spielen
}.
online-rating-none = Du hast auf diesem Server noch keine Wertung. Spiel an einem gewerteten Tisch.
online-ratings-line = { $rank }. { $name }, { $rating }, { $games ->
    [one] ein Spiel
   *[other] { $games } Spiele
}.
online-ratings-none = Auf diesem Server hat noch niemand ein gewertetes Spiel gespielt.

# Issue 40: eine Taste, die der Tisch nicht angenommen hat (der Tisch war schon weiter, oder die
# Verbindung brach ab): welche Taste und warum, nie eine Grund-ID.
online-refused-stale = Der Tisch war schon weiter, bevor deine Taste ankam. Drücke sie noch einmal, wenn du das noch willst.
online-not-taken = Nicht angenommen, { $command ->
        [roll] dein Wurf
        [hold] Würfel { $die } halten oder freigeben
        [set-held] die Würfel, die du gehalten hast
        [score] dein Eintrag { box-in }
       *[undo] das Zurücknehmen
    }. { $why ->
        [stale] Der Tisch war schon weiter, bevor deine Taste ankam.
       *[lost] Deine Taste hat den Tisch nicht erreicht, bevor die Verbindung abbrach.
    } Drücke sie noch einmal, wenn du das noch willst.
# Your own score, taken, whose answer was lost with the connection (issue 40).
online-missed-yours = Dein Eintrag hat den Tisch erreicht, bevor die Verbindung abbrach, { $points } { box-in }.
# A chat line on its way when the connection closed (issue 40): it may have been said.
online-chat-lost = Deine Chatzeile hat den Tisch vielleicht nicht erreicht, { $text }. Schreibe sie noch einmal, wenn du das noch willst.
