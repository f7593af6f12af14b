# Playing to win (key W, and the hint against other players or a best score).
win-percent = { $exact ->
    [no] circa { NUMBER($chance, style: "percent") }
   *[yes] { NUMBER($chance, style: "percent") }
}
win-chance = { $goal ->
    [beat] Probabilità di battere il tuo record di { $best }, { $chance }.
   *[win] Probabilità di vittoria, { $chance }.
}
win-hint = { $goal ->
    [beat] Per battere il record, { $action }, { $chance }. Più punti, { $points_action }, { $points_chance } di batterlo.
   *[win] Per vincere, { $action }, { $chance }. Più punti, { $points_action }, { $points_chance } di vincere.
}
win-none = Ancora nessuno da battere, nessun altro giocatore e nessun record con queste regole.
