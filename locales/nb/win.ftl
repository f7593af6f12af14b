# Playing to win (key W, and the hint against other players or a best score).
win-percent = { $exact ->
    [no] omtrent { NUMBER($chance, style: "percent") }
   *[yes] { NUMBER($chance, style: "percent") }
}
win-chance = { $goal ->
    [beat] Sjanse for å slå rekorden din på { $best }, { $chance }.
   *[win] Sjanse for å vinne, { $chance }.
}
win-hint = { $goal ->
    [beat] For å slå rekorden, { $action }, { $chance }. Flest poeng, { $points_action }, { $points_chance } sjanse for rekord.
   *[win] For å vinne, { $action }, { $chance }. Flest poeng, { $points_action }, { $points_chance } sjanse for å vinne.
}
win-none = Ingen å slå ennå, ingen andre spillere og ingen rekord med disse reglene.
