# Hjälptangenten (frågetecken eller F1): ett meddelande per grupp av tangenter, i den ordning man behöver dem.
help-intro = Hjälp. Valfri tangent avbryter.
help-roll = R eller mellanslag slår. Första slaget tar alla fem tärningarna; senare slag slår de tärningar du inte sparar.
help-hold-position = 1 till 5 sparar eller släpper tärning 1 till 5.
help-hold-value = Spara efter värde: 1 till 6 sparar ytterligare en tärning som visar det talet; Skift med talet släpper en.
help-boxes = Upp- och nedpil går genom rutorna och säger deras poäng. Home och End hoppar till första och sista rutan. Enter fyller i rutan.
help-review = D säger dina tärningar, C ditt protokoll, A de öppna rutorna med poäng, B bonusen i övre delen, S ställningen, T vems tur det är. O, sedan vänster- och högerpil, läser de andras protokoll. K läser ditt protokoll på två korta rader för en punktskriftsdisplay.
help-hint = H ger ett tips; tryck igen för det näst bästa draget.
help-speech = X stoppar talet. L upprepar senaste meddelandet; komma och punkt går bakåt och framåt bland tidigare meddelanden. V ändrar hur mycket som sägs.
help-sounds = M slår på och av ljuden. F2 öppnar ljudtestet: varje ljud med sitt namn.
help-computer = Medan datorn spelar skyndar mellanslag på den; plus och minus ändrar dess takt.
help-quit = Q avslutar, när du har bekräftat med Y.
help-sound-test = Ljudtest: Upp och Ned spelar varje ljud och säger dess namn; Home och End hoppar till det första och det sista; Enter eller Mellanslag spelar det igen; Escape eller F2 går tillbaka.
help-sound-volume = Ljudtest: Vänster och Höger sänker och höjer ljudens volym.
# Tangenter i de andra lägena; inte del av den talade hjälpen, de används av docs/keys.md.
help-dice-entry = Med riktiga tärningar: 1 till 6 skriver värdet på varje slagen tärning, Backsteg rättar, Enter godkänner, Escape avbryter.
help-confirm-zero = En ruta som skulle ge noll: Enter igen fyller i den; alla andra tangenter gör det inte.
help-confirm-quit = Avsluta: Y avslutar; alla andra tangenter spelar vidare.
help-other-card = De andras protokoll: vänster- och högerpil väljer en spelare; Escape, eller någon annan tangent, går tillbaka.
help-game-over = I slutet: Y spelar igen, N eller Q lämnar spelet.
help-coach-review = I slutet, med tränaren: vänster- och högerpil går igenom dina dyraste beslut.
help-setup = Förberedelse: upp- och nedpil, eller vänster- och högerpil, ändrar valet; Enter godkänner; Escape går tillbaka; frågetecken upprepar frågan.
help-setup-count = 1 till 8 väljer antalet spelare direkt.
help-setup-name = Namnge en spelare: bokstäver skriver namnet, Backsteg rättar, Enter godkänner, Escape går tillbaka.
help-setup-quit = Q lämnar spelet, utom när du skriver ett namn.
help-undo = U eller Ctrl+Z ångrar ditt senaste hållande eller din senaste poäng, så länge inget kast har gjorts sedan; tryck igen för att gå längre tillbaka.
help-statistics = G säger din statistik: spelade spel, medelvärde, bästa resultat, Yahtzees.
help-resume = Ett oavslutat spel vid start: Y fortsätter det, N börjar ett nytt spel, Q avslutar.
