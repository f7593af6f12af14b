# Statistik: den upplästa sammanfattningen (tangenten G och spelets slut, även `yahtzee stats`),
# placeringen för ett nyss avslutat solospel, och problem med statistikdatabasen.
# $level är beginner, good eller expert. $date är ett datum. $rate är en andel från 0 till 1.
stats-none = Inga avslutade spel ännu.
stats-games = { $games ->
    [one] Ett spel spelat.
   *[other] { $games } spel spelade.
}
stats-average = Ditt medelresultat är { NUMBER($average, maximumFractionDigits: 1) }, ditt bästa { $best }.
stats-yahtzees = { $count ->
    [0] Ingen Yatzy slagen ännu.
    [one] En Yatzy slagen.
   *[other] { $count } Yatzy slagna.
}
stats-upper-bonus = Övre bonus i { NUMBER($rate, style: "percent") } av dina spel.
stats-against = Mot datorn på nivån { $level ->
    [beginner] nybörjare
    [good] bra
    [master] mästare
   *[expert] expert
}, vunna { $wins }, förlorade { $losses }, oavgjorda { $ties }.
stats-top = { $count ->
    [one] Ditt bästa soloresultat.
   *[other] Dina { $count } bästa soloresultat.
}
stats-top-entry = { $place }, { $total } poäng, { DATETIME($date, dateStyle: "long") }.
stats-top-undated = { $place }, { $total } poäng, från din tidigare statistik.
stats-rank = { $rank ->
    [1] { $count ->
        [1] Ditt första soloresultat med dessa regler.
       *[other] Ditt bästa resultat någonsin!
    }
    [2] Ditt näst bästa resultat.
    [3] Ditt tredje bästa resultat.
    [4] Ditt fjärde bästa resultat.
    [5] Ditt femte bästa resultat.
    [6] Ditt sjätte bästa resultat.
    [7] Ditt sjunde bästa resultat.
    [8] Ditt åttonde bästa resultat.
    [9] Ditt nionde bästa resultat.
   *[other] Ditt tionde bästa resultat.
}
stats-rank-number = Plats { $rank } av dina { $count } resultat med dessa regler.
stats-locked-notice = Ett annat spel använder din statistik, så den kunde inte läsas eller sparas den här gången. Spelet fortsätter.
# Profiles: whose statistics (the name stands alone after a colon, never declined),
# a line of the table of everyone (`yahtzee stats --players`), and a merge of two spellings.
stats-player = Spelare, { $name }.
stats-player-row = { $name }, { $games ->
    [one] ett spel
   *[other] { $games } spel
}, medel { NUMBER($average, maximumFractionDigits: 1) }, bästa { $best }.
stats-merged = Sammanslaget. Gammalt namn, { $old }. Nytt namn, { $new }. { $games ->
    [one] Ett resultat flyttat.
   *[other] { $games } resultat flyttade.
}
# Everyone's statistics (`yahtzee stats` without --player, key G when no one person is asked):
# nothing is "your"; each best score says whose it is ($name stands alone between commas).
stats-everyone = Alla spelare.
stats-average-everyone = Medelresultat { NUMBER($average, maximumFractionDigits: 1) }, bästa resultat { $best }.
stats-upper-bonus-everyone = Övre bonus i { NUMBER($rate, style: "percent") } av alla protokoll.
stats-top-everyone = { $count ->
    [one] Det bästa soloresultatet.
   *[other] De { $count } bästa soloresultaten.
}
stats-top-entry-everyone = Nummer { $place }, { $name }, { $total } poäng, { DATETIME($date, dateStyle: "long") }.
stats-top-undated-everyone = Nummer { $place }, { $total } poäng, från den tidigare statistiken.
# Hur personen spelar, över de mätta spelen (docs/strategy.md): förlorade poäng per spel ($loss)
# och per val ($per_choice) över de senaste $games spelen och alla; det bäst spelade spelet
# ($played, andel av bästa spel; $total poäng); det med mest och minst tur ($luck hela poäng från
# genomsnittet, $dice more, less eller even). $date är ett datum.
stats-skill-recent = Dina senaste { $games } spel, { NUMBER($loss, maximumFractionDigits: 1) } poäng förlorade per spel, { NUMBER($per_choice, maximumFractionDigits: 2) } per val.
stats-skill-all = { $games ->
    [one] Ditt enda mätta spel
   *[other] Dina { $games } mätta spel
}, { NUMBER($loss, maximumFractionDigits: 1) } poäng förlorade per spel, { NUMBER($per_choice, maximumFractionDigits: 2) } per val.
stats-skill-best = Bäst spelat, { NUMBER($played, style: "percent", maximumFractionDigits: 1) }, { $total } poäng, { DATETIME($date, dateStyle: "long") }.
stats-skill-luckiest = Mest tur, { $dice ->
    [more] tärningarna gav { $luck } poäng mer än genomsnittet
    [less] tärningarna gav { $luck } poäng mindre än genomsnittet
   *[even] tärningarna var precis genomsnittliga
}, { DATETIME($date, dateStyle: "long") }.
stats-skill-unluckiest = Minst tur, { $dice ->
    [more] tärningarna gav { $luck } poäng mer än genomsnittet
    [less] tärningarna gav { $luck } poäng mindre än genomsnittet
   *[even] tärningarna var precis genomsnittliga
}, { DATETIME($date, dateStyle: "long") }.
