# Playing to win (key W, and the hint against other players or a best score).
win-percent = { $exact ->
    [no] około { NUMBER($chance, style: "percent") }
   *[yes] { NUMBER($chance, style: "percent") }
}
win-chance = { $goal ->
    [beat] Szansa na pobicie rekordu { $best }, { $chance }.
   *[win] Szansa na wygraną, { $chance }.
}
win-hint = { $goal ->
    [beat] Aby pobić rekord, { $action }, { $chance }. Najwięcej punktów, { $points_action }, szansa na rekord { $points_chance }.
   *[win] Aby wygrać, { $action }, { $chance }. Najwięcej punktów, { $points_action }, szansa na wygraną { $points_chance }.
}
win-none = Na razie nie ma kogo pokonać, brak innych graczy i brak rekordu przy tych zasadach.
