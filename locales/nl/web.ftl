# De webclient: de woorden van de pagina (knoppen, labels); alles wat het spel zegt komt uit de
# andere bestanden. $die is de plaats van een dobbelsteen, 1 tot 5. $link is een webadres.
web-title = Sprekende Yahtzee
web-join-heading = Meedoen met het spel
web-name = Je naam
web-language = Taal
web-play = Spelen
web-area = Speltafel. Druk hier de toetsen van het spel, vraagteken voor de hulp.
web-area-role = spel
web-buttons = Knoppen
web-roll = Gooien
web-previous = Vorig vak
web-next = Volgend vak
web-score = Invullen
web-help = Hulp
web-repeat = Herhalen
web-sounds = Geluiden aan of uit
web-board = Speelbord
web-messages = Berichten
web-link = { $where ->
    [page] Het adres van deze pagina is de link van de tafel. Vrienden die hem openen, spelen mee in hun browser.
   *[terminal] Ctrl+L kopieert de link van de tafel, voor vrienden die in een browser spelen.
}
web-closed = De verbinding is verbroken. Laad de pagina opnieuw om weer te spelen.

# Het bord voor ziende vrienden (en de tabelnavigatie van schermlezers): spreekt nooit uit zichzelf.
web-board-card = Scorekaart
web-board-box = Vak
web-board-dice = Dobbelstenen
web-board-held = vast
web-board-standings = Stand
web-board-upper = Totaal boven
web-board-bonus = Bonus vanaf { $target }
web-board-lower = Totaal onder
web-board-yahtzee-bonus = Yahtzee-bonus
web-board-total = Totaal
web-board-round = Ronde { $round } van { $rounds }
web-board-turn = { $you ->
    [yes] Jij bent aan de beurt
   *[no] { $player } is aan de beurt
}
web-board-rolls = { $rolled ->
    [no] Nog niet gegooid
   *[yes] { $rolls_left ->
        [0] Geen worpen meer
        [one] Nog 1 worp
       *[other] Nog { $rolls_left } worpen
    }
}
web-board-possible = { $points } mogelijk
web-board-die = { $value ->
    [0] Dobbelsteen { $position }, niet gegooid
   *[other] Dobbelsteen { $position }, { $value }
}
web-board-place = { $place }. { $player }, { $points }
web-board-over = Spel afgelopen
web-board-you = { $player }, jij
# Wat de pagina zegt zonder de server.
web-unreachable = De server is niet bereikbaar. We proberen het opnieuw.
web-not-found = Op dit adres is geen tafel.
web-to-lobby = Naar de lobby
web-app-description = Het dobbelspel dat je op het gehoor speelt, alleen of met vrienden.
