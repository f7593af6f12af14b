# Selainasiakas: sivun omat sanat (painikkeet, nimiöt); kaikki, mitä peli sanoo, tulee muista
# tiedostoista. $die on nopan paikka, 1–5. $link on verkko-osoite.
web-title = Puhuva Yatzy
web-join-heading = Liity peliin
web-name = Nimesi
web-language = Kieli
web-play = Pelaa
web-area = Pelipöytä. Paina pelin näppäimiä tässä, kysymysmerkki avaa ohjeen.
web-area-role = peli
web-buttons = Painikkeet
web-roll = Heitä
web-previous = Edellinen ruutu
web-next = Seuraava ruutu
web-score = Merkitse
web-help = Ohje
web-repeat = Toista
web-sounds = Äänet päälle tai pois
web-board = Pelilomake
web-messages = Viestit
web-link = { $where ->
    [page] Tämän sivun osoite on pöydän linkki. Sen avaavat ystävät pelaavat selaimessaan.
   *[terminal] Ctrl+L kopioi pöydän linkin ystäville, jotka pelaavat selaimella.
}
web-closed = Yhteys katkesi. Lataa sivu uudelleen pelataksesi taas.

# Pelilomake näkeville ystäville (ja ruudunlukijan taulukkonavigointiin): ei koskaan puhu itsestään.
web-board-card = Pöytäkirja
web-board-box = Ruutu
web-board-dice = Nopat
web-board-held = pidetty
web-board-standings = Tilanne
web-board-upper = Yläosa yhteensä
web-board-bonus = Bonus, raja { $target }
web-board-lower = Alaosa yhteensä
web-board-yahtzee-bonus = Yatzy-bonus
web-board-total = Yhteensä
web-board-round = Kierros { $round }, kaikkiaan { $rounds }
web-board-turn = { $you ->
    [yes] Sinun vuorosi
   *[no] Vuorossa { $player }
}
web-board-rolls = { $rolled ->
    [no] Ei vielä heitetty
   *[yes] { $rolls_left ->
        [0] Ei heittoja jäljellä
        [one] 1 heitto jäljellä
       *[other] { $rolls_left } heittoa jäljellä
    }
}
web-board-possible = tarjolla { $points }
web-board-die = { $value ->
    [0] Noppa { $position }, ei heitetty
   *[other] Noppa { $position }, { $value }
}
web-board-place = { $place }. { $player }, { $points }
web-board-over = Peli päättyi
web-board-you = { $player }, sinä
# Mitä sivu sanoo ilman palvelinta.
web-unreachable = Palvelimeen ei saada yhteyttä. Yritetään uudelleen.
web-not-found = Tässä osoitteessa ei ole pöytää.
web-to-lobby = Siirry aulaan
web-app-description = Noppapeli, jota pelataan korvakuulolta, yksin tai ystävien kanssa.
