# Statistik: det talte overblik (tasten G og slutskærmen, også `yahtzee stats`), placeringen af et
# netop afsluttet solospil, og problemer med statistikdatabasen.
# $level er beginner, good eller expert. $date er en dato. $rate er en andel fra 0 til 1.
stats-none = Ingen færdige spil endnu.
stats-games = { $games ->
    [one] Et spil spillet.
   *[other] { $games } spil spillet.
}
stats-average = Dit gennemsnit er { NUMBER($average, maximumFractionDigits: 1) }, dit bedste { $best }.
stats-yahtzees = { $count ->
    [0] Ingen Yatzy endnu.
    [one] Yatzy en gang.
   *[other] Yatzy { $count } gange.
}
stats-upper-bonus = Bonus i øvre del i { NUMBER($rate, style: "percent") } af dine spil.
stats-against = Mod computeren på niveau { $level ->
    [beginner] begynder
    [good] god
    [master] mester
   *[expert] ekspert
}, vundet { $wins }, tabt { $losses }, uafgjort { $ties }.
stats-top = { $count ->
    [one] Dit bedste soloresultat.
   *[other] Dine { $count } bedste soloresultater.
}
stats-top-entry = { $place }, { $total } point, { DATETIME($date, dateStyle: "long") }.
stats-top-undated = { $place }, { $total } point, fra din tidligere statistik.
stats-rank = { $rank ->
    [1] { $count ->
        [1] Dit første soloresultat med disse regler.
       *[other] Dit bedste resultat nogensinde!
    }
    [2] Dit næstbedste resultat.
    [3] Dit tredjebedste resultat.
    [4] Dit fjerdebedste resultat.
    [5] Dit femtebedste resultat.
    [6] Dit sjettebedste resultat.
    [7] Dit syvendebedste resultat.
    [8] Dit ottendebedste resultat.
    [9] Dit niendebedste resultat.
   *[other] Dit tiendebedste resultat.
}
stats-rank-number = Nummer { $rank } af dine { $count } resultater med disse regler.
stats-locked-notice = Et andet spil bruger din statistik, så den kunne ikke læses eller gemmes denne gang. Spillet fortsætter.
# Profiles: whose statistics (the name stands alone after a colon, never declined),
# a line of the table of everyone (`yahtzee stats --players`), and a merge of two spellings.
stats-player = Spiller, { $name }.
stats-player-row = { $name }, { $games ->
    [one] ét spil
   *[other] { $games } spil
}, gennemsnit { NUMBER($average, maximumFractionDigits: 1) }, bedste { $best }.
stats-merged = Slået sammen. Gammelt navn, { $old }. Nyt navn, { $new }. { $games ->
    [one] Ét resultat flyttet.
   *[other] { $games } resultater flyttet.
}
# Everyone's statistics (`yahtzee stats` without --player, key G when no one person is asked):
# nothing is "your"; each best score says whose it is ($name stands alone between commas).
stats-everyone = Alle spillere.
stats-average-everyone = Gennemsnit { NUMBER($average, maximumFractionDigits: 1) }, bedste resultat { $best }.
stats-upper-bonus-everyone = Bonus i øvre del på { NUMBER($rate, style: "percent") } af alle blokke.
stats-top-everyone = { $count ->
    [one] Det bedste soloresultat.
   *[other] De { $count } bedste soloresultater.
}
stats-top-entry-everyone = Nummer { $place }, { $name }, { $total } point, { DATETIME($date, dateStyle: "long") }.
stats-top-undated-everyone = Nummer { $place }, { $total } point, fra den tidligere statistik.
# Hvordan personen spiller, over de målte spil (docs/strategy.md): tabte point pr. spil ($loss) og
# pr. valg ($per_choice) over de seneste $games spil og alle; det bedst spillede spil ($played,
# andel af bedste spil; $total point); det med mest og mindst held ($luck hele point fra
# gennemsnittet, $dice more, less eller even). $date er en dato.
stats-skill-recent = Dine seneste { $games } spil, { NUMBER($loss, maximumFractionDigits: 1) } point tabt pr. spil, { NUMBER($per_choice, maximumFractionDigits: 2) } pr. valg.
stats-skill-all = { $games ->
    [one] Dit eneste målte spil
   *[other] Dine { $games } målte spil
}, { NUMBER($loss, maximumFractionDigits: 1) } point tabt pr. spil, { NUMBER($per_choice, maximumFractionDigits: 2) } pr. valg.
stats-skill-best = Bedst spillet, { NUMBER($played, style: "percent", maximumFractionDigits: 1) }, { $total } point, { DATETIME($date, dateStyle: "long") }.
stats-skill-luckiest = Mest held, { $dice ->
    [more] terningerne gav { $luck } point mere end gennemsnittet
    [less] terningerne gav { $luck } point mindre end gennemsnittet
   *[even] terningerne var lige på gennemsnittet
}, { DATETIME($date, dateStyle: "long") }.
stats-skill-unluckiest = Mindst held, { $dice ->
    [more] terningerne gav { $luck } point mere end gennemsnittet
    [less] terningerne gav { $luck } point mindre end gennemsnittet
   *[even] terningerne var lige på gennemsnittet
}, { DATETIME($date, dateStyle: "long") }.
