# De tips van de adviseur.
hint-keep = { $count ->
    [0] Gooi alle vijf
   *[other] Houd { $dice } vast en gooi
}
hint-score = Zet { $points } bij { $box }
# Alleen de beste zet: nog eens H geeft optie 2, dan 3 (hint-option).
hint-best = { $action }, verwachte eindscore { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
hint-option = Optie { $rank }. { $action }, verwachte eindscore { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
hint-none = Nu geen tip.
hint-before-roll = Eerst gooien. Verwachte eindscore { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
