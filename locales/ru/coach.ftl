# Тренер: после каждой записи — сколько выбор стоил в ожидаемых очках.
coach-cost = Это стоило в среднем { NUMBER($cost, maximumFractionDigits: 1) } { $cost ->
    [one] очко
    [few] очка
    [many] очков
   *[other] очка
}. Лучше было бы { $best }.
coach-good = Хороший выбор.
