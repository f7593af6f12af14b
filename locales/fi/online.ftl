# Verkkopeli: aula, pöytä, chat, katkennut yhteys.
# $player on nimi (sitä ei koskaan taivuteta). $code on pöydän numerot ryhmissä.
online-welcome = Puhuva Yahtzee verkossa.
online-lobby = Verkkoaula. Ylös ja Alas valitsevat, Vasen ja Oikea muuttavat, Enter toimii.
online-lobby-keys = Aulassa, Ylös ja Alas valitsevat, Vasen ja Oikea muuttavat, Enter toimii, Q lopettaa.
online-table-keys = { $role ->
    [host] Omassa pöydässäsi ennen peliä. Enter aloittaa sen, C säätää paikat, J poistaa pelaajan, N lopettaa pöydän, T kertoo koodin ja ketkä ovat paikalla, E avaa chatin, Escape palaa aulaan.
    [spectator] Katsojana ennen peliä. S ottaa vapaan paikan, T kertoo koodin ja ketkä ovat paikalla, E avaa chatin, Escape palaa aulaan.
   *[player] Odotetaan, että isäntä aloittaa pelin. T kertoo koodin ja ketkä ovat paikalla, E avaa chatin, Escape palaa aulaan.
}
online-field-seats = Paikkoja pöydässä, { $count }.
online-field-computers = Tietokonepelaajia, { $count }.
online-field-rules = Säännöt, { $rules }.
online-field-spectators = Katsojat, { $allowed ->
    [yes] sallittu
   *[no] ei sallittu
}.
online-field-away = Tietokone pelaa tyhjää paikkaa, { $minutes ->
    [0] ei koskaan
    [one] kun minuutti on kulunut
   *[other] kun { $minutes } minuuttia on kulunut
}.
online-field-turn = Vuoron aikaraja, { $minutes ->
    [0] ei rajaa
    [one] yksi minuutti
   *[other] { $minutes } minuuttia
}.
online-field-create = Luo pöytä.
online-field-join = Liity pöytään sen koodilla.
online-field-watch = Katso pöytää sen koodilla.
online-code-ask = Kirjoita pöydän yhdeksän numeroa ja sitten Enter. Escape palaa.
online-digit = { $digit }
online-code-typed = Kirjoitettu, { $digits }.
online-code-empty = Mitään ei ole kirjoitettu.
online-code-long = Koodissa on jo yhdeksän numeroa. Enter liittyy, Askelpalautin pyyhkii.
online-code-short = Koodissa on yhdeksän numeroa. Kirjoitettu, { $count }.
online-busy = Odotetaan palvelinta.
online-creating = Pöytää luodaan.
online-joining = Liitytään pöytään { $code }.
online-cannot-connect = Palvelimeen ei saada yhteyttä. { $reason ->
    [certificate] Sen varmenteeseen ei luoteta. Anna sen allekirjoittanut varmenne valinnalla cafile.
    [tls] Suojattu yhteys epäonnistui.
    [refused] Osoitteessa ei vastaa mikään.
    [unknown-host] Tällaista konetta ei ole.
    [timeout] Vastausta ei tullut ajoissa.
    [address] Osoite ei kelpaa.
    [not-a-server] Se ei ole Talking Yahtzee palvelin.
   *[other] Verkkoyhteys katkesi.
}
online-created = { $open ->
    [0] Pöytä on luotu. Koodi, { $code }. Kaikki paikat ovat täynnä, joten Enter aloittaa pelin nyt.
   *[other] Pöytä on luotu. Koodi, { $code }. Anna se ystävillesi. Enter aloittaa pelin, kun kaikki ovat paikalla.
}
online-seated = Olet pöydässä { $code }. Isäntä aloittaa pelin.
online-seated-by-host = Isäntä antoi sinulle paikan { $number } pöydässä { $code }. Isäntä aloittaa pelin.
online-watching = Katsot pöytää { $code }.
online-code = Pöydän koodi, { $code }.
online-not-seated = Et ole vielä missään pöydässä.
online-name = { $player }
online-who = Pöydässä, { $players }. { $open ->
    [0] Vapaita paikkoja ei ole.
    [one] Yksi paikka on vapaana.
   *[other] { $open } paikkaa on vapaana.
}
online-everyone-here = Kaikki ovat paikalla. Enter aloittaa pelin.
online-seat-joined = Pöytään tuli, { $player }.
online-seat-away = { $player }, yhteys katkesi.
online-seat-stand-in = { $player }, tietokone pelaa toistaiseksi.
online-seat-back = { $player }, takaisin pöydässä.
online-seat-removed = { $player }, poistettu pöydästä.
online-seat-left = Pöydästä lähti, { $player }.
online-seat-watching = Katsomassa, { $player }.
online-seat-timed-out = { $player }, aika loppui, tietokone päättää tämän vuoron.
online-chat = Chat, { $player }, { $text }
online-chat-open = Chat, kirjoita rivi, Enter lähettää, Escape peruu.
online-chat-cancelled = Chat peruttu.
online-chat-offline = Chat on verkkopöytiä varten.
online-mute-none = Kukaan ei ole vielä kirjoittanut chattiin.
online-muted = { $player }, chat mykistetty.
online-unmuted = { $player }, chat kuuluu taas.
online-not-your-turn = Ei ole vuorosi. Nyt pelaa, { $player }.
online-not-connected = Ei yhteyttä. Mitään ei lähetetty. Yhdistetään uudelleen.
online-connection-lost = Yhteys katkesi, yhdistetään uudelleen.
online-back = Takaisin pöydässä.
online-missed = Poissa ollessasi.
online-missed-scored = { $player }, { $points } { box-in }.
online-missed-for-you = Puolestasi pelattiin, { $points } { box-in }.
online-missed-summary = { $player }, { $count } { $count ->
        [one] vuoro
       *[other] vuoroa
    }, yhteensä { $points } { $points ->
        [one] piste
       *[other] pistettä
    }.
online-missed-summary-you = Puolestasi pelattiin, { $count } { $count ->
        [one] vuoro
       *[other] vuoroa
    }, yhteensä { $points } { $points ->
        [one] piste
       *[other] pistettä
    }.
online-missed-rolled = Nopat heitettiin puolestasi.
online-gave-up = Yhteyttä pöytään ei saatu palautettua.
online-closed-ended = Isäntä sulki pöydän.
online-closed-removed = Isäntä poisti sinut pöydästä.
online-over = Peli on päättynyt. Isäntä voi kysyä kaikilta, pelataanko uudelleen. Q lopettaa.
online-refused = Palvelin ei hyväksynyt sitä.
online-refused-server-error = Palvelin ei voinut tallentaa sitä. Yritä hetken päästä uudelleen.
online-refused-rate-limited = Liian nopeasti. Odota hetki ja yritä sitten uudelleen.
online-refused-unknown-table = Millään pöydällä ei ole tuota koodia.
online-refused-full = Pöytä on täynnä.
online-refused-started = Pöydän peli on jo alkanut.
online-refused-no-spectators = Pöytä ei salli katsojia.
online-refused-name-taken = Pöydässä on jo joku samalla nimellä. Valitse toinen nimivalitsimella.
online-refused-bad-name = Palvelin ei hyväksy tuota nimeä.
online-refused-seats-open = Kaikki eivät ole vielä istuutuneet.
online-refused-not-host = Vain isäntä aloittaa pelin.
online-refused-too-many-attempts = Liian monta väärää koodia. Yritä myöhemmin.
online-refused-too-many-tables = Olet luonut liian monta pöytää. Yritä myöhemmin.
online-refused-server-full = Palvelin on täynnä. Yritä myöhemmin.
online-refused-chat-rate = Chat, yksi rivi kahden sekunnin välein.
online-refused-computer-plays = Tietokone pelaa paikkaasi toistaiseksi.
online-refused-spectator = Olet katsojana. Siirrot kuuluvat pelaajille.
online-refused-closed = Pöytä on suljettu.
online-refused-replaced = Paikkasi otettiin takaisin toiselta laitteelta.
online-host-only = Vain isäntä voi tehdä sen.
online-end-confirm = Suljetaanko pöytä kaikilta? { confirm-yes } tai Enter sulkee sen. Mikä tahansa muu näppäin jatkaa peliä.
online-end-cancelled = Pöytä jatkuu.
online-remove-choose = Poista pelaaja, Ylös ja Alas valitsevat, Enter poistaa, Escape peruu.
online-remove-none = Pöydässä ei ole muita.
online-remove-cancelled = Ketään ei poistettu.

# Issue 32: what a player hears of others' turns, the turn timer, the chat line.
online-turn = Vuorossa, { $player }.
online-clock-warning = { $seconds } sekuntia jäljellä.
online-clock-left = { $mine ->
    [yes] Vuorossasi { $seconds } sekuntia jäljellä.
   *[no] Tässä vuorossa { $seconds } sekuntia jäljellä.
}
online-chat-char = { $char }
online-chat-space = välilyönti
online-chat-erased = { $char } poistettu.
online-chat-empty = Tyhjä rivi.
online-chat-start = Rivin alku.
online-chat-end = Rivin loppu.
online-chat-full = Rivi on täynnä, { $limit } merkkiä.
online-chat-typed = { $text }
online-chat-history-none = Ei vielä keskustelua.
online-chat-history-place = { $place }, yhteensä { $count }.
online-spectators-watching = Katsojia tuli { $count }.
online-spectators-left = Katsojia lähti { $count }.

## A player's key keeps the seat (issue 32)

online-returned = Olet taas paikallasi pöydässä { $code }.
online-quit-seat = Poistutaanko pöydästä? Tietokone pelaa paikkaasi, kunnes palaat samalla komennolla. Poistu painamalla { confirm-yes } tai Enter, jatka millä tahansa muulla näppäimellä.
# The same question in the browser, where no command was typed.
online-quit-seat-web = Poistutaanko pöydästä? Tietokone pelaa paikkaasi, kunnes avaat pöydän linkin uudelleen tässä selaimessa. Poistu painamalla { confirm-yes } tai Enter, jatka millä tahansa muulla näppäimellä.

## The public tables, in the lobby and for --tables (issue 32)

online-table-line = Pöytä { $code }, { $rules }, { $players }. { $started ->
    [yes] Peli on käynnissä.
   *[no] { $free ->
        [0] Vapaita paikkoja ei ole.
        [one] Yksi paikka on vapaana.
       *[other] { $free } paikkaa on vapaana.
    }
} { $spectators ->
    [yes] Katsojat ovat tervetulleita.
   *[no] Ei katsojia.
}
# Issue 42: a seat of yours in a game under way, named in the lobby; a game begun offered to watch.
online-table-yours = Pöytä { $code }, { $rules }, { $players }. Sinun paikkasi, kierros { $round }. Enter ottaa sen takaisin.
online-watch-offer = Pöydän peli on jo alkanut. Katsotaanko sitä? Katso painamalla { confirm-yes } tai Enter, jää aulaan millä tahansa muulla näppäimellä.
online-watch-declined = Jäät aulaan.
online-tables-none = Julkisia pöytiä ei nyt ole.
online-field-public = Näkyy aulassa, { $public ->
    [yes] kyllä, kuka tahansa voi liittyä
   *[no] ei, vain koodilla
}.
online-lobby-people = { $tables ->
    [0] Ei julkisia pöytiä.
    [one] Yksi julkinen pöytä.
   *[other] { $tables } julkista pöytää.
} { $count ->
    [0] Aulassa ei ole muita.
   *[other] Aulassa, { $people }.
}

## Who comes into the lobby and who leaves, one line per burst; the lobby's connection (issue 40)
online-lobby-came = { $count ->
    [one] Aulaan tuli { $people }.
   *[other] Aulaan tulivat { $people }.
}
online-lobby-left = { $count ->
    [one] Aulasta lähti { $people }.
   *[other] Aulasta lähtivät { $people }.
}
online-lobby-others = { $count ->
    [one] yksi muu
   *[other] { $count } muuta
}
online-lobby-back = Takaisin aulassa.
online-lobby-chat-later = Ei yhteyttä. Rivisi lähetetään, kun yhteys palaa.

## Back to the lobby from a table, and what you missed (issue 32)

online-leave-seat = Palataanko aulaan? Tietokone pelaa paikkaasi, kunnes palaat tähän pöytään. Poistu painamalla { confirm-yes } tai Enter, jatka millä tahansa muulla näppäimellä.
online-left = { $watching ->
    [yes] Lopetit pöydän katsomisen.
   *[no] Poistuit pöydästä.
}
online-missed-recap = { $since ->
    [move] Edellisen siirtosi jälkeen.
   *[came] Sen jälkeen, kun tulit pöytään.
}
online-missed-none = { $since ->
    [move] Edellisen siirtosi jälkeen ei ole tapahtunut mitään.
   *[came] Mitään ei ole tapahtunut sen jälkeen, kun tulit pöytään.
}

# Issue 32, pysyvät pöydät: uusi peli samassa pöydässä, isännän oikeudet siirtyvät, katsoja istuu
# paikalle, isännän tietokoneet pelien välillä. Nimet seisovat yksin, niitä ei taivuteta.
online-over-host = Peli on päättynyt. Ctrl+N kysyy kaikilta, pelataanko tässä pöydässä uudelleen. Q lopettaa.
online-again-sent = Kysyit muilta, pelataanko uudelleen.
online-again-asked = Uusi peli tässä pöydässä, kysyy { $player }. { confirm-yes } tai Enter pelaa uudelleen, { confirm-no } tai Escape luopuu paikastasi.
online-again-asked-others = { $player } kysyy muilta, pelataanko uudelleen.
online-again-host-only = Vain isäntä voi kysyä uutta peliä.
online-again-yes = Pelaat uudelleen. Odotetaan muita.
online-seat-accepted = Pelaa uudelleen, { $player }.
online-seat-declined = Ei pelaa uudelleen, { $player }. Paikka on vapaa.
online-seat-host = Uusi isäntä, { $player }.
online-host-you = Olet nyt isäntä.
online-seat-sat = Istuu paikalle, { $player }.
online-seat-computer = Tietokone istuu paikalle, { $player }, taso { $level }.
online-seat-level = { $player }, taso { $level }.
online-seat-dropped = Paikka poistettu, { $player }.
online-seat-opened = Paikka vapautettu ihmiselle, { $player }.
online-seat-seated = { $player } saa paikan { $number } isännän valinnasta.
online-new-game = { $host ->
    [yes] Uusi peli tässä pöydässä, uusilla nopilla. Enter aloittaa sen, C säätää tietokoneet.
   *[no] Uusi peli tässä pöydässä, uusilla nopilla. Aloittaja, { $player }.
}
online-closed-declined = Luovuit paikastasi tässä pöydässä.
online-refused-not-over = Peli ei ole vielä päättynyt.
online-refused-not-asked = Ei ole kysymystä, johon vastata.
online-refused-seated = Sinulla on jo paikka.
online-refused-bad-seat = Tätä paikkaa ei voi muuttaa.
online-refused-bad-level = Palvelin ei tunne tätä tasoa.
online-refused-bad-seats = Pöydässä on aina vähintään kaksi paikkaa.
online-refused-no-spectator = Se katsoja ei enää katso.
online-seats-keys = Paikat. Ylös ja Alas valitsevat, Vasen ja Oikea muuttavat tietokoneen tasoa, A lisää tietokoneen, O vapauttaa tietokoneen paikan ihmiselle, S istuttaa paikalle katsojan, Delete poistaa tietokoneen tai vapaan paikan, Escape palaa.
online-seat-line = Paikka { $number }, { $kind ->
    [computer] { $player }, tietokone, taso { $level }
    [open] vapaa
   *[person] { $player }
}.
online-seats-not-now = Paikat muuttuvat vain ennen peliä.
online-seats-not-computer = Täällä muuttuvat vain tietokoneet ja vapaat paikat.
online-spectators-choose = Paikka { $number }, valitse katsoja, Ylös ja Alas valitsevat, Enter istuttaa, Escape palaa.
online-spectators-none = Kukaan ei katso tätä pöytää.
online-spectators-cancelled = Ketään ei istutettu.
online-seats-done = Takaisin pöydässä.
# The lobby: each computer's own level ($number as in its name, Computer 3).
online-field-computer-level = Tietokone { $number }, taso { $level }.
online-link-copied = Linkki kopioitu. Sen avaavat ystävät pelaavat selaimessaan.
online-link-no-clipboard = Leikepöytäohjelmaa ei löytynyt. Ystävät voivat liittyä koodilla { $code }.

online-field-rated = Luokiteltu, { $rated ->
    [yes] kyllä, pelit vaikuttavat luokitukseen, vain ihmisiä
   *[no] ei, harjoittelua
}.
online-rating-own = Luokituksesi täällä on { $rating }, sija { $rank }, pelaajia { $ranked }, { $games ->
    [one] yksi luokiteltu peli
   *[other] { $games } luokiteltua peliä
} pelattu.
online-rating-none = Sinulla ei ole vielä luokitusta tällä palvelimella. Pelaa luokitellussa pöydässä.
online-ratings-line = { $rank }. { $name }, { $rating }, { $games ->
    [one] yksi peli
   *[other] { $games } peliä
}.
online-ratings-none = Kukaan ei ole vielä pelannut luokiteltua peliä tällä palvelimella.

# Issue 40: näppäin, jota pöytä ei ottanut vastaan (pöytä ehti edetä, tai yhteys katkesi): mikä
# näppäin ja miksi, ei koskaan syyn tunnusta.
online-refused-stale = Pöytä ehti edetä ennen kuin näppäimesi tuli perille. Paina uudelleen, jos haluat sen yhä.
online-not-taken = Ei hyväksytty, { $command ->
        [roll] heittosi
        [hold] nopan { $die } pitäminen tai vapauttaminen
        [set-held] pitämäsi nopat
        [score] kirjauksesi { box-in }
       *[undo] kumoaminen
    }. { $why ->
        [stale] Pöytä ehti edetä ennen kuin näppäimesi tuli perille.
       *[lost] Näppäimesi ei ehtinyt pöytään ennen kuin yhteys katkesi.
    } Paina uudelleen, jos haluat sen yhä.
# Your own score, taken, whose answer was lost with the connection (issue 40).
online-missed-yours = Kirjauksesi ehti pöytään ennen kuin yhteys katkesi, { $points } { box-in }.
# A chat line on its way when the connection closed (issue 40): it may have been said.
online-chat-lost = Keskusteluviestisi ei ehkä ehtinyt pöytään, { $text }. Kirjoita se uudelleen, jos haluat sen yhä.
