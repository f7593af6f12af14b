# Podpowiedzi doradcy.
hint-keep = { $count ->
    [0] Rzuć wszystkimi pięcioma
   *[other] Zatrzymaj { $dice } i rzuć
}
hint-score = Zapisz { $points } w polu { $box }
# Tylko najlepszy ruch: kolejne H daje opcję 2, potem 3 (hint-option).
hint-best = { $action }, oczekiwany wynik końcowy { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
hint-option = Opcja { $rank }. { $action }, oczekiwany wynik końcowy { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
hint-none = Teraz brak podpowiedzi.
hint-before-roll = Najpierw rzuć. Oczekiwany wynik końcowy { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
