# Клиент в браузере: слова страницы (кнопки, подписи); всё, что говорит игра, берётся из других
# файлов. $die — позиция кубика, от 1 до 5. $link — веб-адрес.
web-title = Говорящий Yahtzee
web-join-heading = Присоединиться к игре
web-name = Ваше имя
web-language = Язык
web-play = Играть
web-area = Игровой стол. Нажимайте здесь клавиши игры, вопросительный знак открывает справку.
web-area-role = игра
web-buttons = Кнопки
web-roll = Бросить
web-previous = Предыдущая графа
web-next = Следующая графа
web-score = Записать
web-help = Справка
web-repeat = Повторить
web-sounds = Звуки вкл или выкл
web-board = Таблица
web-messages = Сообщения
web-link = { $where ->
    [page] Адрес этой страницы и есть ссылка на стол. Друзья, открыв её, играют в браузере.
   *[terminal] Ctrl+L копирует ссылку на стол для друзей, которые играют в браузере.
}
web-closed = Соединение закрыто. Обновите страницу, чтобы сыграть снова.

# Таблица для зрячих друзей (и для навигации по таблицам в программе экранного доступа): сама не говорит.
web-board-card = Таблица очков
web-board-box = Графа
web-board-dice = Кубики
web-board-held = отложен
web-board-standings = Счёт
web-board-upper = Сумма верха
web-board-bonus = Бонус от { $target }
web-board-lower = Сумма низа
web-board-yahtzee-bonus = Бонус Яцзы
web-board-total = Итог
web-board-round = Раунд { $round } из { $rounds }
web-board-turn = { $you ->
    [yes] Ваш ход
   *[no] Ходит { $player }
}
web-board-rolls = { $rolled ->
    [no] Броска ещё не было
   *[yes] { $rolls_left ->
        [0] Бросков больше нет
        [one] Остался { $rolls_left } бросок
        [few] Осталось { $rolls_left } броска
       *[other] Осталось { $rolls_left } бросков
    }
}
web-board-possible = можно { $points }
web-board-die = { $value ->
    [0] Кубик { $position }, не брошен
   *[other] Кубик { $position }, { $value }
}
web-board-place = { $place }. { $player }, { $points }
web-board-over = Игра окончена
web-board-you = { $player }, вы
# Что страница говорит без сервера.
web-unreachable = Сервер недоступен. Пробуем снова.
web-not-found = По этому адресу нет стола.
web-to-lobby = Перейти в лобби
web-app-description = Игра в кости, в которую играют на слух, одному или с друзьями.
