# Die Hilfetaste (Fragezeichen oder F1): eine Meldung pro Tastengruppe, in der Reihenfolge, in der man sie braucht.
help-intro = Hilfe. Jede Taste bricht ab.
help-roll = R oder Leertaste würfelt. Der erste Wurf nimmt alle fünf Würfel; danach werden die nicht gehaltenen Würfel geworfen.
help-hold-position = Die Tasten 1 bis 5 halten den Würfel an dieser Stelle oder geben ihn frei.
help-hold-value = Halten nach Augenzahl: die Tasten 1 bis 6 halten einen weiteren Würfel mit dieser Zahl; sind alle Würfel mit dieser Zahl gehalten, gibt dieselbe Taste sie alle frei. Ohne Umschalt, auf jeder Tastatur.
help-boxes = Pfeil hoch und runter gehen durch die Felder und sagen ihre Punkte. Pos1 und Ende springen zum ersten und letzten Feld. Die Eingabetaste trägt ins Feld ein.
help-review = D sagt deine Würfel an, C deinen Block, A die freien Felder mit ihren Punkten, B den Bonus im oberen Teil, S den Stand, T wer dran ist. O, dann Pfeil links und rechts, liest die Blöcke der anderen.
help-hint = H gibt einen Tipp; drücke sie noch einmal für den nächstbesten Zug.
help-speech = X stoppt die Sprache. L wiederholt die letzte Meldung; Komma und Punkt gehen durch frühere Meldungen zurück und vor. V ändert, wie viel gesagt wird.
help-computer = Während der Computer spielt, macht ihn die Leertaste schneller; F verkürzt seine Pause zwischen den Zügen, P verlängert sie.
help-quit = Q beendet, nachdem du mit { confirm-yes } oder der Eingabetaste bestätigt hast.
# Tasten der anderen Modi; nicht Teil der gesprochenen Hilfe, sie dienen docs/keys.md.
help-dice-entry = Mit echten Würfeln: 1 bis 6 tippen den Wert jedes geworfenen Würfels, Rücktaste korrigiert, Eingabe bestätigt, Escape bricht ab.
help-confirm-zero = Ein Feld, das null Punkte gäbe: Eingabe noch einmal trägt es ein; jede andere Taste nicht.
help-confirm-quit = Beenden: { confirm-yes } oder die Eingabetaste beendet; { confirm-no }, Escape oder jede andere Taste spielt weiter.
help-other-card = Blöcke der anderen: Links und Rechts wählen einen Spieler, Umschalt mit einem Buchstaben den nächsten Spieler, dessen Name damit beginnt; Escape oder jede andere Taste geht zurück.
help-game-over = Am Ende: die Eingabetaste spielt noch einmal, { confirm-no } oder Q geht.
help-coach-review = Am Ende, mit dem Trainer: Links und Rechts gehen durch deine teuersten Entscheidungen.
help-setup = Vorbereitung: Hoch und Runter, oder Links und Rechts, ändern die Wahl; Eingabe bestätigt; Escape geht zurück; das Fragezeichen wiederholt die Frage.
help-setup-count = 1 bis 8 wählen die Zahl der Spieler direkt.
help-setup-name = Beim Benennen eines Spielers: Buchstaben tippen den Namen, Rücktaste korrigiert, Eingabe bestätigt, Escape geht zurück.
help-setup-quit = Q geht, außer während ein Name getippt wird.
help-first-letter = Umschalt mit einem Buchstaben springt zum nächsten Feld, dessen Name damit beginnt; noch einmal drücken für das nächste. Buchstaben allein bleiben Befehle.
help-setup-letter = In einer Auswahlliste (Sprache, Art des Spielers, Stufe) springt ein Buchstabe zur nächsten Wahl, die damit beginnt, außer Q, das geht.
