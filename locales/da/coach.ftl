# Træneren: efter hver pointskrivning, hvad valget kostede i forventede point.
coach-cost = Det kostede { NUMBER($cost, maximumFractionDigits: 1) } point i gennemsnit. Bedst var { $best }.
coach-good = Godt valg.
