# Rådgiverens tip.
hint-keep = { $count ->
    [0] Slå alle fem
   *[other] Hold { $dice } og slå
}
hint-score = Skriv { $points } i { $box }
# Kun det bedste træk: H igen giver mulighed 2, derefter 3 (hint-option).
hint-best = { $action }, forventet slutresultat { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
hint-option = Mulighed { $rank }. { $action }, forventet slutresultat { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
hint-none = Intet tip lige nu.
hint-before-roll = Slå først. Forventet slutresultat { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
