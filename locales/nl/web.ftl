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
web-hold = Dobbelsteen { $die } vasthouden
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
