# Tränaren: efter varje poäng, vad valet kostade i förväntade poäng.
coach-cost = Det kostade { NUMBER($cost, maximumFractionDigits: 1) } { $cost ->
    [one] poäng
   *[other] poäng
} i genomsnitt. Bäst var { $best }.
coach-good = Bra val.
