# De hulptoets (vraagteken of F1): één bericht per groep toetsen, in de volgorde waarin je ze nodig hebt.
help-intro = Hulp. Elke toets stopt dit.
help-roll = R of spatie gooit. De eerste worp neemt alle vijf stenen; latere worpen gooien de stenen die je niet vasthoudt.
help-hold-position = 1 tot 5 houden steen 1 tot 5 vast of laten hem los.
help-hold-value = Vasthouden op waarde: 1 tot 6 houden nog een steen met dat getal vast; Shift met het getal laat er een los.
help-boxes = Pijl omhoog en omlaag lopen door de vakken en noemen hun punten. Home en End springen naar het eerste en laatste vak. Enter vult het vak in.
help-review = D noemt je stenen, C je scoreblok, A de open vakken met hun punten, B de bonus bovenin, S de stand, T wie er aan de beurt is. O, dan pijl links en rechts, leest de blokken van de anderen.
help-hint = H geeft een tip; druk nog eens voor de op een na beste zet.
help-speech = X stopt de spraak. L herhaalt het laatste bericht; komma en punt gaan terug en vooruit door eerdere berichten. V verandert hoeveel er gezegd wordt.
help-computer = Terwijl de computer speelt, versnelt spatie hem; plus en min veranderen zijn tempo.
help-quit = Q stopt, nadat je met Y bevestigt.
help-undo = U of Ctrl+Z maakt je laatste vasthouden of invullen ongedaan, zolang er sindsdien niet gegooid is; druk nog eens om verder terug te gaan.
help-statistics = G zegt je statistieken: gespeelde spellen, gemiddelde, beste scores, Yahtzees.
help-resume = Een onafgemaakt spel bij het starten: Y speelt het verder, N begint een nieuw spel, Q stopt.
