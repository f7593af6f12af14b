# Neuvonantajan vihjeet.
hint-keep = { $count ->
    [0] Heitä kaikki viisi
   *[other] Lukitse { $dice } ja heitä
}
hint-score = Merkitse { $points } kohtaan { $box }
# Vain paras siirto: H uudelleen antaa vaihtoehdon 2, sitten 3 (hint-option).
hint-best = { $action }, odotettu loppupistemäärä { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
hint-option = Vaihtoehto { $rank }. { $action }, odotettu loppupistemäärä { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
hint-none = Ei vihjettä nyt.
hint-before-roll = Heitä ensin. Odotettu loppupistemäärä { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
