# Hjälptangenten (frågetecken eller F1): ett meddelande per grupp av tangenter, i den ordning man behöver dem.
help-intro = Hjälp. Valfri tangent avbryter.
help-roll = R eller mellanslag slår. Första slaget tar alla fem tärningarna; senare slag slår de tärningar du inte sparar.
help-hold-position = 1 till 5 sparar eller släpper tärning 1 till 5.
help-hold-value = Spara efter värde: tangenterna 1 till 6 sparar ytterligare en tärning som visar det talet; när alla tärningar med det talet är sparade släpper samma tangent dem alla. Utan Skift, på alla tangentbord.
help-boxes = Upp- och nedpil går genom rutorna och säger deras poäng. Home och End hoppar till första och sista rutan. Enter fyller i rutan.
help-review = D säger dina tärningar, C ditt protokoll, A de öppna rutorna med poäng, B bonusen i övre delen, S ställningen, T vems tur det är. O, sedan vänster- och högerpil, läser de andras protokoll.
help-hint = H ger ett tips; tryck igen för det näst bästa draget.
help-speech = X stoppar talet. L upprepar senaste meddelandet; komma och punkt går bakåt och framåt bland tidigare meddelanden. V ändrar hur mycket som sägs.
help-computer = Medan datorn spelar skyndar mellanslag på den; F kortar pausen mellan dragen, P förlänger den.
help-quit = Q avslutar, när du har bekräftat med { confirm-yes } eller Enter.
help-confirm-quit = Avsluta: { confirm-yes } eller Enter avslutar; { confirm-no }, Escape eller någon annan tangent spelar vidare.
help-game-over = I slutet: Enter spelar igen, { confirm-no } eller Q avslutar.
help-first-letter = Skift med en bokstav går till nästa ruta vars namn börjar på den; tryck igen för nästa. Bokstäver utan Skift är fortfarande kommandon.
help-setup-letter = I en lista med val (språk, sorts spelare, nivå) går en bokstav till nästa val som börjar på den, utom Q, som avslutar.
