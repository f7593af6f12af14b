# Statistik: die gesprochene Übersicht (Taste G und Spielende, auch `yahtzee stats`), der Rang
# eines gerade beendeten Solo-Ergebnisses und Probleme mit der Statistikdatenbank.
# $level ist beginner, good oder expert. $date ist ein Datum. $rate ist ein Anteil von 0 bis 1.
stats-none = Noch keine beendeten Spiele.
stats-games = { $games ->
    [one] Ein Spiel gespielt.
   *[other] { $games } Spiele gespielt.
}
stats-average = Dein Durchschnitt ist { NUMBER($average, maximumFractionDigits: 1) }, dein bestes Ergebnis { $best }.
stats-yahtzees = { $count ->
    [0] Noch kein Yahtzee gewürfelt.
    [one] Ein Yahtzee gewürfelt.
   *[other] { $count } Yahtzees gewürfelt.
}
stats-upper-bonus = Bonus im oberen Teil in { NUMBER($rate, style: "percent") } deiner Spiele.
stats-against = Gegen den Computer { $level ->
    [beginner] als Anfänger
    [good] als guten Spieler
    [master] als Meister
   *[expert] als Profi
}, gewonnen { $wins }, verloren { $losses }, unentschieden { $ties }.
stats-top = { $count ->
    [one] Dein bestes Solo-Ergebnis.
   *[other] Deine { $count } besten Solo-Ergebnisse.
}
stats-top-entry = { $place }, { $total } Punkte, am { DATETIME($date, dateStyle: "long") }.
stats-top-undated = { $place }, { $total } Punkte, aus deiner früheren Statistik.
stats-rank = { $rank ->
    [1] { $count ->
        [1] Dein erstes Solo-Ergebnis mit diesen Regeln.
       *[other] Dein bestes Ergebnis überhaupt!
    }
    [2] Dein zweitbestes Ergebnis.
    [3] Dein drittbestes Ergebnis.
    [4] Dein viertbestes Ergebnis.
    [5] Dein fünftbestes Ergebnis.
    [6] Dein sechstbestes Ergebnis.
    [7] Dein siebtbestes Ergebnis.
    [8] Dein achtbestes Ergebnis.
    [9] Dein neuntbestes Ergebnis.
   *[other] Dein zehntbestes Ergebnis.
}
stats-rank-number = Platz { $rank } von deinen { $count } Ergebnissen mit diesen Regeln.
stats-locked-notice = Ein anderes Spiel benutzt gerade deine Statistik, sie konnte diesmal nicht gelesen oder gespeichert werden. Das Spiel geht weiter.
# Profiles: whose statistics (the name stands alone after a colon, never declined),
# a line of the table of everyone (`yahtzee stats --players`), and a merge of two spellings.
stats-player = Spieler, { $name }.
stats-player-row = { $name }, { $games ->
    [one] ein Spiel
   *[other] { $games } Spiele
}, Durchschnitt { NUMBER($average, maximumFractionDigits: 1) }, bestes { $best }.
stats-merged = Zusammengeführt. Alter Name, { $old }. Neuer Name, { $new }. { $games ->
    [one] Ein Ergebnis verschoben.
   *[other] { $games } Ergebnisse verschoben.
}
# Everyone's statistics (`yahtzee stats` without --player, key G when no one person is asked):
# nothing is "your"; each best score says whose it is ($name stands alone between commas).
stats-everyone = Alle Spieler.
stats-average-everyone = Durchschnitt { NUMBER($average, maximumFractionDigits: 1) }, bestes Ergebnis { $best }.
stats-upper-bonus-everyone = Bonus im oberen Teil auf { NUMBER($rate, style: "percent") } aller Blöcke.
stats-top-everyone = { $count ->
    [one] Das beste Solo-Ergebnis.
   *[other] Die { $count } besten Solo-Ergebnisse.
}
stats-top-entry-everyone = Nummer { $place }, { $name }, { $total } Punkte, am { DATETIME($date, dateStyle: "long") }.
stats-top-undated-everyone = Nummer { $place }, { $total } Punkte, aus der früheren Statistik.
# Wie die Person spielt, über ihre gemessenen Spiele (docs/strategy.md): verlorene Punkte pro Spiel
# ($loss) und pro Entscheidung ($per_choice) über die letzten $games Spiele und alle; das am besten
# gespielte Spiel ($played, Anteil am besten Spiel; $total Punkte); das glücklichste und das
# unglücklichste ($luck ganze Punkte vom Durchschnitt, $dice more, less oder even). $date: Datum.
stats-skill-recent = Deine letzten { $games } Spiele, { NUMBER($loss, maximumFractionDigits: 1) } Punkte verloren pro Spiel, { NUMBER($per_choice, maximumFractionDigits: 2) } pro Entscheidung.
stats-skill-all = { $games ->
    [one] Dein einziges gemessenes Spiel
   *[other] Deine { $games } gemessenen Spiele
}, { NUMBER($loss, maximumFractionDigits: 1) } Punkte verloren pro Spiel, { NUMBER($per_choice, maximumFractionDigits: 2) } pro Entscheidung.
stats-skill-best = Am besten gespielt, { NUMBER($played, style: "percent", maximumFractionDigits: 1) }, { $total } Punkte, am { DATETIME($date, dateStyle: "long") }.
stats-skill-luckiest = Am meisten Glück, { $dice ->
    [more] die Würfel brachten { $luck } { $luck ->
        [one] Punkt
       *[other] Punkte
    } mehr als der Durchschnitt
    [less] die Würfel brachten { $luck } { $luck ->
        [one] Punkt
       *[other] Punkte
    } weniger als der Durchschnitt
   *[even] die Würfel waren genau Durchschnitt
}, am { DATETIME($date, dateStyle: "long") }.
stats-skill-unluckiest = Am wenigsten Glück, { $dice ->
    [more] die Würfel brachten { $luck } { $luck ->
        [one] Punkt
       *[other] Punkte
    } mehr als der Durchschnitt
    [less] die Würfel brachten { $luck } { $luck ->
        [one] Punkt
       *[other] Punkte
    } weniger als der Durchschnitt
   *[even] die Würfel waren genau Durchschnitt
}, am { DATETIME($date, dateStyle: "long") }.
