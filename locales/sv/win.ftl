# Playing to win (key W, and the hint against other players or a best score).
win-percent = { $exact ->
    [no] ungefär { NUMBER($chance, style: "percent") }
   *[yes] { NUMBER($chance, style: "percent") }
}
win-chance = { $goal ->
    [beat] Chans att slå ditt rekord på { $best }, { $chance }.
   *[win] Chans att vinna, { $chance }.
}
win-hint = { $goal ->
    [beat] För att slå rekordet, { $action }, { $chance }. Flest poäng, { $points_action }, { $points_chance } chans till rekord.
   *[win] För att vinna, { $action }, { $chance }. Flest poäng, { $points_action }, { $points_chance } chans att vinna.
}
win-none = Ingen att slå ännu, inga andra spelare och inget rekord med de här reglerna.
