# Hjälptangenten (frågetecken eller F1): ett meddelande per grupp av tangenter, i den ordning man behöver dem.
help-intro = Hjälp. Valfri tangent avbryter.
help-roll = R eller mellanslag slår. Första slaget tar alla fem tärningarna; senare slag slår de tärningar du inte sparar.
help-hold-position = 1 till 5 sparar eller släpper tärning 1 till 5.
help-hold-value = Spara efter värde: 1 till 6 sparar ytterligare en tärning som visar det talet; Skift med talet släpper en.
help-boxes = Upp- och nedpil går genom rutorna och säger deras poäng. Home och End hoppar till första och sista rutan. Enter fyller i rutan.
help-review = D säger dina tärningar, C ditt protokoll, A de öppna rutorna med poäng, B bonusen i övre delen, S ställningen, T vems tur det är. O, sedan vänster- och högerpil, läser de andras protokoll.
help-hint = H ger ett tips; tryck igen för det näst bästa draget.
help-speech = X stoppar talet. L upprepar senaste meddelandet; komma och punkt går bakåt och framåt bland tidigare meddelanden. V ändrar hur mycket som sägs.
help-computer = Medan datorn spelar skyndar mellanslag på den; plus och minus ändrar dess takt.
help-quit = Q avslutar, när du har bekräftat med Y.
help-undo = U eller Ctrl+Z ångrar ditt senaste hållande eller din senaste poäng, så länge inget kast har gjorts sedan; tryck igen för att gå längre tillbaka.
help-statistics = G säger din statistik: spelade spel, medelvärde, bästa resultat, Yahtzees.
help-resume = Ett oavslutat spel vid start: Y fortsätter det, N börjar ett nytt spel, Q avslutar.
