# Nettklienten: sidens egne ord (knapper, etiketter); alt spillet sier, kommer fra de andre
# filene. $die er plassen til en terning, 1 til 5. $link er en nettadresse.
web-title = Talende Yatzy
web-join-heading = Bli med i spillet
web-name = Navnet ditt
web-language = Språk
web-play = Spill
web-area = Spillebord. Trykk spillets taster her, spørsmålstegn for hjelp.
web-area-role = spill
web-buttons = Knapper
web-roll = Kast
web-hold = Hold terning { $die }
web-previous = Forrige rute
web-next = Neste rute
web-score = Før opp
web-help = Hjelp
web-repeat = Gjenta
web-sounds = Lyder av eller på
web-board = Spillebrett
web-messages = Meldinger
web-link = { $where ->
    [page] Adressen til denne siden er bordets lenke. Venner som åpner den, spiller med i nettleseren sin.
   *[terminal] Ctrl+L kopierer bordets lenke, for venner som spiller i en nettleser.
}
web-closed = Tilkoblingen ble lukket. Last inn siden på nytt for å spille igjen.
