# Webklienten: sidens egne ord (knapper, etiketter); alt hvad spillet siger, kommer fra de andre
# filer. $die er en ternings plads, 1 til 5. $link er en webadresse.
web-title = Talende Yatzy
web-join-heading = Vær med i spillet
web-name = Dit navn
web-language = Sprog
web-play = Spil
web-area = Spillebord. Tryk spillets taster her, spørgsmålstegn for hjælp.
web-area-role = spil
web-buttons = Knapper
web-roll = Slå
web-hold = Behold terning { $die }
web-previous = Forrige felt
web-next = Næste felt
web-score = Skriv point
web-help = Hjælp
web-repeat = Gentag
web-sounds = Lyde til eller fra
web-board = Spilleplade
web-messages = Beskeder
web-link = { $where ->
    [page] Adressen på denne side er bordets link. Venner, der åbner den, spiller med i deres browser.
   *[terminal] Ctrl+L kopierer bordets link til venner, der spiller i en browser.
}
web-closed = Forbindelsen er lukket. Genindlæs siden for at spille igen.
