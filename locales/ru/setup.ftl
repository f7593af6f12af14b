# Произносимая подготовка игры. Каждый выбор объявляется.
setup-intro = Новая игра. Стрелки вверх и вниз меняют выбор, Enter его подтверждает, Escape возвращает назад.
setup-language = Язык, { $language }.
setup-players = Число игроков, { $count }.
setup-name = Имя игрока { $number }, { $name }. Введите имя и нажмите Enter.
setup-name-typed = { $name }
setup-name-empty = Пусто
setup-kind = Игрок { $number }, { $kind ->
    [computer] компьютер
   *[human] человек
}.
setup-level = { $name } играет { $level ->
    [beginner] как новичок
    [good] хорошо
    [master] как мастер
   *[expert] как эксперт
}.
setup-ready = Готово, { $players }. { $rules }. Нажмите Enter, чтобы начать.
setup-player = { $kind ->
    [computer] { $name }, компьютер
   *[human] { $name }
}
setup-default-name = { $kind ->
    [computer] Компьютер { $number }
   *[human] Игрок { $number }
}
# Названия языков, каждое на своём языке.
setup-language-name = { $code ->
    [es] Español
    [fr] Français
    [de] Deutsch
    [it] Italiano
    [pt] Português
    [nl] Nederlands
    [pl] Polski
    [ru] Русский
    [sv] Svenska
    [da] Dansk
    [nb] Norsk bokmål
    [fi] Suomi
   *[en] English
}
setup-keys = Стрелки вверх и вниз меняют выбор, Enter подтверждает, Escape возвращает назад, Q выходит.
setup-no-known-names = Известных имён пока нет, введите имя.
setup-name-needed = Игроку { $number } нужно имя. Введите его и нажмите Enter.
setup-computer-name = Предлагаются только имена людей. Введите имя компьютера и нажмите Enter.
# Наборы правил (--rules), как их называет подготовка игры; $rules — одно из этих названий.
setup-rules = Правила, { $rules }.
setup-rules-official = Американский Яцзы
setup-rules-free-joker = Яцзы, свободный джокер
setup-rules-yatzy = Ятзи
setup-rules-yatzy-forced = Ятзи, строгий порядок
