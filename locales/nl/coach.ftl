# De coach: na elke score, wat de keuze kostte in verwachte punten.
coach-cost = Dat kostte gemiddeld { NUMBER($cost, maximumFractionDigits: 1) } { $cost ->
    [one] punt
   *[other] punten
}. Het beste was { $best }.
coach-good = Goede keuze.
coach-review = { $count ->
    [0] Coach, geen dure keuzes dit spel.
   *[other] Coach, { $count } dure { $count ->
        [one] keuze
       *[other] keuzes
    }, samen { NUMBER($total, maximumFractionDigits: 1) } { $total ->
        [one] punt
       *[other] punten
    }. Met pijl links en rechts loop je erdoor.
}
coach-decision = Ronde { $round }, { $chosen }. Beste, { $best }. Kosten { NUMBER($cost, maximumFractionDigits: 1) }.
