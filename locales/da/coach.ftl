# Træneren: efter hver pointskrivning, hvad valget kostede i forventede point.
coach-cost = Det kostede { NUMBER($cost, maximumFractionDigits: 1) } point i gennemsnit. Bedst var { $best }.
coach-good = Godt valg.
coach-review = { $count ->
    [0] Træner, ingen dyre valg i dette spil.
    [one] Træner, et dyrt valg, { NUMBER($total, maximumFractionDigits: 1) } point i alt. Venstre og højre pil læser det.
   *[other] Træner, { $count } dyre valg, { NUMBER($total, maximumFractionDigits: 1) } point i alt. Venstre og højre pil går gennem dem.
}
coach-decision = Runde { $round }, { $chosen }. Bedst, { $best }. Tab { NUMBER($cost, maximumFractionDigits: 1) }.
