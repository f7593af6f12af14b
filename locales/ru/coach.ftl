# Тренер: после каждой записи — сколько выбор стоил в ожидаемых очках.
coach-cost = Это стоило в среднем { NUMBER($cost, maximumFractionDigits: 1) } { $cost ->
    [one] очко
    [few] очка
    [many] очков
   *[other] очка
}. Лучше было бы { $best }.
coach-good = Хороший выбор.
coach-review = { $count ->
    [0] Тренер, дорогих ошибок в этой игре нет.
   *[other] Тренер, { $count } { $count ->
        [one] дорогой выбор
        [few] дорогих выбора
       *[other] дорогих выборов
    }, всего { NUMBER($total, maximumFractionDigits: 1) } { $total ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    }. Стрелки влево и вправо перебирают их.
}
coach-decision = Раунд { $round }, { $chosen }. Лучше, { $best }. Цена { NUMBER($cost, maximumFractionDigits: 1) }.
