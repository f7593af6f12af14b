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
web-hold = Pidä noppa { $die }
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
