# Playing to win (key W, and the hint against other players or a best score).
win-percent = { $exact ->
    [no] etwa { NUMBER($chance, style: "percent") }
   *[yes] { NUMBER($chance, style: "percent") }
}
win-chance = { $goal ->
    [beat] Chance, deinen Rekord von { $best } zu schlagen, { $chance }.
   *[win] Gewinnchance, { $chance }.
}
win-hint = { $goal ->
    [beat] Für den Rekord, { $action }, { $chance }. Die meisten Punkte, { $points_action }, { $points_chance } für den Rekord.
   *[win] Zum Sieg, { $action }, { $chance }. Die meisten Punkte, { $points_action }, { $points_chance } Gewinnchance.
}
win-none = Noch niemand zu schlagen, keine anderen Spieler und noch kein Rekord mit diesen Regeln.
