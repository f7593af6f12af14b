# Statistikk: den talte oversikten (tasten G og sluttskjermen, også `yahtzee stats`), plasseringen
# til et solospill som nettopp er ferdig, og problemer med statistikkdatabasen.
# $level er beginner, good eller expert. $date er en dato. $rate er en andel fra 0 til 1.
stats-none = Ingen ferdige spill ennå.
stats-games = { $games ->
    [one] Ett spill spilt.
   *[other] { $games } spill spilt.
}
stats-average = Snittet ditt er { NUMBER($average, maximumFractionDigits: 1) }, beste resultat { $best }.
stats-yahtzees = { $count ->
    [0] Ingen Yatzy ennå.
    [one] Yatzy én gang.
   *[other] Yatzy { $count } ganger.
}
stats-upper-bonus = Bonus i øvre del i { NUMBER($rate, style: "percent") } av spillene dine.
stats-against = Mot datamaskinen på nivå { $level ->
    [beginner] nybegynner
    [good] god
    [master] mester
   *[expert] ekspert
}, vunnet { $wins }, tapt { $losses }, uavgjort { $ties }.
stats-top = { $count ->
    [one] Ditt beste soloresultat.
   *[other] Dine { $count } beste soloresultater.
}
stats-top-entry = { $place }, { $total } poeng, { DATETIME($date, dateStyle: "long") }.
stats-top-undated = { $place }, { $total } poeng, fra den tidligere statistikken din.
stats-rank = { $rank ->
    [1] { $count ->
        [1] Ditt første soloresultat med disse reglene.
       *[other] Ditt beste resultat noensinne!
    }
    [2] Ditt nest beste resultat.
    [3] Ditt tredje beste resultat.
    [4] Ditt fjerde beste resultat.
    [5] Ditt femte beste resultat.
    [6] Ditt sjette beste resultat.
    [7] Ditt sjuende beste resultat.
    [8] Ditt åttende beste resultat.
    [9] Ditt niende beste resultat.
   *[other] Ditt tiende beste resultat.
}
stats-rank-number = Nummer { $rank } av dine { $count } resultater med disse reglene.
stats-locked-notice = Et annet spill bruker statistikken din, så den kunne ikke leses eller lagres denne gangen. Spillet fortsetter.
# Profiles: whose statistics (the name stands alone after a colon, never declined),
# a line of the table of everyone (`yahtzee stats --players`), and a merge of two spellings.
stats-player = Spiller, { $name }.
stats-player-row = { $name }, { $games ->
    [one] ett spill
   *[other] { $games } spill
}, snitt { NUMBER($average, maximumFractionDigits: 1) }, beste { $best }.
stats-merged = Slått sammen. Gammelt navn, { $old }. Nytt navn, { $new }. { $games ->
    [one] Ett resultat flyttet.
   *[other] { $games } resultater flyttet.
}
# Everyone's statistics (`yahtzee stats` without --player, key G when no one person is asked):
# nothing is "your"; each best score says whose it is ($name stands alone between commas).
stats-everyone = Alle spillere.
stats-average-everyone = Snitt { NUMBER($average, maximumFractionDigits: 1) }, beste resultat { $best }.
stats-upper-bonus-everyone = Bonus i øvre del på { NUMBER($rate, style: "percent") } av alle blokkene.
stats-top-everyone = { $count ->
    [one] Det beste soloresultatet.
   *[other] De { $count } beste soloresultatene.
}
stats-top-entry-everyone = Nummer { $place }, { $name }, { $total } poeng, { DATETIME($date, dateStyle: "long") }.
stats-top-undated-everyone = Nummer { $place }, { $total } poeng, fra den tidligere statistikken.
# Hvordan personen spiller, over de målte spillene (docs/strategy.md): tapte poeng per spill ($loss)
# og per valg ($per_choice) over de siste $games spillene og alle; det best spilte spillet ($played,
# andel av beste spill; $total poeng); det med mest og minst flaks ($luck hele poeng fra snittet,
# $dice more, less eller even). $date er en dato.
stats-skill-recent = De siste { $games } spillene dine, { NUMBER($loss, maximumFractionDigits: 1) } poeng tapt per spill, { NUMBER($per_choice, maximumFractionDigits: 2) } per valg.
stats-skill-all = { $games ->
    [one] Det ene målte spillet ditt
   *[other] De { $games } målte spillene dine
}, { NUMBER($loss, maximumFractionDigits: 1) } poeng tapt per spill, { NUMBER($per_choice, maximumFractionDigits: 2) } per valg.
stats-skill-best = Best spilt, { NUMBER($played, style: "percent", maximumFractionDigits: 1) }, { $total } poeng, { DATETIME($date, dateStyle: "long") }.
stats-skill-luckiest = Mest flaks, { $dice ->
    [more] terningene ga { $luck } poeng mer enn snittet
    [less] terningene ga { $luck } poeng mindre enn snittet
   *[even] terningene var akkurat på snittet
}, { DATETIME($date, dateStyle: "long") }.
stats-skill-unluckiest = Minst flaks, { $dice ->
    [more] terningene ga { $luck } poeng mer enn snittet
    [less] terningene ga { $luck } poeng mindre enn snittet
   *[even] terningene var akkurat på snittet
}, { DATETIME($date, dateStyle: "long") }.
