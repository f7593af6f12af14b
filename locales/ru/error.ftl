# Короткие причины, по которым правила сейчас что-то не разрешают. Ничего не меняется.
error-no-rolls-left = Бросков больше нет. Выберите клетку.
error-all-held = Все кубики отложены. Верните один или выберите клетку.
error-not-rolled = Сначала бросьте, нажмите R.
error-box-filled = { box-the } { $category ->
    [ones] уже заполнены
    [twos] уже заполнены
    [threes] уже заполнены
    [fours] уже заполнены
    [fives] уже заполнены
    [sixes] уже заполнены
    [three-of-a-kind] уже заполнены
    [four-of-a-kind] уже заполнены
    [yahtzee] уже заполнено
    [one-pair] уже заполнена
    [two-pairs] уже заполнены
    [yatzy] уже заполнено
   *[other] уже заполнен
}.
error-joker = Правило джокера разрешает только { $boxes }.
error-game-over = Игра окончена.
error-not-allowed = Сейчас нельзя.
error-dice-values-needed = Введите { $count ->
    [one] значение брошенного кубика
   *[other] значения { $count } брошенных кубиков
} и нажмите Enter.
error-dice-values-bad = Введите { $count ->
    [one] { $count } число
    [few] { $count } числа
   *[other] { $count } чисел
} от 1 до 6.
error-unknown-key = Неизвестная клавиша. Нажмите вопросительный знак, чтобы получить помощь.
error-not-your-turn = Сейчас играет { $player }. Нажмите пробел, чтобы ускорить.
error-not-next-box = { game-next-box } Клетки заполняются по порядку.
