# Rådgiverens tips.
hint-keep = { $count ->
    [0] Kast alle fem
   *[other] Hold { $dice } og kast
}
hint-score = Skriv { $points } i { $box }
# Bare det beste trekket: H igjen gir alternativ 2, så 3 (hint-option).
hint-best = { $action }, forventet sluttsum { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
hint-option = Alternativ { $rank }. { $action }, forventet sluttsum { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
hint-none = Ingen tips nå.
hint-before-roll = Kast først. Forventet sluttsum { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
