# Подсказки советчика.
hint-keep = { $count ->
    [0] Бросить все пять
   *[other] Отложить { $dice } и бросить
}
hint-score = Записать { $points } в клетку { $box }
# Только лучший ход: следующее нажатие H даёт вариант 2, затем 3 (hint-option).
hint-best = { $action }, ожидаемый итог { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
hint-option = Вариант { $rank }. { $action }, ожидаемый итог { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
hint-none = Сейчас подсказки нет.
hint-before-roll = Сначала бросьте. Ожидаемый итог { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
