# Playing to win (key W, and the hint against other players or a best score).
win-percent = { $exact ->
    [no] около { NUMBER($chance, style: "percent") }
   *[yes] { NUMBER($chance, style: "percent") }
}
win-chance = { $goal ->
    [beat] Шанс побить рекорд { $best }, { $chance }.
   *[win] Шанс на победу, { $chance }.
}
win-hint = { $goal ->
    [beat] Чтобы побить рекорд, { $action }, { $chance }. Больше всего очков, { $points_action }, шанс на рекорд { $points_chance }.
   *[win] Чтобы победить, { $action }, { $chance }. Больше всего очков, { $points_action }, шанс на победу { $points_chance }.
}
win-none = Пока некого обыгрывать, других игроков нет, и рекорда по этим правилам ещё нет.
