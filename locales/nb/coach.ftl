# Treneren: etter hver poengføring, hva valget kostet i forventede poeng.
coach-cost = Det kostet { NUMBER($cost, maximumFractionDigits: 1) } poeng i snitt. Best var { $best }.
coach-good = Godt valg.
