# Playing to win (key W, and the hint against other players or a best score): $chance is
# win-percent, a percentage said as an estimate ("about") when it is one. $goal is win
# (against other players) or beat (solitaire: beat the best score $best).
win-percent = { $exact ->
    [no] about { NUMBER($chance, style: "percent") }
   *[yes] { NUMBER($chance, style: "percent") }
}
win-chance = { $goal ->
    [beat] Chance to beat your best score of { $best }, { $chance }.
   *[win] Chance to win, { $chance }.
}
win-hint = { $goal ->
    [beat] To beat your best, { $action }, { $chance }. Most points, { $points_action }, { $points_chance } to beat it.
   *[win] To win, { $action }, { $chance }. Most points, { $points_action }, { $points_chance } to win.
}
win-none = No one to beat yet, no other player, and no best score under these rules.
