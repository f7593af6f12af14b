# Hjelpetasten (spørsmålstegn eller F1): en kort oversikt, så én side per emne. Hver side må få plass
# i en terminal på 80 ganger 24 (tests/ui/test_help.py), så korte linjer. Bare komma og punktum:
# der tar skjermlesere en pause, men kolon, semikolon, tankestrek og parenteser leser de høyt.
# $rules er navnet på reglene, $pages antall sider.
help-key = Spørsmålstegn eller F1 åpner hjelpen, én side om gangen.
help-index = Hjelp til { $rules }, { $pages } sider.
help-index-topic = Side { $page }, { $topic }.
help-pages = I hjelpen går mellomrom, pil ned eller spørsmålstegn til neste side, pil opp til den forrige, og et tall fra 1 til { $pages } åpner den siden. Escape går tilbake til spillet, og alle andre taster går tilbake og gjør jobben sin der.
help-page = Hjelp, side { $page } av { $pages }, { $topic }.
help-end = Slutt på hjelpen. Home går til første side, Escape tilbake til spillet.
help-topic-turn = kaste og holde terninger
help-topic-boxes = velge en rute
help-topic-scoring = poengene i rutene, { $rules }
help-topic-card = runder og bonus
help-topic-review = spørre om spillet
help-topic-speech = tale og lyder
help-topic-more = flere taster

# Tastene i spillet. $yahtzee er navnet på ruten for fem like, $order er forced når rutene fylles
# i rekkefølge, $lines hvor mange linjer K gir.
help-roll = R eller mellomrom kaster. Første kast tar alle fem terningene, senere kast kaster terningene du ikke holder. En R som trykkes igjen med en gang, ignoreres, og vil du kaste bort en straight, et hus eller en { $yahtzee } du ikke holder, må du trykke R en gang til. Innstillingen kastvern slår av begge deler.
help-hold-position = 1 til 5 holder eller slipper terning 1 til 5, på tallraden eller talltastaturet, uten Skift, på alle tastaturer.
help-hold-value = Hold etter verdi. Tastene 1 til 6 holder én terning til som viser det tallet, og når alle terningene som viser det, er holdt, slipper samme tast dem alle. Uten Skift, på alle tastaturer.
help-boxes = Pil opp og ned går gjennom rutene og sier poengene deres. Home og End hopper til første og siste rute. Enter fyller ut ruten.{ $order ->
    [forced] { " " }Her fylles rutene i rekkefølge, så markøren stopper bare på ruten som skal fylles.
   *[free] { " " }Turen din starter på den første ledige ruten din, eller der du forlot markøren hvis ruten fortsatt er ledig.
}
help-first-letter = Skift med en bokstav går til neste rute med navn som begynner på den, trykk igjen for den neste. Bokstaver uten Skift er fortsatt kommandoer.
help-undo = U eller Ctrl+Z angrer den siste terningen du holdt eller de siste poengene du skrev, så lenge det ikke er kastet siden. Trykk igjen for å gå lenger tilbake.
help-review = D sier terningene dine, C blokken din, A de ledige rutene med poeng, B bonusen i øvre del, S stillingen, T hvem som har turen. O, og så venstre og høyre pil, leser blokkene til de andre spillerne. K leser blokken din for en leselist på { $lines ->
    [1] én kort linje
    [2] to korte linjer
    [3] tre korte linjer
   *[other] { $lines } korte linjer
}.
help-win = W sier sjansen din for å vinne, eller alene, sjansen for å slå rekorden din.
help-hint = H gir et tips, trykk igjen for det nest beste trekket.
help-statistics = G sier statistikken din, spilte spill, snittet ditt og de beste resultatene dine.
help-speech = X stopper talen. L gjentar den siste meldingen, komma og punktum går bakover og framover gjennom tidligere meldinger. V endrer hvor mye som blir sagt.
help-sounds = M slår lydene av og på. F2 åpner lydtesten, hver lyd med navnet sitt.
help-computer = Mens datamaskinen spiller, skynder mellomrom på den, R eller T sier hva den har så langt, F gjør pausen mellom trekkene kortere, og P gjør den lengre.
help-online-chat = Ved et bord på nettet åpner E en chatlinje.
help-online-mute = I demper, eller hører igjen, den som chattet sist.
help-online-host = Verten stenger bordet for alle med N og fjerner en spiller med J.
help-quit = Q avslutter, etter at du har bekreftet med { confirm-yes } eller Enter.

# Bordets regler, lest fra regelsettet. $box er navnet på en rute, $scored er fixed ($points poeng),
# all (alle fem terningene teller) eller made (bare terningene som danner ruten, teller).
help-rules-upper = { $first } til { $last } teller hver for seg terningene som viser rutens tall.
help-rules-alike = { $box }, { $count ->
    [2] to
    [3] tre
    [4] fire
   *[other] fem
} terninger med samme tall, { $scored ->
    [fixed] { $points } poeng
    [all] teller alle fem terningene
   *[made] teller bare de terningene
}.
help-rules-two-pairs = { $box }, to par med forskjellige tall, { $scored ->
    [fixed] { $points } poeng
    [all] teller alle fem terningene
   *[made] teller bare de fire terningene
}.
help-rules-full-house = { $box }, tre med ett tall og to med et annet, { $scored ->
    [fixed] { $points } poeng
    [all] teller alle fem terningene
   *[made] teller alle fem terningene
}.
help-rules-straight = { $box }, { $runs ->
    [one] én av hvert tall fra { $low } til { $high }
   *[any] hvilke som helst { $length ->
        [4] fire
       *[other] fem
    } tall på rad
}, { $scored ->
    [fixed] { $points } poeng
   *[other] teller alle fem terningene
}.
help-rules-chance = { $box }, hvilke terninger som helst, { $scored ->
    [fixed] { $points } poeng
   *[other] teller alle fem terningene
}.
help-rules-rounds = Spillet har { $rounds } runder med opptil { $rolls } kast, og hver runde fyller én rute med poengene terningene gir der, også null. { $order ->
    [forced] Rutene fylles i rekkefølge, ovenfra og ned.
   *[free] Du velger ruten, i den rekkefølgen du vil.
}
help-rules-bonus = { $threshold } poeng eller mer i rutene { $first } til { $last } gir { $bonus } poeng i bonus.
help-rules-yahtzee-bonus = Hver ny { $box } gir { $bonus } poeng i bonus, når ruten { $box } har { $points }.
help-rules-joker = { $joker ->
    [forced] En ny { $box } er også en joker. Den skal i den øvre ruten for tallet sitt hvis den er ledig, ellers i en ledig rute i nedre del, der { $full } gir fulle poeng, ellers som null i en øvre rute.
    [free] En ny { $box } er også en joker og kan gå i hvilken som helst ledig rute. Når den øvre ruten for tallet er fylt, gir { $full } fulle poeng med den.
   *[none] Det er ingen joker og ingen bonus for enda en { $box }. Fem like teller etter den vanlige regelen for ruten de havner i.
}

# Taster i de andre modusene. Ikke en del av den talte hjelpen, de brukes av docs/keys.md, og noen
# sies når en tast ikke tas imot der.
help-sound-test = I lydtesten spiller opp og ned hver lyd og sier navnet, Home og End hopper til den første og den siste, Enter eller mellomrom spiller den igjen, Escape eller F2 går tilbake.
help-sound-volume = I lydtesten skrur venstre og høyre volumet på lydene ned og opp.
help-dice-entry = Med ekte terninger skriver 1 til 6 verdien av hver terning som er kastet, Backspace retter, Enter godtar, Escape avbryter.
help-confirm-zero = For en rute som ville gi null, fyller Enter igjen den ut, alle andre taster gjør det ikke.
help-confirm-quit = Når du avslutter, avslutter { confirm-yes } eller Enter, og { confirm-no }, Escape eller en hvilken som helst annen tast spiller videre.
help-other-card = I blokkene til de andre spillerne velger venstre og høyre pil en spiller, Skift med en bokstav den neste spilleren med navn som begynner på den. Escape, eller en hvilken som helst annen tast, går tilbake.
help-game-over = Til slutt spiller Ctrl+N igjen, { confirm-no } eller Q avslutter, og Enter minner om det. Rett etter slutten ignoreres disse tastene et øyeblikk.
help-skill-review = Til slutt sier pil opp og ned hvordan hver spiller spilte, du først, og venstre og høyre pil går gjennom den spillerens dyreste valg.
help-setup = I oppsettet endrer pil opp og ned, eller venstre og høyre, valget. Enter godtar, Escape går tilbake, spørsmålstegn gjentar spørsmålet.
help-setup-count = 1 til 8 velger antall spillere direkte.
help-setup-name = Når du gir en spiller navn, skriver bokstaver navnet, Backspace retter, Enter godtar, Escape går tilbake.
help-setup-known-names = Når du skriver et navn, foreslår Opp og Ned navnene til dem som har spilt, den siste først.
help-setup-quit = Q avslutter, unntatt mens du skriver et navn.
help-setup-letter = I en liste med valg, som språk, regler, type spiller eller nivå, går en bokstav til neste valg som begynner på den, unntatt Q, som avslutter.
help-resume = Med et uferdig spill ved start fortsetter { confirm-yes } eller Enter det, { confirm-no } eller Escape starter et nytt spill, Q avslutter.
help-online-lobby-move = I nettlobbyen går Opp og Ned gjennom de offentlige bordene, så innstillingene for et nytt bord, opprett, sett deg eller se på med kode, og hvem som er i lobbyen.
help-online-lobby-change = Venstre og Høyre endrer den valgte verdien.
help-online-lobby-enter = Enter setter deg ved det valgte offentlige bordet, eller lar deg se på når ingen plass er ledig, oppretter bordet eller spør etter en kode. Ved et bord før spillet starter vertens Enter det.
help-online-code = Når du skriver en kode, sifrene, Backspace sletter, Enter setter deg ved bordet, Escape går tilbake.
help-online-lobby-table = T sier bordets kode og hvem som er her.
help-online-chat-line = Skriv linjen din, Enter sender, Escape avbryter, Backspace sletter.
help-online-confirm-end = Når du stenger bordet, stenger { confirm-yes } eller Enter det, alle andre taster spiller videre.
help-online-remove = Når du fjerner en spiller, velger Opp og Ned, Enter fjerner, Escape avbryter.
help-resume-discard = Et uferdig spill ved start, Tilbake-tasten to ganger sletter det for godt.
help-online-chat-edit = Mens du skriver en chatlinje, leser Venstre og Høyre den tegn for tegn, Home og End går til endene, Tilbake og Delete sletter, F2 leser hele linjen.
help-online-chat-history = Venstre hakeparentes og høyre hakeparentes går bakover og fremover gjennom chatten du har hørt, Opp og Ned mens du skriver en chatlinje.

# Issue 32: the lobby's own keys, leaving a table, what you missed.
help-lobby-chat = E åpner en chatlinje, til alle i lobbyen, eller ved et bord til bordet.
help-lobby-leave = Ved et bord før spillet går Escape tilbake til lobbyen.
help-online-leave = Ved et bord på nettet går Escape tilbake til lobbyen, etter en bekreftelse hvis du har en plass i et pågående spill.
help-online-missed = Z forteller i detalj hva som har skjedd siden ditt forrige trekk.

# Issue 32, bord som varer (ui.modes.between).
help-online-again = Når verten spør om alle vil spille igjen, spiller { confirm-yes } eller Enter igjen, { confirm-no } eller Escape gir fra deg plassen.
help-online-seats = Vertens plasser før et spill, Opp og Ned velger en plass, Escape eller Enter går tilbake.
help-online-seats-level = Venstre og Høyre endrer nivået til den valgte datamaskinen.
help-online-seats-add = A legger til en datamaskin.
help-online-seats-drop = Delete eller Backspace fjerner den valgte datamaskinen eller ledige plassen.
help-online-seats-open = O gjør den valgte datamaskinens plass ledig for en person, og en tilskuers S tar den.
help-online-seats-spectator = S viser tilskuerne: Enter setter den valgte på den valgte ledige plassen eller datamaskinens plass.
help-online-spectators = Opp og Ned velger en tilskuer, Enter setter vedkommende på den valgte plassen, Escape går tilbake.
help-online-lobby-seats = C viser verten plassene før et spill, for å legge til eller fjerne datamaskiner og stille inn nivået til hver enkelt.
help-online-take-seat = S gir en tilskuer en ledig plass før et spill.
help-online-link = Ctrl+L kopierer bordets lenke for venner som spiller i en nettleser, i stedet for å lese den opp.
help-online-ratings = R sier ratingen og plassen din på denne serveren, og de beste spillerne der.
