# Hjælpetasten (spørgsmålstegn eller F1): en kort oversigt, derefter en side pr. emne. Hver side skal
# kunne være i en terminal på 80 gange 24 (tests/ui/test_help.py), så korte linjer. Kun kommaer og
# punktummer: der holder skærmlæsere pause, men koloner, semikoloner, tankestreger og parenteser
# læser de højt. $rules er reglernes navn, $pages antallet af sider.
help-key = Spørgsmålstegn eller F1 åbner hjælpen, en side ad gangen.
help-index = Hjælp til { $rules }, { $pages } sider.
help-index-topic = Side { $page }, { $topic }.
help-pages = I hjælpen går mellemrum, pil ned eller spørgsmålstegn til næste side, pil op til den forrige, og et tal fra 1 til { $pages } åbner den side. Escape går tilbage til spillet, og enhver anden tast går tilbage og gør sit arbejde der.
help-page = Hjælp, side { $page } af { $pages }, { $topic }.
help-end = Slut på hjælpen. Home går til første side, Escape tilbage til spillet.
help-topic-turn = slå og holde terninger
help-topic-boxes = vælge et felt
help-topic-scoring = feltenes point, { $rules }
help-topic-card = runder og bonus
help-topic-review = spørge om spillet
help-topic-speech = tale og lyde
help-topic-more = flere taster

# Tasterne i spillet. $yahtzee er navnet på feltet for fem ens, $order er forced, når felterne
# udfyldes i rækkefølge, $lines hvor mange linjer K giver.
help-roll = R eller mellemrum slår. Første slag tager alle fem terninger, senere slag slår de terninger, du ikke holder. Et R, der trykkes igen med det samme, ignoreres, og hvis du vil slå en straight, et fuldt hus eller en { $yahtzee } væk, som du ikke holder, skal du trykke R en gang til. Indstillingen slagbeskyttelse slår begge dele fra.
help-hold-position = 1 til 5 holder eller slipper terning 1 til 5, på talrækken eller det numeriske tastatur, uden Skift, på alle tastaturer.
help-hold-value = Hold efter værdi. Tasterne 1 til 6 holder en terning mere, der viser det tal, og når alle terninger med det tal er holdt, slipper samme tast dem alle. Uden Skift, på alle tastaturer.
help-boxes = Pil op og ned går gennem felterne og siger deres point. Home og End springer til første og sidste felt. Enter udfylder feltet.{ $order ->
    [forced] { " " }Her udfyldes felterne i rækkefølge, så markøren standser kun på det felt, der skal udfyldes.
   *[free] { " " }Din tur starter på dit første ledige felt, eller hvor du efterlod markøren, hvis feltet stadig er ledigt.
}
help-first-letter = Skift med et bogstav går til det næste felt, hvis navn begynder med det, tryk igen for det næste igen. Bogstaver uden Skift er stadig kommandoer.
help-undo = U eller Ctrl+Z fortryder den sidste terning, du holdt, eller de sidste point, du skrev, så længe der ikke er slået siden. Tryk igen for at gå længere tilbage.
help-review = D siger dine terninger, C din blok, A de ledige felter med deres point, B bonus i øvre del, S stillingen, T hvis tur det er. O, og derefter venstre og højre pil, læser de andre spilleres blokke. K læser din blok til et punktskriftdisplay på { $lines ->
    [1] én kort linje
    [2] to korte linjer
    [3] tre korte linjer
   *[other] { $lines } korte linjer
}.
help-win = W siger din chance for at vinde, eller alene, chancen for at slå din rekord.
help-hint = H giver et tip, tryk igen for det næstbedste træk.
help-statistics = G siger din statistik, spillede spil, dit gennemsnit og dine bedste resultater.
help-speech = X stopper talen. L gentager den sidste besked, komma og punktum går tilbage og frem gennem tidligere beskeder. V ændrer, hvor meget der bliver sagt.
help-sounds = M slår lydene til og fra. F2 åbner lydtesten, hver lyd med sit navn.
help-computer = Mens computeren spiller, skynder mellemrum på den, R eller T siger, hvad den har indtil nu, F forkorter dens pause mellem trækkene, og P forlænger den.
help-online-chat = Ved et bord på nettet åbner E en chatlinje.
help-online-mute = I slår chatten fra, eller til igen, for den, der chattede sidst.
help-online-host = Værten lukker bordet for alle med N og fjerner en spiller med J.
help-quit = Q afslutter, når du har bekræftet med { confirm-yes } eller Enter.

# Bordets regler, læst ud af dets regelsæt. $box er et felts navn, $scored er fixed ($points point),
# all (alle fem terninger tæller) eller made (kun de terninger, der danner feltet, tæller).
help-rules-upper = { $first } til { $last } tæller hver især de terninger, der viser feltets tal.
help-rules-alike = { $box }, { $count ->
    [2] to
    [3] tre
    [4] fire
   *[other] fem
} terninger med samme tal, { $scored ->
    [fixed] { $points } point
    [all] tæller alle fem terninger
   *[made] tæller kun de terninger
}.
help-rules-two-pairs = { $box }, to par med forskellige tal, { $scored ->
    [fixed] { $points } point
    [all] tæller alle fem terninger
   *[made] tæller kun de fire terninger
}.
help-rules-full-house = { $box }, tre med ét tal og to med et andet, { $scored ->
    [fixed] { $points } point
    [all] tæller alle fem terninger
   *[made] tæller alle fem terninger
}.
help-rules-straight = { $box }, { $runs ->
    [one] én af hvert tal fra { $low } til { $high }
   *[any] hvilke som helst { $length ->
        [4] fire
       *[other] fem
    } tal i træk
}, { $scored ->
    [fixed] { $points } point
   *[other] tæller alle fem terninger
}.
help-rules-chance = { $box }, hvilke som helst terninger, { $scored ->
    [fixed] { $points } point
   *[other] tæller alle fem terninger
}.
help-rules-rounds = Spillet har { $rounds } runder med op til { $rolls } slag, og hver runde udfylder ét felt med de point, terningerne giver der, også nul. { $order ->
    [forced] Felterne udfyldes i rækkefølge, oppefra og ned.
   *[free] Du vælger feltet, i den rækkefølge du vil.
}
help-rules-bonus = { $threshold } point eller mere i felterne { $first } til { $last } giver { $bonus } point i bonus.
help-rules-yahtzee-bonus = Hver yderligere { $box } giver { $bonus } point i bonus, når feltet { $box } har { $points }.
help-rules-joker = { $joker ->
    [forced] En yderligere { $box } er også en joker. Den skal i det øvre felt for sit tal, hvis det er ledigt, ellers i et ledigt felt i nedre del, hvor { $full } giver fulde point, ellers som nul i et øvre felt.
    [free] En yderligere { $box } er også en joker og må gå i et hvilket som helst ledigt felt. Når det øvre felt for dens tal er udfyldt, giver { $full } fulde point med den.
   *[none] Der er ingen joker og ingen bonus for endnu en { $box }. Fem ens tæller efter den sædvanlige regel for det felt, de kommer i.
}

# Taster i de andre tilstande. Ikke en del af den talte hjælp, de bruges af docs/keys.md, og nogle
# siges, når en tast ikke tages imod der.
help-sound-test = I lydtesten afspiller op og ned hver lyd og siger dens navn, Home og End springer til den første og den sidste, Enter eller mellemrum afspiller den igen, Escape eller F2 går tilbage.
help-sound-volume = I lydtesten skruer venstre og højre ned og op for lydstyrken.
help-dice-entry = Med rigtige terninger skriver 1 til 6 værdien af hver slået terning, Backspace retter, Enter godkender, Escape annullerer.
help-confirm-zero = For et felt, der ville give nul, udfylder Enter igen det, alle andre taster gør ikke.
help-confirm-quit = Når du afslutter, afslutter { confirm-yes } eller Enter, og { confirm-no }, Escape eller enhver anden tast spiller videre.
help-other-card = I de andre spilleres blokke vælger venstre og højre pil en spiller, Skift med et bogstav den næste spiller, hvis navn begynder med det. Escape eller enhver anden tast går tilbage.
help-game-over = Til sidst spiller Ctrl+N igen, { confirm-no } eller Q afslutter, og Enter minder om det. Lige efter slutningen ignoreres disse taster et øjeblik.
help-skill-review = Til sidst siger pil op og ned, hvordan hver spiller spillede, du først, og venstre og højre pil går gennem den spillers dyreste valg.
help-setup = I opsætningen ændrer pil op og ned, eller venstre og højre, valget. Enter godkender, Escape går tilbage, spørgsmålstegn gentager spørgsmålet.
help-setup-count = 1 til 8 vælger antallet af spillere direkte.
help-setup-name = Når du navngiver en spiller, skriver bogstaver navnet, Backspace retter, Enter godkender, Escape går tilbage.
help-setup-known-names = Når du skriver et navn, foreslår Op og Ned navnene på dem, der har spillet, den seneste først.
help-setup-quit = Q afslutter, undtagen mens du skriver et navn.
help-setup-letter = I en liste med valg, som sprog, regler, slags spiller eller niveau, går et bogstav til det næste valg, der begynder med det, undtagen Q, som afslutter.
help-resume = Med et uafsluttet spil ved start fortsætter { confirm-yes } eller Enter det, { confirm-no } eller Escape starter et nyt spil, Q afslutter.
help-online-lobby-move = I onlinelobbyen går Op og Ned gennem de offentlige borde, derefter indstillingerne for et nyt bord, opret, sæt dig eller se med via kode, og hvem der er i lobbyen.
help-online-lobby-change = Venstre og Højre ændrer den valgte værdi.
help-online-lobby-enter = Enter sætter dig ved det valgte offentlige bord, eller ser med, når ingen plads er ledig, opretter bordet eller spørger om en kode. Ved et bord før spillet starter værtens Enter det.
help-online-code = Når du skriver en kode, cifrene, Backspace sletter, Enter sætter dig ved bordet, Escape går tilbage.
help-online-lobby-table = T siger bordets kode og hvem der er her.
help-online-chat-line = Skriv din linje, Enter sender, Escape annullerer, Backspace sletter.
help-online-confirm-end = Når du lukker bordet, lukker { confirm-yes } eller Enter det, enhver anden tast spiller videre.
help-online-remove = Når du fjerner en spiller, vælger Op og Ned, Enter fjerner, Escape annullerer.
help-resume-discard = Et uafsluttet spil ved start, Tilbage-tasten to gange sletter det for altid.
help-online-chat-edit = Mens du skriver en chatlinje, læser Venstre og Højre den tegn for tegn, Home og End går til enderne, Tilbage og Delete sletter, F2 læser hele linjen.
help-online-chat-history = Venstre kantet parentes og højre kantet parentes går tilbage og frem gennem den hørte chat, Op og Ned mens du skriver en chatlinje.

# Issue 32: the lobby's own keys, leaving a table, what you missed.
help-lobby-chat = E åbner en chatlinje, til alle i lobbyen, eller ved et bord til bordet.
help-lobby-leave = Ved et bord før spillet går Escape tilbage til lobbyen.
help-online-leave = Ved et bord på nettet går Escape tilbage til lobbyen, efter en bekræftelse, hvis du har en plads i et igangværende spil.
help-online-missed = Z fortæller udførligt, hvad der er sket siden dit sidste træk.

# Issue 32, borde der består (ui.modes.between).
help-online-again = Når værten spørger, om alle vil spille igen, spiller { confirm-yes } eller Enter igen, { confirm-no } eller Escape opgiver din plads.
help-online-seats = Værtens pladser før et spil, Op og Ned vælger en plads, Escape eller Enter går tilbage.
help-online-seats-level = Venstre og Højre ændrer den valgte computers niveau.
help-online-seats-add = A tilføjer en computer.
help-online-seats-drop = Delete eller Backspace fjerner den valgte computer eller ledige plads.
help-online-seats-open = O åbner den valgte computers plads for en person, og en tilskuers S tager den.
help-online-seats-spectator = S viser tilskuerne: Enter sætter den valgte på den valgte ledige plads eller computers plads.
help-online-spectators = Op og Ned vælger en tilskuer, Enter sætter vedkommende på den valgte plads, Escape går tilbage.
help-online-lobby-seats = C viser værten pladserne før et spil, for at tilføje eller fjerne computere og indstille hver enkelts niveau.
help-online-take-seat = S giver en tilskuer en ledig plads før et spil.
help-online-link = Ctrl+L kopierer bordets link til venner, der spiller i en browser, i stedet for at læse det op.
help-online-ratings = R siger din rating og plads på denne server, og dens bedste spillere.
