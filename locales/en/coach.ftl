# The coach: after each scoring, what the choice cost in expected points.
coach-cost = That cost { NUMBER($cost, maximumFractionDigits: 1) } { $cost ->
    [one] point
   *[other] points
} on average. Best was { $best }.
coach-good = Good choice.
coach-review = { $count ->
    [0] Coach, no costly choices this game.
   *[other] Coach, { $count } costly { $count ->
        [one] choice
       *[other] choices
    }, { NUMBER($total, maximumFractionDigits: 1) } { $total ->
        [one] point
       *[other] points
    } in all. Left and Right step through them.
}
coach-decision = Round { $round }, { $chosen }. Best, { $best }. Cost { NUMBER($cost, maximumFractionDigits: 1) }.
