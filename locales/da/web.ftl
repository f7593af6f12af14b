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

# Spillepladen til seende venner (og skærmlæsernes tabelnavigation): taler aldrig af sig selv.
web-board-card = Pointblok
web-board-box = Felt
web-board-dice = Terninger
web-board-held = beholdt
web-board-standings = Stilling
web-board-upper = Sum øvre
web-board-bonus = Bonus ved { $target } eller mere
web-board-lower = Sum nedre
web-board-yahtzee-bonus = Yatzybonus
web-board-total = I alt
web-board-round = Runde { $round } af { $rounds }
web-board-turn = { $you ->
    [yes] Din tur
   *[no] Nu spiller { $player }
}
web-board-rolls = { $rolled ->
    [no] Ikke slået endnu
   *[yes] { $rolls_left ->
        [0] Ingen slag tilbage
        [one] 1 slag tilbage
       *[other] { $rolls_left } slag tilbage
    }
}
web-board-possible = { $points } mulige
web-board-die = { $value ->
    [0] Terning { $position }, ikke slået
   *[other] Terning { $position }, { $value }
}
web-board-place = { $place }. { $player }, { $points }
web-board-over = Spillet er slut
web-board-you = { $player }, dig
# Det, siden siger uden serveren.
web-unreachable = Serveren kan ikke nås. Prøver igen.
web-not-found = Der er intet bord på denne adresse.
web-to-lobby = Gå til lobbyen
web-app-description = Terningespillet, du spiller med ørerne, alene eller med venner.
