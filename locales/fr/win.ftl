# Playing to win (key W, and the hint against other players or a best score).
win-percent = { $exact ->
    [no] environ { NUMBER($chance, style: "percent") }
   *[yes] { NUMBER($chance, style: "percent") }
}
win-chance = { $goal ->
    [beat] Chances de battre votre meilleur score, { $best }, { $chance }.
   *[win] Chances de gagner, { $chance }.
}
win-hint = { $goal ->
    [beat] Pour battre votre record, { $action }, { $chance }. Le plus de points, { $points_action }, { $points_chance } de le battre.
   *[win] Pour gagner, { $action }, { $chance }. Le plus de points, { $points_action }, { $points_chance } de gagner.
}
win-none = Personne à battre pour l'instant, pas d'autre joueur, et pas encore de meilleur score avec ces règles.
