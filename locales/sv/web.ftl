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

# Spelbrädet för seende vänner (och skärmläsarnas tabellnavigering): talar aldrig av sig självt.
web-board-card = Protokoll
web-board-box = Ruta
web-board-dice = Tärningar
web-board-held = sparad
web-board-standings = Ställning
web-board-upper = Summa övre
web-board-bonus = Bonus vid { $target } eller mer
web-board-lower = Summa nedre
web-board-yahtzee-bonus = Yatzybonus
web-board-total = Totalt
web-board-round = Runda { $round } av { $rounds }
web-board-turn = { $you ->
    [yes] Din tur
   *[no] Nu spelar { $player }
}
web-board-rolls = { $rolled ->
    [no] Inte slagit än
   *[yes] { $rolls_left ->
        [0] Inga slag kvar
        [one] 1 slag kvar
       *[other] { $rolls_left } slag kvar
    }
}
web-board-possible = { $points } möjliga
web-board-die = { $value ->
    [0] Tärning { $position }, inte slagen
   *[other] Tärning { $position }, { $value }
}
web-board-place = { $place }. { $player }, { $points }
web-board-over = Spelet är slut
web-board-you = { $player }, du
# Det sidan säger utan servern.
web-unreachable = Det går inte att nå servern. Försöker igen.
web-not-found = Det finns inget bord på den här adressen.
web-to-lobby = Till lobbyn
web-app-description = Tärningsspelet du spelar med hörseln, ensam eller med vänner.
