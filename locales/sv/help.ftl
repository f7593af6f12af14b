# Hjälptangenten (frågetecken eller F1): en kort innehållsförteckning, sedan en sida per ämne. Varje
# sida måste rymmas i en terminal på 80 gånger 24 (tests/ui/test_help.py), så korta rader. Bara
# kommatecken och punkter: där pausar skärmläsare, men kolon, semikolon, tankstreck och parenteser
# läser de upp. $rules är reglernas namn, $pages antalet sidor.
help-key = Frågetecken eller F1 öppnar hjälpen, en sida i taget.
help-index = Hjälp för { $rules }, { $pages } sidor.
help-index-topic = Sida { $page }, { $topic }.
help-pages = I hjälpen går mellanslag, nedpil eller frågetecken till nästa sida, uppil till föregående, och en siffra från 1 till { $pages } öppnar den sidan. Escape går tillbaka till spelet, och alla andra tangenter går tillbaka och gör sitt där.
help-page = Hjälp, sida { $page } av { $pages }, { $topic }.
help-end = Slut på hjälpen. Home går till första sidan, Escape tillbaka till spelet.
help-topic-turn = slå och spara tärningar
help-topic-boxes = välja en ruta
help-topic-scoring = rutornas poäng, { $rules }
help-topic-card = omgångar och bonus
help-topic-review = fråga om spelet
help-topic-speech = tal och ljud
help-topic-more = fler tangenter

# Tangenterna i spelet. $yahtzee är namnet på rutan för fem lika, $order är forced när rutorna
# fylls i ordning, $lines hur många rader K ger.
help-roll = R eller mellanslag slår. Första slaget tar alla fem tärningarna, senare slag slår de tärningar du inte sparar. Ett R som trycks igen direkt ignoreras, och att slå om en stege, kåk eller { $yahtzee } utan att spara något kräver ett andra R. Inställningen slagskydd stänger av båda.
help-hold-position = 1 till 5 sparar eller släpper tärning 1 till 5, på sifferraden eller det numeriska tangentbordet, utan Skift, på alla tangentbord.
help-hold-value = Spara efter värde. Tangenterna 1 till 6 sparar ytterligare en tärning som visar det talet, och när alla tärningar med det talet är sparade släpper samma tangent dem alla. Utan Skift, på alla tangentbord.
help-boxes = Uppil och nedpil går genom rutorna och säger deras poäng. Home och End hoppar till första och sista rutan. Enter fyller i rutan.{ $order ->
    [forced] { " " }Här fylls rutorna i ordning, så markören stannar bara på rutan som ska fyllas i.
   *[free] { " " }Din tur börjar på din första lediga ruta, eller där du lämnade markören om den rutan fortfarande är ledig.
}
help-first-letter = Skift med en bokstav går till nästa ruta vars namn börjar på den, tryck igen för nästa. Bokstäver utan Skift är fortfarande kommandon.
help-undo = U eller Ctrl+Z ångrar din senaste sparade tärning eller din senaste poäng, så länge du inte har slagit sedan. Tryck igen för att gå längre tillbaka.
help-review = D säger dina tärningar, C ditt protokoll, A de öppna rutorna med poäng, B bonusen i övre delen, S ställningen, T vems tur det är. O, sedan vänsterpil och högerpil, läser de andras protokoll. K läser ditt protokoll för en punktskriftsdisplay på { $lines ->
    [1] en kort rad
    [2] två korta rader
    [3] tre korta rader
   *[other] { $lines } korta rader
}.
help-win = W säger din chans att vinna, eller ensam, chansen att slå ditt rekord.
help-hint = H ger ett tips, tryck igen för det näst bästa draget.
help-statistics = G säger din statistik, spelade spel, ditt medelvärde och dina bästa resultat.
help-speech = X stoppar talet. L upprepar senaste meddelandet, komma och punkt går bakåt och framåt bland tidigare meddelanden. V ändrar hur mycket som sägs.
help-sounds = M slår på och av ljuden. F2 öppnar ljudtestet, varje ljud med sitt namn.
help-computer = Medan datorn spelar skyndar mellanslag på den, R eller T säger vad den har hittills, F kortar pausen mellan dragen och P förlänger den.
help-online-chat = Vid ett bord på nätet öppnar E en chattrad.
help-online-mute = I tystar, eller hör igen, den som chattade senast.
help-online-host = Värden stänger bordet för alla med N och tar bort en spelare med J.
help-quit = Q avslutar, när du har bekräftat med { confirm-yes } eller Enter.

# Bordets regler, lästa ur dess regeluppsättning. $box är en rutas namn, $scored är fixed ($points
# poäng), all (alla fem tärningarna räknas) eller made (bara tärningarna som bildar rutan räknas).
help-rules-upper = { $first } till { $last } räknar var och en tärningarna som visar dess tal.
help-rules-alike = { $box }, { $count ->
    [2] två
    [3] tre
    [4] fyra
   *[other] fem
} tärningar med samma tal, { $scored ->
    [fixed] { $points } poäng
    [all] räknar alla fem tärningarna
   *[made] räknar bara de tärningarna
}.
help-rules-two-pairs = { $box }, två par med olika tal, { $scored ->
    [fixed] { $points } poäng
    [all] räknar alla fem tärningarna
   *[made] räknar bara de fyra tärningarna
}.
help-rules-full-house = { $box }, tre med ett tal och två med ett annat, { $scored ->
    [fixed] { $points } poäng
    [all] räknar alla fem tärningarna
   *[made] räknar alla fem tärningarna
}.
help-rules-straight = { $box }, { $runs ->
    [one] en av varje tal från { $low } till { $high }
   *[any] vilka { $length ->
        [4] fyra
       *[other] fem
    } tal i följd som helst
}, { $scored ->
    [fixed] { $points } poäng
   *[other] räknar alla fem tärningarna
}.
help-rules-chance = { $box }, vilka tärningar som helst, { $scored ->
    [fixed] { $points } poäng
   *[other] räknar alla fem tärningarna
}.
help-rules-rounds = Spelet har { $rounds } omgångar med upp till { $rolls } slag, och varje omgång fyller en ruta med de poäng tärningarna ger där, även noll. { $order ->
    [forced] Rutorna fylls i ordning, uppifrån och ned.
   *[free] Du väljer rutan, i vilken ordning du vill.
}
help-rules-bonus = { $threshold } poäng eller mer i rutorna { $first } till { $last } ger { $bonus } poäng i bonus.
help-rules-yahtzee-bonus = Varje ytterligare { $box } ger { $bonus } poäng i bonus, när rutan { $box } har { $points }.
help-rules-joker = { $joker ->
    [forced] Ytterligare en { $box } är också en joker. Den går i övre rutan för sitt tal om den är öppen, annars i en öppen ruta i nedre delen, där { $full } ger full poäng, annars som noll i en övre ruta.
    [free] Ytterligare en { $box } är också en joker och får gå i vilken öppen ruta som helst. När övre rutan för dess tal är ifylld ger { $full } full poäng med den.
   *[none] Det finns ingen joker och ingen bonus för en till { $box }. Fem lika räknas efter den vanliga regeln för rutan de hamnar i.
}

# Tangenter i de andra lägena. Inte del av den talade hjälpen, de används av docs/keys.md, och
# några sägs när en tangent inte tas emot där.
help-sound-test = I ljudtestet spelar Upp och Ned varje ljud och säger dess namn, Home och End hoppar till det första och det sista, Enter eller Mellanslag spelar det igen, Escape eller F2 går tillbaka.
help-sound-volume = I ljudtestet sänker och höjer Vänster och Höger ljudens volym.
help-dice-entry = Med riktiga tärningar skriver 1 till 6 värdet på varje slagen tärning, Backsteg rättar, Enter godkänner, Escape avbryter.
help-confirm-zero = För en ruta som skulle ge noll fyller Enter igen i den, alla andra tangenter gör det inte.
help-confirm-quit = När du avslutar avslutar { confirm-yes } eller Enter, och { confirm-no }, Escape eller någon annan tangent spelar vidare.
help-other-card = I de andras protokoll väljer vänsterpil och högerpil en spelare, Skift med en bokstav nästa spelare vars namn börjar på den. Escape, eller någon annan tangent, går tillbaka.
help-game-over = I slutet spelar Ctrl+N igen, { confirm-no } eller Q avslutar, och Enter påminner om det. Direkt efter slutet ignoreras de här tangenterna en kort stund.
help-skill-review = I slutet säger uppil och nedpil hur var och en spelade, du först, och vänsterpil och högerpil går igenom den spelarens dyraste val.
help-setup = I förberedelsen ändrar uppil och nedpil, eller vänsterpil och högerpil, valet. Enter godkänner, Escape går tillbaka, frågetecken upprepar frågan.
help-setup-count = 1 till 8 väljer antalet spelare direkt.
help-setup-name = När du namnger en spelare skriver bokstäver namnet, Backsteg rättar, Enter godkänner, Escape går tillbaka.
help-setup-known-names = När du skriver ett namn föreslår Upp och Ner namnen på dem som har spelat, den senaste först.
help-setup-quit = Q lämnar spelet, utom när du skriver ett namn.
help-setup-letter = I en lista med val, som språk, regler, sorts spelare eller nivå, går en bokstav till nästa val som börjar på den, utom Q, som avslutar.
help-resume = Med ett oavslutat spel vid start fortsätter { confirm-yes } eller Enter det, { confirm-no } eller Escape börjar ett nytt spel, Q avslutar.
help-online-lobby-move = I onlinelobbyn går Upp och Ned genom de öppna borden, sedan inställningarna för ett nytt bord, skapa, gå med eller titta med kod, och vilka som är i lobbyn.
help-online-lobby-change = Vänster och Höger ändrar det valda värdet.
help-online-lobby-enter = Enter sätter dig vid det valda öppna bordet, eller låter dig titta när ingen plats är ledig, skapar bordet eller frågar efter en kod. Vid ett bord före spelet startar värdens Enter det.
help-online-code = När du skriver en kod siffrorna, Backsteg raderar, Enter går med, Escape går tillbaka.
help-online-lobby-table = T säger bordets kod och vilka som är där.
help-online-chat-line = Skriv din rad, Enter skickar, Escape avbryter, Backsteg raderar.
help-online-confirm-end = När du stänger bordet stänger { confirm-yes } eller Enter det, alla andra tangenter spelar vidare.
help-online-remove = När du tar bort en spelare väljer Upp och Ned, Enter tar bort, Escape avbryter.
help-resume-discard = Ett oavslutat spel vid start, Backsteg två gånger tar bort det för gott.
help-online-chat-edit = Medan du skriver en chattrad läser Vänster och Höger den tecken för tecken, Home och End går till ändarna, Backsteg och Delete raderar, F2 läser hela raden.
help-online-chat-history = Vänster hakparentes och höger hakparentes går bakåt och framåt genom chatten du hört, Upp och Ned medan du skriver en chattrad.

# Issue 32: the lobby's own keys, leaving a table, what you missed.
help-lobby-chat = E öppnar en chattrad, till alla i lobbyn, eller vid ett bord till bordet.
help-lobby-leave = Vid ett bord före spelet går Escape tillbaka till lobbyn.
help-online-leave = Vid ett bord på nätet går Escape tillbaka till lobbyn, efter en bekräftelse om du har en plats i ett pågående spel.
help-online-missed = Z berättar utförligt vad som har hänt sedan ditt senaste drag.

# Issue 32, bord som består (ui.modes.between).
help-online-again = När värden frågar om alla vill spela igen spelar { confirm-yes } eller Enter igen, { confirm-no } eller Escape lämnar din plats.
help-online-seats = Värdens platser före ett spel, Upp och Ned väljer en plats, Escape eller Enter går tillbaka.
help-online-seats-level = Vänster och Höger ändrar den valda datorns nivå.
help-online-seats-add = A lägger till en dator.
help-online-seats-drop = Delete eller Backsteg tar bort den valda datorn eller lediga platsen.
help-online-seats-open = O gör den valda datorns plats ledig för en person, och en åskådares S tar den.
help-online-seats-spectator = S räknar upp åskådarna: Enter sätter den valda på den valda lediga platsen eller datorns plats.
help-online-spectators = Upp och Ned väljer en åskådare, Enter sätter hen på den valda platsen, Escape går tillbaka.
help-online-lobby-seats = C visar värden platserna före ett spel, för att lägga till eller ta bort datorer och ställa in var och ens nivå.
help-online-take-seat = S ger en åskådare en ledig plats före ett spel.
help-online-link = Ctrl+L kopierar bordets länk för vänner som spelar i en webbläsare, i stället för att läsa upp den.
help-online-ratings = R säger din rating och plats på den här servern, och de bästa spelarna.
