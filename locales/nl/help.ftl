# De hulptoets (vraagteken of F1): één bericht per groep toetsen, in de volgorde waarin je ze nodig hebt.
help-intro = Hulp. Elke toets stopt dit.
help-roll = R of spatie gooit. De eerste worp neemt alle vijf stenen; latere worpen gooien de stenen die je niet vasthoudt.
help-hold-position = 1 tot 5 houden steen 1 tot 5 vast of laten hem los.
help-hold-value = Vasthouden op waarde: de toetsen 1 tot 6 houden nog een steen met dat getal vast; als alle stenen met dat getal vastgehouden worden, laat dezelfde toets ze allemaal los. Zonder Shift, op elk toetsenbord.
help-boxes = Pijl omhoog en omlaag lopen door de vakken en noemen hun punten. Home en End springen naar het eerste en laatste vak. Enter vult het vak in.
help-review = D noemt je stenen, C je scoreblok, A de open vakken met hun punten, B de bonus bovenin, S de stand, T wie er aan de beurt is. O, dan pijl links en rechts, leest de blokken van de anderen.
help-hint = H geeft een tip; druk nog eens voor de op een na beste zet.
help-speech = X stopt de spraak. L herhaalt het laatste bericht; komma en punt gaan terug en vooruit door eerdere berichten. V verandert hoeveel er gezegd wordt.
help-computer = Terwijl de computer speelt, versnelt spatie hem; F verkort zijn pauze tussen de zetten, P verlengt die.
help-quit = Q stopt, nadat je met { confirm-yes } of Enter bevestigt.
help-confirm-quit = Stoppen: { confirm-yes } of Enter stopt; { confirm-no }, Escape of een andere toets speelt door.
help-game-over = Aan het eind: Enter speelt opnieuw, { confirm-no } of Q stopt.
help-first-letter = Shift met een letter gaat naar het volgende vak waarvan de naam ermee begint; druk nog eens voor het volgende. Letters zonder Shift blijven opdrachten.
help-setup-letter = In een keuzelijst (taal, soort speler, niveau) gaat een letter naar de volgende keuze die ermee begint, behalve Q, die stopt.
