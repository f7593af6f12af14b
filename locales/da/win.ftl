# Playing to win (key W, and the hint against other players or a best score).
win-percent = { $exact ->
    [no] omkring { NUMBER($chance, style: "percent") }
   *[yes] { NUMBER($chance, style: "percent") }
}
win-chance = { $goal ->
    [beat] Chance for at slå din rekord på { $best }, { $chance }.
   *[win] Chance for at vinde, { $chance }.
}
win-hint = { $goal ->
    [beat] For at slå rekorden, { $action }, { $chance }. Flest point, { $points_action }, { $points_chance } chance for rekord.
   *[win] For at vinde, { $action }, { $chance }. Flest point, { $points_action }, { $points_chance } chance for at vinde.
}
win-none = Ingen at slå endnu, ingen andre spillere og ingen rekord med disse regler.
