# Die Hilfetaste (Fragezeichen oder F1): eine kurze Übersicht, dann eine Seite je Thema. Jede Seite
# muss in ein Terminal mit 80 mal 24 Zeichen passen (tests/ui/test_help.py), also kurze Zeilen. Nur
# Kommas und Punkte: bei ihnen machen Screenreader eine Pause, Doppelpunkte, Semikolons, Striche
# und Klammern lesen sie vor. $rules ist der Name der Regeln, $pages die Zahl der Seiten.
help-key = Fragezeichen oder F1 öffnet die Hilfe, eine Seite nach der anderen.
help-index = Hilfe für { $rules }, auf { $pages } Seiten.
help-index-topic = Seite { $page }, { $topic }.
help-pages = In der Hilfe blättern Leertaste, Pfeil runter oder Fragezeichen eine Seite weiter, Pfeil hoch eine zurück, und eine Zahl von 1 bis { $pages } öffnet diese Seite. Escape geht zurück ins Spiel, jede andere Taste geht zurück und tut dort, was sie tut.
help-page = Hilfe, Seite { $page } von { $pages }, { $topic }.
help-end = Ende der Hilfe. Pos1 geht zur ersten Seite, Escape zurück ins Spiel.
help-topic-turn = Würfeln und Halten
help-topic-boxes = ein Feld wählen
help-topic-scoring = die Punkte der Felder, { $rules }
help-topic-card = Runden und Boni
help-topic-review = das Spiel abfragen
help-topic-speech = Sprache und Klänge
help-topic-more = weitere Tasten

# Die Tasten beim Spielen. $yahtzee ist der Name des Felds für fünf Gleiche, $order ist forced,
# wenn die Felder der Reihe nach gefüllt werden, $lines die Zahl der Zeilen von K.
help-roll = R oder Leertaste würfelt. Der erste Wurf nimmt alle fünf Würfel, danach werden die nicht gehaltenen Würfel geworfen. Ein sofort wiederholtes R wird ignoriert, und wer eine Straße, ein Full House oder ein { $yahtzee } ohne gehaltene Würfel neu würfeln will, muss R ein zweites Mal drücken. Die Einstellung Wurfschutz schaltet beides ab.
help-hold-position = Die Tasten 1 bis 5 halten den Würfel an dieser Stelle oder geben ihn frei, oben auf der Tastatur oder auf dem Ziffernblock, ohne Umschalt, auf jeder Tastatur.
help-hold-value = Halten nach Augenzahl. Die Tasten 1 bis 6 halten einen weiteren Würfel mit dieser Zahl, und sind alle Würfel mit dieser Zahl gehalten, gibt dieselbe Taste sie alle frei. Ohne Umschalt, auf jeder Tastatur.
help-boxes = Pfeil hoch und runter gehen durch die Felder und sagen ihre Punkte. Pos1 und Ende springen zum ersten und letzten Feld. Die Eingabetaste trägt ins Feld ein.{ $order ->
    [forced] { " " }Hier werden die Felder der Reihe nach gefüllt, darum hält der Cursor nur auf dem Feld, das dran ist.
   *[free] { " " }Dein Zug beginnt auf deinem ersten freien Feld, oder dort, wo du den Cursor gelassen hast, wenn das Feld noch frei ist.
}
help-first-letter = Umschalt mit einem Buchstaben springt zum nächsten Feld, dessen Name damit beginnt, noch einmal drücken für das nächste. Buchstaben allein bleiben Befehle.
help-undo = U oder Strg+Z nimmt dein letztes Halten oder Eintragen zurück, solange seitdem nicht gewürfelt wurde. Drücke sie noch einmal, um weiter zurückzugehen.
help-review = D sagt deine Würfel an, C deinen Block, A die freien Felder mit ihren Punkten, B den Bonus im oberen Teil, S den Stand, T wer dran ist. O, dann Pfeil links und rechts, liest die Blöcke der anderen. K liest deinen Block für eine Braillezeile in { $lines ->
    [1] einer kurzen Zeile
    [2] zwei kurzen Zeilen
    [3] drei kurzen Zeilen
   *[other] { $lines } kurzen Zeilen
}.
help-win = W sagt deine Gewinnchance, allein die Chance, deinen Rekord zu schlagen.
help-hint = H gibt einen Tipp, drücke sie noch einmal für den nächstbesten Zug.
help-statistics = G sagt deine Statistik, die gespielten Partien, deinen Durchschnitt und deine besten Ergebnisse.
help-speech = X stoppt die Sprache. L wiederholt die letzte Meldung, Komma und Punkt gehen durch frühere Meldungen zurück und vor. V ändert, wie viel gesagt wird.
help-sounds = M schaltet die Klänge an und aus. F2 öffnet den Klangtest, jeder Klang mit seinem Namen.
help-computer = Während der Computer spielt, macht ihn die Leertaste schneller, R oder T sagt, was er bisher hat, F verkürzt seine Pause zwischen den Zügen und P verlängert sie.
help-online-chat = An einem Online-Tisch öffnet E eine Chatzeile.
help-online-mute = I schaltet den Chat dessen, der zuletzt schrieb, stumm oder wieder hörbar.
help-online-host = Der Gastgeber schließt den Tisch für alle mit N und entfernt einen Spieler mit J.
help-quit = Q beendet, nachdem du mit { confirm-yes } oder der Eingabetaste bestätigt hast.

# Die Regeln des Tisches, aus seinem Regelwerk. $box ist der Name eines Felds, $scored ist fixed
# ($points Punkte), all (alle fünf Würfel zählen) oder made (nur die Würfel, die das Feld bilden).
help-rules-upper = { $first } bis { $last } zählen jeweils die Würfel mit ihrer Zahl.
help-rules-alike = { $box }, { $count ->
    [2] zwei
    [3] drei
    [4] vier
   *[other] fünf
} Würfel mit derselben Zahl, { $scored ->
    [fixed] { $points } Punkte
    [all] zählt alle fünf Würfel
   *[made] zählt nur diese Würfel
}.
help-rules-two-pairs = { $box }, zwei Paare mit verschiedenen Zahlen, { $scored ->
    [fixed] { $points } Punkte
    [all] zählt alle fünf Würfel
   *[made] zählt nur diese vier Würfel
}.
help-rules-full-house = { $box }, drei mit einer Zahl und zwei mit einer anderen, { $scored ->
    [fixed] { $points } Punkte
    [all] zählt alle fünf Würfel
   *[made] zählt alle fünf Würfel
}.
help-rules-straight = { $box }, { $runs ->
    [one] jede Zahl von { $low } bis { $high } einmal
   *[any] { $length ->
        [4] vier
       *[other] fünf
    } beliebige Zahlen in Folge
}, { $scored ->
    [fixed] { $points } Punkte
   *[other] zählt alle fünf Würfel
}.
help-rules-chance = { $box }, beliebige Würfel, { $scored ->
    [fixed] { $points } Punkte
   *[other] zählt alle fünf Würfel
}.
help-rules-rounds = Die Partie hat { $rounds } Runden mit bis zu { $rolls } Würfen, und jede Runde füllt ein Feld mit den Punkten, die die Würfel dort geben, auch mit null. { $order ->
    [forced] Die Felder werden der Reihe nach gefüllt, von oben nach unten.
   *[free] Du wählst das Feld, in beliebiger Reihenfolge.
}
help-rules-bonus = { $threshold } Punkte oder mehr in den Feldern { $first } bis { $last } bringen einen Bonus von { $bonus }.
help-rules-yahtzee-bonus = Jedes weitere { $box } bringt einen Bonus von { $bonus }, sobald im Feld { $box } { $points } stehen.
help-rules-joker = { $joker ->
    [forced] Ein weiteres { $box } ist auch ein Joker. Es kommt in das obere Feld seiner Zahl, wenn es frei ist, sonst in ein freies unteres Feld, wo { $full } ihre vollen Punkte geben, sonst als Null in ein oberes Feld.
    [free] Ein weiteres { $box } ist auch ein Joker und darf in jedes freie Feld. Ist das obere Feld seiner Zahl schon gefüllt, geben { $full } damit ihre vollen Punkte.
   *[none] Es gibt keinen Joker und keinen Bonus für ein weiteres { $box }. Fünf Gleiche zählen nach der üblichen Regel des Felds, in das sie kommen.
}

# Tasten der anderen Modi. Nicht Teil der gesprochenen Hilfe, sie dienen docs/keys.md, und manche
# werden gesagt, wenn eine Taste dort nicht angenommen wird.
help-sound-test = Im Klangtest spielen Hoch und Runter jeden Klang und sagen seinen Namen, Pos1 und Ende springen zum ersten und letzten, Eingabe oder Leertaste spielen ihn noch einmal, Escape oder F2 geht zurück.
help-sound-volume = Im Klangtest machen Links und Rechts die Klänge leiser und lauter.
help-dice-entry = Mit echten Würfeln tippen 1 bis 6 den Wert jedes geworfenen Würfels, Rücktaste korrigiert, Eingabe bestätigt, Escape bricht ab.
help-confirm-zero = Bei einem Feld, das null Punkte gäbe, trägt Eingabe es beim zweiten Mal ein, jede andere Taste nicht.
help-confirm-quit = Beim Beenden beendet { confirm-yes } oder die Eingabetaste, und { confirm-no }, Escape oder jede andere Taste spielt weiter.
help-other-card = In den Blöcken der anderen wählen Links und Rechts einen Spieler, Umschalt mit einem Buchstaben den nächsten Spieler, dessen Name damit beginnt. Escape oder jede andere Taste geht zurück.
help-game-over = Am Ende spielt Strg+N noch einmal, { confirm-no } oder Q geht, und die Eingabetaste sagt das. Direkt nach dem Ende werden diese Tasten einen Moment lang nicht angenommen.
help-skill-review = Am Ende sagen Hoch und Runter, wie jeder gespielt hat, du zuerst, und Links und Rechts gehen durch die teuersten Entscheidungen dieses Spielers.
help-setup = In der Vorbereitung ändern Hoch und Runter, oder Links und Rechts, die Wahl. Eingabe bestätigt, Escape geht zurück, das Fragezeichen wiederholt die Frage.
help-setup-count = 1 bis 8 wählen die Zahl der Spieler direkt.
help-setup-name = Beim Benennen eines Spielers tippen Buchstaben den Namen, Rücktaste korrigiert, Eingabe bestätigt, Escape geht zurück.
help-setup-known-names = Beim Namen bieten Pfeil hoch und runter die Namen von Personen an, die schon gespielt haben, die letzte zuerst.
help-setup-quit = Q geht, außer während ein Name getippt wird.
help-setup-letter = In einer Auswahlliste, etwa Sprache, Regeln, Art des Spielers oder Stufe, springt ein Buchstabe zur nächsten Wahl, die damit beginnt, außer Q, das geht.
help-resume = Bei einer unterbrochenen Partie beim Start setzt { confirm-yes } oder die Eingabetaste sie fort, { confirm-no } oder Escape beginnt eine neue Partie, Q beendet.
help-online-lobby-move = In der Online-Lobby gehen Auf und Ab durch die öffentlichen Tische, dann die Einstellungen eines neuen Tisches, erstellen, per Code beitreten oder zuschauen, und wer in der Lobby ist.
help-online-lobby-change = Links und Rechts ändern den gewählten Wert.
help-online-lobby-enter = Eingabe setzt dich an den gewählten öffentlichen Tisch oder lässt dich zuschauen, wenn kein Platz frei ist, erstellt den Tisch oder fragt nach einem Code. Am Tisch vor dem Spiel startet die Eingabe des Gastgebers es.
help-online-code = Beim Tippen eines Codes die Ziffern, Rücktaste löscht, Eingabe tritt bei, Escape geht zurück.
help-online-lobby-table = T sagt den Code des Tisches und wer da ist.
help-online-chat-line = Tippe deine Zeile, Eingabe sendet, Escape bricht ab, Rücktaste löscht.
help-online-confirm-end = Beim Schließen des Tisches schließt { confirm-yes } oder Eingabe ihn, jede andere Taste spielt weiter.
help-online-remove = Beim Entfernen eines Spielers wählen Auf und Ab, Eingabe entfernt, Escape bricht ab.
help-resume-discard = Eine unterbrochene Partie beim Start, zweimal die Rücktaste verwirft sie endgültig.
help-online-chat-edit = Beim Schreiben einer Chatzeile lesen Links und Rechts sie Zeichen für Zeichen, Pos1 und Ende gehen an ihre Enden, Rücktaste und Entfernen löschen, F2 liest die ganze Zeile.
help-online-chat-history = Eckige Klammer auf und eckige Klammer zu blättern im gehörten Chat zurück und vor, beim Schreiben einer Chatzeile Auf und Ab.

# Issue 32: the lobby's own keys, leaving a table, what you missed.
help-lobby-chat = E öffnet eine Chatzeile, an alle in der Lobby, oder am Tisch an den Tisch.
help-lobby-leave = Am Tisch vor dem Spiel geht Escape zurück in die Lobby.
help-online-leave = An einem Online-Tisch geht Escape zurück in die Lobby, nach einer Bestätigung, wenn du in einem laufenden Spiel einen Platz hast.
help-online-missed = Z sagt ausführlich, was seit deinem letzten Zug passiert ist.

# Issue 32, Tische, die bleiben (ui.modes.between).
help-online-again = Fragt der Gastgeber, ob alle noch einmal spielen, spielt { confirm-yes } oder Eingabe noch einmal, { confirm-no } oder Escape gibt deinen Platz frei.
help-online-seats = Die Plätze des Gastgebers vor einem Spiel, Auf und Ab wählen einen Platz, Escape oder Eingabe geht zurück.
help-online-seats-level = Links und Rechts ändern die Stufe des gewählten Computers.
help-online-seats-add = A fügt einen Computer hinzu.
help-online-seats-drop = Entf oder Rücktaste entfernt den gewählten Computer oder freien Platz.
help-online-seats-open = O gibt den Platz des gewählten Computers für einen Menschen frei, und das S eines Zuschauers nimmt ihn.
help-online-seats-spectator = S zählt die Zuschauer auf: Eingabe setzt den gewählten auf den gewählten freien Platz oder Platz eines Computers.
help-online-spectators = Auf und Ab wählen einen Zuschauer, Eingabe setzt ihn auf den gewählten Platz, Escape geht zurück.
help-online-lobby-seats = C listet für den Gastgeber vor einem Spiel die Plätze, um Computer hinzuzufügen, zu entfernen und ihre Stufe einzustellen.
help-online-take-seat = S setzt einen Zuschauer vor einem Spiel auf einen freien Platz.
help-online-link = Strg+L kopiert den Link des Tisches für Freunde, die im Browser spielen, statt ihn vorzulesen.
help-online-ratings = R sagt deine Wertung und deinen Platz auf diesem Server, und die besten Spieler.
