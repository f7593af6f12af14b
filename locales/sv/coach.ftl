# Tränaren: efter varje poäng, vad valet kostade i förväntade poäng.
coach-cost = Det kostade { NUMBER($cost, maximumFractionDigits: 1) } { $cost ->
    [one] poäng
   *[other] poäng
} i genomsnitt. Bäst var { $best }.
coach-good = Bra val.
coach-review = { $count ->
    [0] Tränaren, inga dyra val i det här spelet.
    [one] Tränaren, ett dyrt val, { NUMBER($total, maximumFractionDigits: 1) } poäng. Vänster- och högerpil läser det.
   *[other] Tränaren, { $count } dyra val, sammanlagt { NUMBER($total, maximumFractionDigits: 1) } poäng. Vänster- och högerpil går igenom dem.
}
coach-decision = Runda { $round }, { $chosen }. Bäst, { $best }. Kostnad { NUMBER($cost, maximumFractionDigits: 1) }.
