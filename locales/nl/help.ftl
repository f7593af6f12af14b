# De hulptoets (vraagteken of F1): één bericht per groep toetsen, in de volgorde waarin je ze nodig hebt.
help-intro = Hulp. Elke toets stopt dit.
help-roll = R of spatie gooit. De eerste worp neemt alle vijf stenen; latere worpen gooien de stenen die je niet vasthoudt.
help-hold-position = 1 tot 5 houden steen 1 tot 5 vast of laten hem los.
help-hold-value = Vasthouden op waarde: 1 tot 6 houden nog een steen met dat getal vast; Shift met het getal laat er een los.
help-boxes = Pijl omhoog en omlaag lopen door de vakken en noemen hun punten. Home en End springen naar het eerste en laatste vak. Enter vult het vak in.
help-review = D noemt je stenen, C je scoreblok, A de open vakken met hun punten, B de bonus bovenin, S de stand, T wie er aan de beurt is. O, dan pijl links en rechts, leest de blokken van de anderen. K leest je scoreblok in twee korte regels voor een brailleleesregel.
help-hint = H geeft een tip; druk nog eens voor de op een na beste zet.
help-speech = X stopt de spraak. L herhaalt het laatste bericht; komma en punt gaan terug en vooruit door eerdere berichten. V verandert hoeveel er gezegd wordt.
help-sounds = M zet de geluiden aan en uit. F2 opent de geluidstest: elk geluid met zijn naam.
help-computer = Terwijl de computer speelt, versnelt spatie hem; plus en min veranderen zijn tempo.
help-quit = Q stopt, nadat je met Y bevestigt.
help-sound-test = Geluidstest: Omhoog en Omlaag spelen elk geluid en zeggen zijn naam; Home en End springen naar het eerste en het laatste; Enter of Spatie speelt het opnieuw; Escape of F2 gaat terug.
help-sound-volume = Geluidstest: Links en Rechts zetten de geluiden zachter en harder.
# Toetsen van de andere standen; geen deel van de gesproken hulp, ze dienen docs/keys.md.
help-dice-entry = Met echte dobbelstenen: 1 tot 6 typen de waarde van elke gegooide steen, Backspace verbetert, Enter bevestigt, Escape annuleert.
help-confirm-zero = Een vak dat nul zou opleveren: nog eens Enter vult het in; elke andere toets niet.
help-confirm-quit = Stoppen: Y stopt; elke andere toets speelt door.
help-other-card = Blokken van de anderen: pijl links en rechts kiezen een speler; Escape, of elke andere toets, gaat terug.
help-game-over = Aan het eind: Y speelt opnieuw, N of Q stopt.
help-coach-review = Aan het eind, met de coach: pijl links en rechts lopen door je duurste keuzes.
help-setup = Voorbereiding: pijl omhoog en omlaag, of links en rechts, veranderen de keuze; Enter bevestigt; Escape gaat terug; het vraagteken herhaalt de vraag.
help-setup-count = 1 tot 8 kiezen direct het aantal spelers.
help-setup-name = Een speler een naam geven: letters typen de naam, Backspace verbetert, Enter bevestigt, Escape gaat terug.
help-setup-quit = Q stopt, behalve tijdens het typen van een naam.
help-undo = U of Ctrl+Z maakt je laatste vasthouden of invullen ongedaan, zolang er sindsdien niet gegooid is; druk nog eens om verder terug te gaan.
help-statistics = G zegt je statistieken: gespeelde spellen, gemiddelde, beste scores, Yahtzees.
help-resume = Een onafgemaakt spel bij het starten: Y speelt het verder, N begint een nieuw spel, Q stopt.
