# Statistics: the spoken summary (key G and the game-over screen, also printed by `yahtzee stats`),
# the rank of a solitaire score just finished, and problems with the statistics database.
# $level is beginner, good, expert or master. $date is a date. $rate is a fraction from 0 to 1.
stats-none = No finished games yet.
stats-games = { $games ->
    [one] One game played.
   *[other] { $games } games played.
}
stats-average = Your average score is { NUMBER($average, maximumFractionDigits: 1) }, your best { $best }.
stats-yahtzees = { $count ->
    [0] No Yahtzees rolled yet.
    [one] One Yahtzee rolled.
   *[other] { $count } Yahtzees rolled.
}
stats-upper-bonus = Upper bonus in { NUMBER($rate, style: "percent") } of your games.
stats-against = Against the { $level ->
    [beginner] beginner
    [good] good
    [master] master
   *[expert] expert
} computer, won { $wins }, lost { $losses }, tied { $ties }.
stats-top = { $count ->
    [one] Your best solitaire score.
   *[other] Your { $count } best solitaire scores.
}
stats-top-entry = { $place }, { $total } points, { DATETIME($date, dateStyle: "long") }.
stats-top-undated = { $place }, { $total } points, from your earlier statistics.
stats-rank = { $rank ->
    [1] { $count ->
        [1] Your first solitaire score under these rules.
       *[other] Your best score ever!
    }
    [2] Your second best score.
    [3] Your third best score.
    [4] Your fourth best score.
    [5] Your fifth best score.
    [6] Your sixth best score.
    [7] Your seventh best score.
    [8] Your eighth best score.
    [9] Your ninth best score.
   *[other] Your tenth best score.
}
stats-rank-number = Number { $rank } of your { $count } scores under these rules.
stats-locked-notice = Another game is using your statistics, so they could not be read or saved this time. Play goes on.
# Profiles: whose statistics (the name stands alone after a colon, never declined),
# a line of the table of everyone (`yahtzee stats --players`), and a merge of two spellings.
stats-player = Player, { $name }.
stats-player-row = { $name }, { $games ->
    [one] one game
   *[other] { $games } games
}, average { NUMBER($average, maximumFractionDigits: 1) }, best { $best }.
stats-merged = Merged. Old name, { $old }. New name, { $new }. { $games ->
    [one] One score moved.
   *[other] { $games } scores moved.
}
# Everyone's statistics (`yahtzee stats` without --player, key G when no one person is asked):
# nothing is "your"; each best score says whose it is ($name stands alone between commas).
stats-everyone = All players.
stats-average-everyone = Average score { NUMBER($average, maximumFractionDigits: 1) }, best score { $best }.
stats-upper-bonus-everyone = Upper bonus on { NUMBER($rate, style: "percent") } of all score cards.
stats-top-everyone = { $count ->
    [one] The best solitaire score.
   *[other] The { $count } best solitaire scores.
}
stats-top-entry-everyone = Number { $place }, { $name }, { $total } points, { DATETIME($date, dateStyle: "long") }.
stats-top-undated-everyone = Number { $place }, { $total } points, from the earlier statistics.
# How a person played, over their games measured (docs/strategy.md, "Luck and skill"): points lost
# a game ($loss) and a choice ($per_choice) over their last $games games and all of them; the best
# played game ($played, a fraction of the best play's expected score; $total points); the luckiest
# and unluckiest ($luck whole points from average, $dice more, less or even). $date is a date.
stats-skill-recent = Your last { $games } games, { NUMBER($loss, maximumFractionDigits: 1) } points lost a game, { NUMBER($per_choice, maximumFractionDigits: 2) } a choice.
stats-skill-all = { $games ->
    [one] Your one game measured
   *[other] Your { $games } games measured
}, { NUMBER($loss, maximumFractionDigits: 1) } points lost a game, { NUMBER($per_choice, maximumFractionDigits: 2) } a choice.
stats-skill-best = Best played, { NUMBER($played, style: "percent", maximumFractionDigits: 1) }, { $total } points, { DATETIME($date, dateStyle: "long") }.
stats-skill-luckiest = Luckiest, { $dice ->
    [more] the dice gave { $luck } { $luck ->
        [one] point
       *[other] points
    } more than average
    [less] the dice gave { $luck } { $luck ->
        [one] point
       *[other] points
    } less than average
   *[even] the dice were just average
}, { DATETIME($date, dateStyle: "long") }.
stats-skill-unluckiest = Unluckiest, { $dice ->
    [more] the dice gave { $luck } { $luck ->
        [one] point
       *[other] points
    } more than average
    [less] the dice gave { $luck } { $luck ->
        [one] point
       *[other] points
    } less than average
   *[even] the dice were just average
}, { DATETIME($date, dateStyle: "long") }.
