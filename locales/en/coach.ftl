# The coach: after each scoring, what the choice cost in expected points.
coach-cost = That cost { NUMBER($cost, maximumFractionDigits: 1) } { $cost ->
    [one] point
   *[other] points
} on average. Best was { $best }.
coach-good = Good choice.
