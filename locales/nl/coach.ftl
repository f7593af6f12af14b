# De coach: na elke score, wat de keuze kostte in verwachte punten.
coach-cost = Dat kostte gemiddeld { NUMBER($cost, maximumFractionDigits: 1) } { $cost ->
    [one] punt
   *[other] punten
}. Het beste was { $best }.
coach-good = Goede keuze.
