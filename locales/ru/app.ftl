# Приложение вокруг игры.
app-welcome = Говорящий Яцзы. В любой момент нажмите вопросительный знак, чтобы получить помощь.
app-quit-confirm = Выйти из игры? Нажмите { confirm-yes } или Enter, чтобы выйти, или любую другую клавишу, чтобы играть дальше.
app-quit-cancelled = Играем дальше.
app-goodbye = До свидания.
app-goodbye-saved = Ваша игра сохранена, раунд { $round } из { $rounds }. Запустите Talking Yahtzee снова, чтобы продолжить. До свидания.
# Before lines of other players that a key cut before they were heard, told again.
app-unheard = Вы пропустили это, нажав клавишу.
app-verbosity = { $level ->
    [brief] Краткая речь.
    [detailed] Подробная речь.
   *[normal] Обычная речь.
}
# Множественное число: one (1, 21…), few (2–4, 22–24…), many (0, 5–20…), other (дроби: «1,5 секунды»).
app-pace = { $seconds ->
    [0] Компьютер играет без пауз.
    [one] Компьютер ждёт { NUMBER($seconds, maximumFractionDigits: 1) } секунду между ходами.
    [few] Компьютер ждёт { NUMBER($seconds, maximumFractionDigits: 1) } секунды между ходами.
    [many] Компьютер ждёт { NUMBER($seconds, maximumFractionDigits: 1) } секунд между ходами.
   *[other] Компьютер ждёт { NUMBER($seconds, maximumFractionDigits: 1) } секунды между ходами.
}
app-pace-no-computer = Компьютер не играет. Пауза между ходами компьютера важна только в игре с компьютерными игроками.
app-history-oldest = Самое старое сообщение.
app-history-newest = Самое новое сообщение.
app-history-empty = Пока ничего не сказано.
app-other-card-hint = Стрелки влево и вправо выбирают игрока, Escape возвращает назад.
app-other-card-none = Других игроков нет.
app-dice-entry = Кубики { $typed }
app-waiting = Играет { $player }. Нажмите пробел, чтобы ускорить.
app-choose-box = Сначала выберите клетку стрелками вверх и вниз.
app-first-roll-entry = { $player }, бросьте все пять кубиков, чтобы определить, кто начинает, введите их значения и нажмите Enter.
# R or T while a computer plays: after what it has so far.
app-computer-hurry = Нажмите пробел, чтобы ускорить.
