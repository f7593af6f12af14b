# Die Klangeffekte: ein- und ausschalten, ihre Lautstärke, der Hinweis, wenn sie nicht spielen
# können, und ihre Namen für den Klangtest in der Hilfe (einer je Klang aus talking_yahtzee.sound.Sound).
sound-on = Klänge an.
sound-off = Klänge aus.
sound-volume = Lautstärke der Klänge { NUMBER($percent, maximumFractionDigits: 0) } Prozent.
sound-output-failed = Klänge können nicht gespielt werden{ $reason ->
    [no-player] , es wurde kein Programm zum Abspielen gefunden
   *[other] , es wurde kein Audiogerät gefunden
}. Das Spiel geht ohne sie weiter.
sound-test = Klangtest. Jeder Klang mit seinem Namen.
sound-dice-rolled = Würfel geworfen, ein Klappern, länger bei mehr Würfeln.
sound-die-held = Würfel behalten, ein Klick nach oben.
sound-die-released = Würfel freigegeben, ein Klick nach unten.
sound-box-scored = Feld eingetragen, zwei Töne nach oben.
sound-zero-scored = Null eingetragen, zwei tiefe Töne nach unten.
sound-upper-bonus = Bonus im oberen Teil, vier schnelle steigende Töne.
sound-yahtzee = Yahtzee, eine Fanfare.
sound-yahtzee-bonus = Yahtzee-Bonus, eine höhere Fanfare mit einem Funkeln.
sound-your-turn = Du bist dran, eine helle Glocke nach oben.
sound-other-turn = Jemand anderes ist dran, ein weicher tiefer Ton.
sound-refusal = Nicht möglich, zwei kurze tiefe Töne.
sound-list-top = Anfang einer Liste, ein hoher Stoß.
sound-list-bottom = Ende einer Liste, ein tiefer dumpfer Schlag.
sound-thinking = Nachdenken, ein leises Ticken.
sound-game-won = Du hast gewonnen, eine steigende Melodie.
sound-game-lost = Spiel verloren, eine fallende Melodie.
