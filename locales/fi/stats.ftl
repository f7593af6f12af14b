# Tilastot: puhuttu yhteenveto (näppäin G ja pelin loppu, myös `yahtzee stats`), juuri päättyneen
# yksinpelin sijoitus ja tilastotietokannan ongelmat.
# $level on beginner, good tai expert. $date on päivämäärä. $rate on osuus välillä 0–1.
stats-none = Ei vielä päättyneitä pelejä.
stats-games = { $games ->
    [one] Yksi peli pelattu.
   *[other] { $games } peliä pelattu.
}
stats-average = Keskiarvosi on { NUMBER($average, maximumFractionDigits: 1) }, paras tuloksesi { $best }.
stats-yahtzees = { $count ->
    [0] Ei vielä yhtään Yatzya.
    [one] Yatzy kerran.
   *[other] Yatzy { $count } kertaa.
}
stats-upper-bonus = Yläosan bonus { NUMBER($rate, style: "percent") } peleistäsi.
stats-against = Tietokonetta vastaan, taso { $level ->
    [beginner] aloittelija
    [good] hyvä
    [master] suurmestari
   *[expert] mestari
}, voittoja { $wins }, tappioita { $losses }, tasapelejä { $ties }.
stats-top = { $count ->
    [one] Paras yksinpelituloksesi.
   *[other] { $count } parasta yksinpelitulostasi.
}
stats-top-entry = { $place }, { $total } { $total ->
    [one] piste
   *[other] pistettä
}, { DATETIME($date, dateStyle: "long") }.
stats-top-undated = { $place }, { $total } { $total ->
    [one] piste
   *[other] pistettä
}, aiemmista tilastoistasi.
stats-rank = { $rank ->
    [1] { $count ->
        [1] Ensimmäinen yksinpelituloksesi näillä säännöillä.
       *[other] Paras tuloksesi koskaan!
    }
    [2] Toiseksi paras tuloksesi.
    [3] Kolmanneksi paras tuloksesi.
    [4] Neljänneksi paras tuloksesi.
    [5] Viidenneksi paras tuloksesi.
    [6] Kuudenneksi paras tuloksesi.
    [7] Seitsemänneksi paras tuloksesi.
    [8] Kahdeksanneksi paras tuloksesi.
    [9] Yhdeksänneksi paras tuloksesi.
   *[other] Kymmenenneksi paras tuloksesi.
}
stats-rank-number = Sija { $rank }. Tuloksia näillä säännöillä { $count }.
stats-locked-notice = Toinen peli käyttää tilastojasi, joten niitä ei voitu lukea eikä tallentaa tällä kerralla. Peli jatkuu.
# Profiles: whose statistics (the name stands alone after a colon, never declined),
# a line of the table of everyone (`yahtzee stats --players`), and a merge of two spellings.
stats-player = Pelaaja, { $name }.
stats-player-row = { $name }, { $games ->
    [one] yksi peli
   *[other] { $games } peliä
}, keskiarvo { NUMBER($average, maximumFractionDigits: 1) }, paras { $best }.
stats-merged = Yhdistetty. Vanha nimi, { $old }. Uusi nimi, { $new }. { $games ->
    [one] Yksi tulos siirretty.
   *[other] { $games } tulosta siirretty.
}
# Everyone's statistics (`yahtzee stats` without --player, key G when no one person is asked):
# nothing is "your"; each best score says whose it is ($name stands alone between commas).
stats-everyone = Kaikki pelaajat.
stats-average-everyone = Keskiarvo { NUMBER($average, maximumFractionDigits: 1) }, paras tulos { $best }.
stats-upper-bonus-everyone = Yläosan bonus { NUMBER($rate, style: "percent") } kaikista pöytäkirjoista.
stats-top-everyone = { $count ->
    [one] Paras yksinpelitulos.
   *[other] { $count } parasta yksinpelitulosta.
}
stats-top-entry-everyone = Numero { $place }, { $name }, { $total } { $total ->
    [one] piste
   *[other] pistettä
}, { DATETIME($date, dateStyle: "long") }.
stats-top-undated-everyone = Numero { $place }, { $total } { $total ->
    [one] piste
   *[other] pistettä
}, aiemmista tilastoista.
# Miten henkilö pelaa mitatuissa peleissään (docs/strategy.md): menetetyt pisteet pelissä ($loss)
# ja valinnassa ($per_choice) viimeisissä $games pelissä ja kaikissa; parhaiten pelattu peli
# ($played, osuus parhaasta pelistä; $total pistettä); onnekkain ja epäonnisin ($luck kokonaisia
# pisteitä keskiarvosta, $dice more, less tai even). $date on päivämäärä.
stats-skill-recent = Viimeiset { $games } peliäsi, { NUMBER($loss, maximumFractionDigits: 1) } pistettä menetetty pelissä, { NUMBER($per_choice, maximumFractionDigits: 2) } valinnassa.
stats-skill-all = { $games ->
    [one] Ainoa mitattu pelisi
   *[other] Kaikki { $games } mitattua peliäsi
}, { NUMBER($loss, maximumFractionDigits: 1) } pistettä menetetty pelissä, { NUMBER($per_choice, maximumFractionDigits: 2) } valinnassa.
stats-skill-best = Parhaiten pelattu, { NUMBER($played, style: "percent", maximumFractionDigits: 1) }, { $total } pistettä, { DATETIME($date, dateStyle: "long") }.
stats-skill-luckiest = Onnekkain, { $dice ->
    [more] nopat antoivat { $luck } { $luck ->
        [one] pisteen
       *[other] pistettä
    } keskiarvoa enemmän
    [less] nopat antoivat { $luck } { $luck ->
        [one] pisteen
       *[other] pistettä
    } keskiarvoa vähemmän
   *[even] nopat olivat tasan keskiarvossa
}, { DATETIME($date, dateStyle: "long") }.
stats-skill-unluckiest = Epäonnisin, { $dice ->
    [more] nopat antoivat { $luck } { $luck ->
        [one] pisteen
       *[other] pistettä
    } keskiarvoa enemmän
    [less] nopat antoivat { $luck } { $luck ->
        [one] pisteen
       *[other] pistettä
    } keskiarvoa vähemmän
   *[even] nopat olivat tasan keskiarvossa
}, { DATETIME($date, dateStyle: "long") }.
