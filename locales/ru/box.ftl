# 13 клеток таблицы очков.
box-ones = Единицы
box-twos = Двойки
box-threes = Тройки
box-fours = Четвёрки
box-fives = Пятёрки
box-sixes = Шестёрки
box-three-of-a-kind = Три одинаковых
box-four-of-a-kind = Четыре одинаковых
box-full-house = Фулл-хаус
box-small-straight = Малый стрит
box-large-straight = Большой стрит
box-yahtzee = Яцзы
box-chance = Шанс
# Клетки скандинавского Ятзи (--rules yatzy, yatzy-forced); остальные называются так же.
box-one-pair = Пара
box-two-pairs = Две пары
box-yatzy = Ятзи

# Переход стрелками на клетку.
box-focus = { $box }, { $points }{ $joker ->
    [yes] , как джокер
   *[no] {""}
}
box-focus-open = { $box }, свободна
box-focus-filled = { $box }, заполнена, { $points }
box-focus-forbidden = { $box }, сейчас нельзя
# Enter на клетке, которая ничего не даст.
box-confirm-zero = Ноль в клетку { $box }? Нажмите Enter ещё раз, чтобы подтвердить.
# Вспомогательные сообщения, на которые ссылаются другие ({ box-in }); они видят $box и $category
# вызывающего сообщения (ones … chance). Клетка с «в» и винительным падежом: «в Пятёрки».
box-in = { $category ->
    [three-of-a-kind] в клетку { $box }
    [four-of-a-kind] в клетку { $box }
    [one-pair] в Пару
   *[other] в { $box }
}
# Клетка как подлежащее.
box-the = { $box }
