# Statistieken: het gesproken overzicht (toets G en het einde van het spel, ook `yahtzee stats`),
# de plaats van een zojuist gespeelde solo-score, en problemen met de statistiekendatabase.
# $level is beginner, good of expert. $date is een datum. $rate is een fractie van 0 tot 1.
stats-none = Nog geen gespeelde spellen.
stats-games = { $games ->
    [one] Eén spel gespeeld.
   *[other] { $games } spellen gespeeld.
}
stats-average = Je gemiddelde score is { NUMBER($average, maximumFractionDigits: 1) }, je beste { $best }.
stats-yahtzees = { $count ->
    [0] Nog geen Yahtzee gegooid.
    [one] Eén Yahtzee gegooid.
   *[other] { $count } Yahtzees gegooid.
}
stats-upper-bonus = Bovenbonus in { NUMBER($rate, style: "percent") } van je spellen.
stats-against = Tegen de computer, niveau { $level ->
    [beginner] beginner
    [good] goed
    [master] meester
   *[expert] expert
}, { $wins } gewonnen, { $losses } verloren, { $ties } gelijk.
stats-top = { $count ->
    [one] Je beste solo-score.
   *[other] Je { $count } beste solo-scores.
}
stats-top-entry = { $place }, { $total } punten, { DATETIME($date, dateStyle: "long") }.
stats-top-undated = { $place }, { $total } punten, uit je eerdere statistieken.
stats-rank = { $rank ->
    [1] { $count ->
        [1] Je eerste solo-score met deze regels.
       *[other] Je beste score ooit!
    }
    [2] Je op één na beste score.
    [3] Je derde beste score.
    [4] Je vierde beste score.
    [5] Je vijfde beste score.
    [6] Je zesde beste score.
    [7] Je zevende beste score.
    [8] Je achtste beste score.
    [9] Je negende beste score.
   *[other] Je tiende beste score.
}
stats-rank-number = Nummer { $rank } van je { $count } scores met deze regels.
stats-locked-notice = Een ander spel gebruikt je statistieken, dus ze konden deze keer niet gelezen of bewaard worden. Het spel gaat door.
# Profiles: whose statistics (the name stands alone after a colon, never declined),
# a line of the table of everyone (`yahtzee stats --players`), and a merge of two spellings.
stats-player = Speler, { $name }.
stats-player-row = { $name }, { $games ->
    [one] één spel
   *[other] { $games } spellen
}, gemiddeld { NUMBER($average, maximumFractionDigits: 1) }, beste { $best }.
stats-merged = Samengevoegd. Oude naam, { $old }. Nieuwe naam, { $new }. { $games ->
    [one] Eén score verplaatst.
   *[other] { $games } scores verplaatst.
}
# Everyone's statistics (`yahtzee stats` without --player, key G when no one person is asked):
# nothing is "your"; each best score says whose it is ($name stands alone between commas).
stats-everyone = Alle spelers.
stats-average-everyone = Gemiddelde score { NUMBER($average, maximumFractionDigits: 1) }, beste score { $best }.
stats-upper-bonus-everyone = Bovenbonus op { NUMBER($rate, style: "percent") } van alle blokken.
stats-top-everyone = { $count ->
    [one] De beste solo-score.
   *[other] De { $count } beste solo-scores.
}
stats-top-entry-everyone = Nummer { $place }, { $name }, { $total } punten, { DATETIME($date, dateStyle: "long") }.
stats-top-undated-everyone = Nummer { $place }, { $total } punten, uit de eerdere statistieken.
# Hoe de persoon speelt, over de gemeten spellen (docs/strategy.md): verloren punten per spel
# ($loss) en per keuze ($per_choice) over de laatste $games spellen en alle; het best gespeelde
# spel ($played, deel van het beste spel; $total punten); het gelukkigste en ongelukkigste ($luck
# hele punten van het gemiddelde, $dice more, less of even). $date is een datum.
stats-skill-recent = Je laatste { $games } spellen, { NUMBER($loss, maximumFractionDigits: 1) } punten verloren per spel, { NUMBER($per_choice, maximumFractionDigits: 2) } per keuze.
stats-skill-all = { $games ->
    [one] Je enige gemeten spel
   *[other] Je { $games } gemeten spellen
}, { NUMBER($loss, maximumFractionDigits: 1) } punten verloren per spel, { NUMBER($per_choice, maximumFractionDigits: 2) } per keuze.
stats-skill-best = Best gespeeld, { NUMBER($played, style: "percent", maximumFractionDigits: 1) }, { $total } punten, { DATETIME($date, dateStyle: "long") }.
stats-skill-luckiest = Meeste geluk, { $dice ->
    [more] de stenen gaven { $luck } { $luck ->
        [one] punt
       *[other] punten
    } meer dan gemiddeld
    [less] de stenen gaven { $luck } { $luck ->
        [one] punt
       *[other] punten
    } minder dan gemiddeld
   *[even] de stenen waren precies gemiddeld
}, { DATETIME($date, dateStyle: "long") }.
stats-skill-unluckiest = Minste geluk, { $dice ->
    [more] de stenen gaven { $luck } { $luck ->
        [one] punt
       *[other] punten
    } meer dan gemiddeld
    [less] de stenen gaven { $luck } { $luck ->
        [one] punt
       *[other] punten
    } minder dan gemiddeld
   *[even] de stenen waren precies gemiddeld
}, { DATETIME($date, dateStyle: "long") }.
