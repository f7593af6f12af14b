# Playing to win (key W, and the hint against other players or a best score).
win-percent = { $exact ->
    [no] cerca de { NUMBER($chance, style: "percent") }
   *[yes] { NUMBER($chance, style: "percent") }
}
win-chance = { $goal ->
    [beat] Chance de bater seu recorde de { $best }, { $chance }.
   *[win] Chance de vencer, { $chance }.
}
win-hint = { $goal ->
    [beat] Para bater o recorde, { $action }, { $chance }. Mais pontos, { $points_action }, { $points_chance } de bater o recorde.
   *[win] Para vencer, { $action }, { $chance }. Mais pontos, { $points_action }, { $points_chance } de vencer.
}
win-none = Ainda não há quem vencer, nenhum outro jogador e nenhum recorde com estas regras.
