# Webbklienten: sidans egna ord (knappar, etiketter); allt som spelet säger kommer från de andra
# filerna. $die är en tärnings plats, 1 till 5. $link är en webbadress.
web-title = Talande Yatzy
web-join-heading = Gå med i spelet
web-name = Ditt namn
web-language = Språk
web-play = Spela
web-area = Spelbord. Tryck spelets tangenter här, frågetecken för hjälp.
web-area-role = spel
web-buttons = Knappar
web-roll = Slå
web-hold = Spara tärning { $die }
web-previous = Föregående ruta
web-next = Nästa ruta
web-score = Fyll i
web-help = Hjälp
web-repeat = Upprepa
web-sounds = Ljud på eller av
web-board = Spelbräde
web-messages = Meddelanden
web-link = { $where ->
    [page] Adressen till den här sidan är bordets länk. Vänner som öppnar den spelar med i sin webbläsare.
   *[terminal] Ctrl+L kopierar bordets länk, för vänner som spelar i en webbläsare.
}
web-closed = Anslutningen stängdes. Läs in sidan igen för att spela igen.
