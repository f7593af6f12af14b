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

# Spillebrettet for seende venner (og skjermlesernes tabellnavigering): snakker aldri av seg selv.
web-board-card = Poengblokk
web-board-box = Rute
web-board-dice = Terninger
web-board-held = holdt
web-board-standings = Stilling
web-board-upper = Sum øvre
web-board-bonus = Bonus ved { $target } eller mer
web-board-lower = Sum nedre
web-board-yahtzee-bonus = Yatzybonus
web-board-total = Totalt
web-board-round = Runde { $round } av { $rounds }
web-board-turn = { $you ->
    [yes] Din tur
   *[no] Nå spiller { $player }
}
web-board-rolls = { $rolled ->
    [no] Ikke kastet ennå
   *[yes] { $rolls_left ->
        [0] Ingen kast igjen
        [one] 1 kast igjen
       *[other] { $rolls_left } kast igjen
    }
}
web-board-possible = { $points } mulige
web-board-die = { $value ->
    [0] Terning { $position }, ikke kastet
   *[other] Terning { $position }, { $value }
}
web-board-place = { $place }. { $player }, { $points }
web-board-over = Spillet er slutt
web-board-you = { $player }, deg
# Det siden sier uten serveren.
web-unreachable = Serveren kan ikke nås. Prøver igjen.
web-not-found = Det finnes ikke noe bord på denne adressen.
web-to-lobby = Gå til lobbyen
web-app-description = Terningspillet du spiller med hørselen, alene eller med venner.
