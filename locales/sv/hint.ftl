# Rådgivarens tips.
hint-keep = { $count ->
    [0] Slå alla fem
   *[other] Spara { $dice } och slå
}
hint-score = Sätt { $points } på { $box }
# Bara det bästa draget: H igen ger alternativ 2, sedan 3 (hint-option).
hint-best = { $action }, förväntad slutsumma { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
hint-option = Alternativ { $rank }. { $action }, förväntad slutsumma { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
hint-none = Inget tips just nu.
hint-before-roll = Slå först. Förväntad slutsumma { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
