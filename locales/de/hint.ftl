# Die Tipps. Züge stehen im Infinitiv: als Rat und als Name („deine Wahl: 9 auf Dreier schreiben“).
hint-keep = { $count ->
    [0] Alle fünf würfeln
   *[other] { $dice } behalten und würfeln
}
hint-score = { $points ->
    [0] { $box } streichen
   *[other] { $points } bei { $box } eintragen
}
hint-best = { $action }, erwartete Endsumme { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
hint-option = Option { $rank }. { $action }, erwartete Endsumme { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
hint-none = Gerade kein Tipp.
hint-before-roll = Erst würfeln. Erwartete Endsumme, { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
