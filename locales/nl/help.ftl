# De helptoets (vraagteken of F1): een korte inhoud, dan een pagina per onderwerp. Elke pagina moet
# in een terminal van 80 bij 24 passen (tests/ui/test_help.py), dus korte regels. Alleen komma's en
# punten: daar pauzeren schermlezers, maar dubbele punten, puntkomma's, streepjes en haakjes lezen
# ze voor. $rules is de naam van de regels, $pages het aantal pagina's.
help-key = Vraagteken of F1 opent de hulp, een pagina per keer.
help-index = Hulp voor { $rules }, in { $pages } pagina's.
help-index-topic = Pagina { $page }, { $topic }.
help-pages = In de hulp gaan spatie, pijl omlaag of vraagteken naar de volgende pagina, pijl omhoog naar de vorige, en een cijfer van 1 tot { $pages } opent die pagina. Escape gaat terug naar het spel, en elke andere toets gaat terug en doet daar zijn werk.
help-page = Hulp, pagina { $page } van { $pages }, { $topic }.
help-end = Einde van de hulp. Home gaat naar de eerste pagina, Escape terug naar het spel.
help-topic-turn = gooien en vasthouden
help-topic-boxes = een vak kiezen
help-topic-scoring = de punten van de vakken, { $rules }
help-topic-card = beurten en bonussen
help-topic-review = vragen over het spel
help-topic-speech = spraak en geluiden
help-topic-more = andere toetsen

# De toetsen van het spel. $yahtzee is de naam van het vak voor vijf gelijke, $order is forced als
# de vakken op volgorde gevuld worden, $lines hoeveel regels K geeft.
help-roll = R of spatie gooit. De eerste worp neemt alle vijf stenen, latere worpen gooien de stenen die je niet vasthoudt. Een R die meteen nog eens wordt ingedrukt, telt niet, en een straat, full house of { $yahtzee } weggooien zonder iets vast te houden vraagt om een tweede R. De instelling worpbeveiliging zet beide uit.
help-hold-position = 1 tot 5 houden steen 1 tot 5 vast of laten hem los, op de cijferrij of het numerieke toetsenblok, zonder Shift, op elk toetsenbord.
help-hold-value = Vasthouden op waarde. De toetsen 1 tot 6 houden nog een steen met dat getal vast, en als alle stenen met dat getal vastgehouden worden, laat dezelfde toets ze allemaal los. Zonder Shift, op elk toetsenbord.
help-boxes = Pijl omhoog en omlaag lopen door de vakken en noemen hun punten. Home en End springen naar het eerste en laatste vak. Enter vult het vak in.{ $order ->
    [forced] { " " }Hier worden de vakken op volgorde gevuld, dus de cursor stopt alleen op het vak dat aan de beurt is.
   *[free] { " " }Je beurt begint op je eerste open vak, of waar je de cursor liet als dat vak nog open is.
}
help-first-letter = Shift met een letter gaat naar het volgende vak waarvan de naam ermee begint, druk nog eens voor het volgende. Letters zonder Shift blijven opdrachten.
help-undo = U of Ctrl+Z maakt je laatste vasthouden of invullen ongedaan, zolang er sindsdien niet gegooid is. Druk nog eens om verder terug te gaan.
help-review = D noemt je stenen, C je scoreblok, A de open vakken met hun punten, B de bonus bovenin, S de stand, T wie er aan de beurt is. O, dan pijl links en rechts, leest de blokken van de anderen. K leest je scoreblok voor een brailleleesregel in { $lines ->
    [1] één korte regel
    [2] twee korte regels
    [3] drie korte regels
   *[other] { $lines } korte regels
}.
help-win = W zegt je kans om te winnen, of alleen, je kans om je beste score te verbeteren.
help-hint = H geeft een tip, druk nog eens voor de op een na beste zet.
help-statistics = G zegt je statistieken, de gespeelde spellen, je gemiddelde en je beste scores.
help-speech = X stopt de spraak. L herhaalt het laatste bericht, komma en punt gaan terug en vooruit door eerdere berichten. V verandert hoeveel er gezegd wordt.
help-sounds = M zet de geluiden aan en uit. F2 opent de geluidstest, elk geluid met zijn naam.
help-computer = Terwijl de computer speelt, versnelt spatie hem, R of T zegt wat hij tot nu toe heeft, F verkort zijn pauze tussen de zetten en P verlengt die.
help-online-chat = Aan een online tafel opent E een chatregel.
help-online-mute = I dempt, of laat weer horen, wie het laatst chatte.
help-online-host = De gastheer sluit de tafel voor iedereen met N, en verwijdert een speler met J.
help-quit = Q stopt, nadat je met { confirm-yes } of Enter bevestigt.

# De regels van de tafel, gelezen uit haar regels. $box is de naam van een vak, $scored is fixed
# ($points punten), all (alle vijf stenen tellen) of made (alleen de stenen die het vak vormen).
help-rules-upper = Van { $first } tot { $last } telt elk vak de stenen met zijn getal.
help-rules-alike = { $box }, { $count ->
    [2] twee
    [3] drie
    [4] vier
   *[other] vijf
} stenen met hetzelfde getal, { $scored ->
    [fixed] { $points } punten
    [all] telt alle vijf stenen
   *[made] telt alleen die stenen
}.
help-rules-two-pairs = { $box }, twee paren van verschillende getallen, { $scored ->
    [fixed] { $points } punten
    [all] telt alle vijf stenen
   *[made] telt alleen die vier stenen
}.
help-rules-full-house = { $box }, drie van het ene getal en twee van een ander, { $scored ->
    [fixed] { $points } punten
    [all] telt alle vijf stenen
   *[made] telt alle vijf stenen
}.
help-rules-straight = { $box }, { $runs ->
    [one] van elk getal van { $low } tot { $high } één steen
   *[any] { $length ->
        [4] vier
       *[other] vijf
    } willekeurige getallen op een rij
}, { $scored ->
    [fixed] { $points } punten
   *[other] telt alle vijf stenen
}.
help-rules-chance = { $box }, willekeurige stenen, { $scored ->
    [fixed] { $points } punten
   *[other] telt alle vijf stenen
}.
help-rules-rounds = Het spel heeft { $rounds } beurten van hoogstens { $rolls } worpen, en elke beurt vult één vak met de punten die de stenen daar geven, ook nul. { $order ->
    [forced] De vakken worden op volgorde gevuld, van boven naar beneden.
   *[free] Je kiest zelf het vak, in elke volgorde.
}
help-rules-bonus = { $threshold } punten of meer in de vakken { $first } tot { $last } geven een bonus van { $bonus }.
help-rules-yahtzee-bonus = Elke volgende { $box } geeft een bonus van { $bonus }, zodra er { $points } in het vak { $box } staat.
help-rules-joker = { $joker ->
    [forced] Een volgende { $box } is ook een joker. Hij gaat in het bovenste vak van zijn getal als dat open is, anders in een open vak onderin, waar { $full } hun volle punten geven, anders als nul in een vak bovenin.
    [free] Een volgende { $box } is ook een joker en mag in elk open vak. Zodra het bovenste vak van zijn getal gevuld is, geven { $full } ermee hun volle punten.
   *[none] Er is geen joker en geen bonus voor nog een { $box }. Vijf gelijke tellen volgens de gewone regel van het vak waar ze in gaan.
}

# Toetsen van de andere standen. Geen deel van de gesproken hulp, ze dienen docs/keys.md, en
# sommige worden gezegd als een toets daar niet wordt aangenomen.
help-sound-test = In de geluidstest spelen Omhoog en Omlaag elk geluid en zeggen zijn naam, Home en End springen naar het eerste en het laatste, Enter of Spatie speelt het opnieuw, Escape of F2 gaat terug.
help-sound-volume = In de geluidstest zetten Links en Rechts de geluiden zachter en harder.
help-dice-entry = Met echte stenen typen 1 tot 6 de waarde van elke gegooide steen, Backspace verbetert, Enter bevestigt, Escape annuleert.
help-confirm-zero = Bij een vak dat nul zou opleveren, vult nog eens Enter het in, elke andere toets niet.
help-confirm-quit = Bij stoppen stopt { confirm-yes } of Enter, en { confirm-no }, Escape of een andere toets speelt door.
help-other-card = In de blokken van de anderen kiezen pijl links en rechts een speler, Shift met een letter de volgende speler wiens naam ermee begint. Escape, of elke andere toets, gaat terug.
help-game-over = Aan het eind speelt Ctrl+N opnieuw, { confirm-no } of Q stopt, en Enter zegt dit nog eens. Vlak na het einde worden deze toetsen even niet aangenomen.
help-skill-review = Aan het eind zeggen pijl omhoog en omlaag hoe ieder gespeeld heeft, jij eerst, en pijl links en rechts lopen door de duurste keuzes van die speler.
help-setup = In de voorbereiding veranderen pijl omhoog en omlaag, of links en rechts, de keuze. Enter bevestigt, Escape gaat terug, het vraagteken herhaalt de vraag.
help-setup-count = 1 tot 8 kiezen direct het aantal spelers.
help-setup-name = Bij het geven van een naam typen letters de naam, Backspace verbetert, Enter bevestigt, Escape gaat terug.
help-setup-known-names = Bij een naam bieden Omhoog en Omlaag de namen van wie al gespeeld heeft, de meest recente eerst.
help-setup-quit = Q stopt, behalve tijdens het typen van een naam.
help-setup-letter = In een keuzelijst, zoals taal, regels, soort speler of niveau, gaat een letter naar de volgende keuze die ermee begint, behalve Q, die stopt.
help-resume = Bij een onafgemaakt spel bij het starten speelt { confirm-yes } of Enter het verder, { confirm-no } of Escape begint een nieuw spel, Q stopt.
help-online-lobby-move = In de online lobby gaan Omhoog en Omlaag door de openbare tafels, dan de instellingen van een nieuwe tafel, maken, aanschuiven of meekijken met een code, en wie er in de lobby is.
help-online-lobby-change = Links en Rechts wijzigen de gekozen waarde.
help-online-lobby-enter = Enter zet je aan de gekozen openbare tafel, of laat je meekijken als er geen plaats vrij is, maakt de tafel of vraagt een code. Aan een tafel voor het spel start de Enter van de gastheer het.
help-online-code = Bij het typen van een code de cijfers, Backspace wist, Enter gaat naar de tafel, Escape gaat terug.
help-online-lobby-table = T zegt de code van de tafel en wie er is.
help-online-chat-line = Typ je regel, Enter verstuurt, Escape annuleert, Backspace wist.
help-online-confirm-end = Bij het sluiten van de tafel sluit { confirm-yes } of Enter hem, elke andere toets speelt verder.
help-online-remove = Bij het verwijderen van een speler kiezen Omhoog en Omlaag, Enter verwijdert, Escape annuleert.
help-resume-discard = Een onafgemaakt spel bij het starten, twee keer Backspace verwijdert het voorgoed.
help-online-chat-edit = Bij het typen van een chatregel lezen Links en Rechts hem letter voor letter, Home en End gaan naar de uiteinden, Backspace en Delete wissen, F2 leest de hele regel.
help-online-chat-history = Vierkant haakje openen en vierkant haakje sluiten gaan terug en vooruit door de gehoorde chat, Omhoog en Omlaag bij het typen van een chatregel.

# Issue 32: the lobby's own keys, leaving a table, what you missed.
help-lobby-chat = E opent een chatregel, voor iedereen in de lobby, of aan een tafel voor de tafel.
help-lobby-leave = Aan een tafel voor het spel gaat Escape terug naar de lobby.
help-online-leave = Aan een online tafel gaat Escape terug naar de lobby, na een bevestiging als je een plaats hebt in een lopend spel.
help-online-missed = Z vertelt uitgebreid wat er sinds je laatste zet is gebeurd.

# Issue 32, tafels die blijven (ui.modes.between).
help-online-again = Vraagt de gastheer nog een keer te spelen, dan speelt { confirm-yes } of Enter nog een keer, { confirm-no } of Escape geeft je plaats op.
help-online-seats = De plaatsen van de gastheer voor een spel, Omhoog en Omlaag kiezen een plaats, Escape of Enter gaat terug.
help-online-seats-level = Links en Rechts veranderen het niveau van de gekozen computer.
help-online-seats-add = A voegt een computer toe.
help-online-seats-drop = Delete of Backspace haalt de gekozen computer of vrije plaats weg.
help-online-seats-open = O maakt de plaats van de gekozen computer vrij voor een mens, en de S van een toeschouwer neemt hem.
help-online-seats-spectator = S somt de toeschouwers op: Enter zet de gekozene op de gekozen vrije plaats of plaats van een computer.
help-online-spectators = Omhoog en Omlaag kiezen een toeschouwer, Enter zet die op de gekozen plaats, Escape gaat terug.
help-online-lobby-seats = C noemt voor de gastheer voor een spel de plaatsen, om computers toe te voegen of weg te halen en hun niveau in te stellen.
help-online-take-seat = S geeft een toeschouwer voor een spel een vrije plaats.
help-online-link = Ctrl+L kopieert de link van de tafel voor vrienden die in een browser spelen, in plaats van hem voor te lezen.
help-online-ratings = R zegt je rating en plaats op deze server, en de beste spelers.
