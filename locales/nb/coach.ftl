# Treneren: etter hver poengføring, hva valget kostet i forventede poeng.
coach-cost = Det kostet { NUMBER($cost, maximumFractionDigits: 1) } poeng i snitt. Best var { $best }.
coach-good = Godt valg.
coach-review = { $count ->
    [0] Trener, ingen dyre valg i dette spillet.
    [one] Trener, ett dyrt valg, { NUMBER($total, maximumFractionDigits: 1) } poeng i alt. Venstre og høyre pil leser det.
   *[other] Trener, { $count } dyre valg, { NUMBER($total, maximumFractionDigits: 1) } poeng i alt. Venstre og høyre pil går gjennom dem.
}
coach-decision = Runde { $round }, { $chosen }. Best, { $best }. Tap { NUMBER($cost, maximumFractionDigits: 1) }.
