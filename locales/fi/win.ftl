# Playing to win (key W, and the hint against other players or a best score).
win-percent = { $exact ->
    [no] noin { NUMBER($chance, style: "percent") }
   *[yes] { NUMBER($chance, style: "percent") }
}
win-chance = { $goal ->
    [beat] Mahdollisuus lyödä ennätyksesi { $best }, { $chance }.
   *[win] Voittomahdollisuus, { $chance }.
}
win-hint = { $goal ->
    [beat] Ennätyksen lyömiseksi, { $action }, { $chance }. Eniten pisteitä, { $points_action }, ennätysmahdollisuus { $points_chance }.
   *[win] Voittaaksesi, { $action }, { $chance }. Eniten pisteitä, { $points_action }, voittomahdollisuus { $points_chance }.
}
win-none = Ei vielä ketään voitettavana, ei muita pelaajia eikä ennätystä näillä säännöillä.
