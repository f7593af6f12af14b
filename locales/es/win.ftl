# Playing to win (key W, and the hint against other players or a best score).
win-percent = { $exact ->
    [no] alrededor del { NUMBER($chance, style: "percent") }
   *[yes] { NUMBER($chance, style: "percent") }
}
win-chance = { $goal ->
    [beat] Probabilidad de superar tu mejor puntuación, { $best }, { $chance }.
   *[win] Probabilidad de ganar, { $chance }.
}
win-hint = { $goal ->
    [beat] Para superar tu récord, { $action }, { $chance }. Más puntos, { $points_action }, { $points_chance } de superarlo.
   *[win] Para ganar, { $action }, { $chance }. Más puntos, { $points_action }, { $points_chance } de ganar.
}
win-none = Aún no hay a quién superar, no hay otros jugadores ni mejor puntuación con estas reglas.
