# Die Hilfetaste (Fragezeichen oder F1): eine Meldung pro Tastengruppe, in der Reihenfolge, in der man sie braucht.
help-intro = Hilfe. Jede Taste bricht ab.
help-roll = R oder Leertaste würfelt. Der erste Wurf nimmt alle fünf Würfel; danach werden die nicht gehaltenen Würfel geworfen.
help-hold-position = Die Tasten 1 bis 5 halten den Würfel an dieser Stelle oder geben ihn frei.
help-hold-value = Halten nach Augenzahl: 1 bis 6 halten einen weiteren Würfel mit dieser Zahl; mit Umschalt geben sie einen frei.
help-boxes = Pfeil hoch und runter gehen durch die Felder und sagen ihre Punkte. Pos1 und Ende springen zum ersten und letzten Feld. Die Eingabetaste trägt ins Feld ein.
help-review = D sagt deine Würfel an, C deinen Block, A die freien Felder mit ihren Punkten, B den Bonus im oberen Teil, S den Stand, T wer dran ist. O, dann Pfeil links und rechts, liest die Blöcke der anderen.
help-hint = H gibt einen Tipp; drücke sie noch einmal für den nächstbesten Zug.
help-speech = X stoppt die Sprache. L wiederholt die letzte Meldung; Komma und Punkt gehen durch frühere Meldungen zurück und vor. V ändert, wie viel gesagt wird.
help-computer = Während der Computer spielt, macht ihn die Leertaste schneller; Plus und Minus ändern sein Tempo.
help-quit = Q beendet, nachdem du mit Y bestätigt hast.
