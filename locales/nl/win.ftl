# Playing to win (key W, and the hint against other players or a best score).
win-percent = { $exact ->
    [no] ongeveer { NUMBER($chance, style: "percent") }
   *[yes] { NUMBER($chance, style: "percent") }
}
win-chance = { $goal ->
    [beat] Kans om je beste score van { $best } te verbeteren, { $chance }.
   *[win] Kans om te winnen, { $chance }.
}
win-hint = { $goal ->
    [beat] Voor een nieuw record, { $action }, { $chance }. Meeste punten, { $points_action }, { $points_chance } kans op een record.
   *[win] Om te winnen, { $action }, { $chance }. Meeste punten, { $points_action }, { $points_chance } kans om te winnen.
}
win-none = Nog niemand om te verslaan, geen andere spelers en nog geen beste score met deze regels.
