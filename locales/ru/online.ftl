# Игра по сети: лобби, стол, чат, потерянное соединение.
# $player — имя (никогда не склоняется: стоит отдельно или перед двоеточием). $code — цифры стола.
online-welcome = Говорящий Яцзы по сети.
online-lobby = Сетевое лобби. Вверх и Вниз выбирают, Влево и Вправо меняют, Enter выполняет.
online-lobby-keys = В лобби, Вверх и Вниз выбирают, Влево и Вправо меняют, Enter выполняет, Q выходит.
online-table-keys = { $role ->
    [host] За вашим столом, до начала игры. Enter начинает её, C настраивает места, J убирает игрока, N закрывает стол, T называет код и кто за столом, E открывает чат, Escape возвращает в лобби.
    [spectator] Вы зритель, до начала игры. S занимает свободное место, T называет код и кто за столом, E открывает чат, Escape возвращает в лобби.
   *[player] Ожидание, пока хозяин начнёт игру. T называет код и кто за столом, E открывает чат, Escape возвращает в лобби.
}
online-field-seats = Мест за столом, { $count }.
online-field-computers = Игроков-компьютеров, { $count }.
online-field-rules = Правила, { $rules }.
online-field-spectators = Зрители, { $allowed ->
    [yes] разрешены
   *[no] не разрешены
}.
online-field-away = Компьютер играет за пустое место, { $minutes ->
    [0] никогда
    [one] через минуту
    [few] через { $minutes } минуты
    [many] через { $minutes } минут
   *[other] через { $minutes } минуты
}.
online-field-turn = Время на ход, { $minutes ->
    [0] без ограничения
    [one] одна минута
    [few] { $minutes } минуты
    [many] { $minutes } минут
   *[other] { $minutes } минуты
}.
online-field-create = Создать стол.
online-field-join = Сесть за стол по его коду.
online-field-watch = Смотреть стол по его коду.
online-code-ask = Введите девять цифр стола, затем Enter. Escape возвращает назад.
online-digit = { $digit }
online-code-typed = Введено, { $digits }.
online-code-empty = Ничего не введено.
online-code-long = В коде уже девять цифр. Enter подключает, Backspace стирает.
online-code-short = В коде девять цифр. Введено, { $count }.
online-busy = Ждём сервер.
online-creating = Создаём стол.
online-joining = Подключаемся к столу { $code }.
online-cannot-connect = Сервер недоступен. { $reason ->
    [certificate] Его сертификату нет доверия. Укажите сертификат, которым он подписан, параметром cafile.
    [tls] Защищённое соединение не удалось.
    [refused] По этому адресу никто не отвечает.
    [unknown-host] Такого узла нет.
    [timeout] Нет ответа вовремя.
    [address] Адрес неверен.
    [not-a-server] Это не сервер Talking Yahtzee.
   *[other] Сбой сети.
}
online-created = { $open ->
    [0] Стол создан. Его код, { $code }. Все места заняты, Enter начинает игру сейчас.
   *[other] Стол создан. Его код, { $code }. Сообщите его друзьям. Enter начинает игру, когда все соберутся.
}
online-seated = Вы за столом { $code }. Игру начинает хозяин стола.
online-seated-by-host = Хозяин стола дал вам место { $number } за столом { $code }. Игру начинает хозяин стола.
online-watching = Вы смотрите стол { $code }.
online-code = Код стола, { $code }.
online-not-seated = Вы ещё не за столом.
online-name = { $player }
online-who = За столом, { $players }. { $open ->
    [0] Свободных мест нет.
    [one] Свободно { $open } место.
    [few] Свободно { $open } места.
   *[many] Свободно { $open } мест.
}
online-everyone-here = Все в сборе. Enter начинает игру.
online-seat-joined = За столом, { $player }.
online-seat-away = { $player }, соединение потеряно.
online-seat-stand-in = { $player }, пока играет компьютер.
online-seat-back = { $player }, снова за столом.
online-seat-removed = { $player }, удаление из-за стола.
online-seat-left = { $player }, уход из-за стола.
online-seat-watching = Смотрит, { $player }.
online-seat-timed-out = { $player }, время вышло, компьютер заканчивает этот ход.
online-chat = Чат, { $player }, { $text }
online-chat-open = Чат, введите строку, Enter отправляет, Escape отменяет.
online-chat-cancelled = Чат отменён.
online-chat-offline = Чат работает только за сетевыми столами.
online-mute-none = В чате ещё никто не писал.
online-muted = { $player }, чат заглушён.
online-unmuted = { $player }, чат снова слышен.
online-not-your-turn = Сейчас не ваш ход. Ходит, { $player }.
online-not-connected = Нет соединения. Ничего не отправлено. Переподключаемся.
online-connection-lost = Соединение потеряно, переподключаемся.
online-back = Снова за столом.
online-missed = Пока вас не было.
online-missed-scored = { $player }, { $points } { box-in }.
online-missed-for-you = Сыграно за вас, { $points } { box-in }.
online-missed-summary = { $player }, { $count } { $count ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }, всего { $points } { $points ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    }.
online-missed-summary-you = Сыграно за вас, { $count } { $count ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }, всего { $points } { $points ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    }.
online-missed-rolled = За вас бросили кости.
online-gave-up = Восстановить соединение со столом не удалось.
online-closed-ended = Хозяин закрыл стол.
online-closed-removed = Хозяин удалил вас из-за стола.
online-over = Игра окончена. Хозяин стола может предложить всем сыграть ещё раз. Q выходит.
online-refused = Сервер это не принял.
online-refused-server-error = Сервер не смог это сохранить. Попробуйте ещё раз чуть позже.
online-refused-rate-limited = Слишком быстро. Подождите немного и попробуйте ещё раз.
online-refused-unknown-table = Стола с таким кодом нет.
online-refused-full = Этот стол заполнен.
online-refused-started = Игра за этим столом уже началась.
online-refused-no-spectators = Этот стол не принимает зрителей.
online-refused-name-taken = За этим столом уже есть ваше имя. Выберите другое параметром имени.
online-refused-bad-name = Сервер не принимает это имя.
online-refused-seats-open = Ещё не все сели за стол.
online-refused-not-host = Игру начинает только хозяин стола.
online-refused-too-many-attempts = Слишком много неверных кодов. Попробуйте позже.
online-refused-too-many-tables = Вы создали слишком много столов. Попробуйте позже.
online-refused-server-full = Сервер переполнен. Попробуйте позже.
online-refused-chat-rate = Чат, одна строка раз в две секунды.
online-refused-computer-plays = Пока за вас играет компьютер.
online-refused-spectator = Вы зритель. Ходят игроки.
online-refused-closed = Стол закрыт.
online-refused-replaced = Ваше место заняли с другого устройства по вашему ключу.
online-host-only = Это может только хозяин стола.
online-end-confirm = Закрыть стол для всех? { confirm-yes } или Enter закрывает. Любая другая клавиша продолжает игру.
online-end-cancelled = Игра за столом продолжается.
online-remove-choose = Убрать игрока, Вверх и Вниз выбирают, Enter убирает, Escape отменяет.
online-remove-none = За столом больше никого нет.
online-remove-cancelled = Никто не убран.

# Issue 32: what a player hears of others' turns, the turn timer, the chat line.
online-turn = Теперь ходит, { $player }.
online-clock-warning = Осталось секунд, { $seconds }.
online-clock-left = { $mine ->
    [yes] До конца вашего хода осталось секунд, { $seconds }.
   *[no] До конца этого хода осталось секунд, { $seconds }.
}
online-chat-char = { $char }
online-chat-space = пробел
online-chat-erased = { $char } удалено.
online-chat-empty = Пустая строка.
online-chat-start = Начало строки.
online-chat-end = Конец строки.
online-chat-full = Строка заполнена, символов { $limit }.
online-chat-typed = { $text }
online-chat-history-none = Чата пока нет.
online-chat-history-place = { $place } из { $count }.
online-spectators-watching = { $count ->
    [one] Пришёл { $count } зритель.
    [few] Пришли { $count } зрителя.
    [many] Пришли { $count } зрителей.
   *[other] Пришли { $count } зрителя.
}
online-spectators-left = { $count ->
    [one] Ушёл { $count } зритель.
    [few] Ушли { $count } зрителя.
    [many] Ушли { $count } зрителей.
   *[other] Ушли { $count } зрителя.
}

## A player's key keeps the seat (issue 32)

online-returned = Вы снова на своём месте за столом { $code }.
online-quit-seat = Покинуть стол? Компьютер играет за вас, пока вы не вернётесь той же командой. Нажмите { confirm-yes } или Enter, чтобы уйти, или любую другую клавишу, чтобы играть дальше.
# The same question in the browser, where no command was typed.
online-quit-seat-web = Покинуть стол? Компьютер играет за вас, пока вы снова не откроете ссылку на стол в этом браузере. Нажмите { confirm-yes } или Enter, чтобы уйти, или любую другую клавишу, чтобы играть дальше.

## The public tables, in the lobby and for --tables (issue 32)

online-table-line = Стол { $code }, { $rules }, { $players }. { $started ->
    [yes] Игра идёт.
   *[no] { $free ->
        [0] Свободных мест нет.
        [one] Свободно { $free } место.
        [few] Свободно { $free } места.
       *[many] Свободно { $free } мест.
    }
} { $spectators ->
    [yes] Зрители приветствуются.
   *[no] Без зрителей.
}
# Issue 42: a seat of yours in a game under way, named in the lobby; a game begun offered to watch.
online-table-yours = Стол { $code }, { $rules }, { $players }. Ваше место, раунд { $round }. Enter возвращает его.
online-watch-offer = Игра за этим столом уже началась. Смотреть? Нажмите { confirm-yes } или Enter, чтобы смотреть, любую другую клавишу, чтобы остаться в лобби.
online-watch-declined = Вы остаётесь в лобби.
online-tables-none = Сейчас нет открытых столов.
online-field-public = Виден в лобби, { $public ->
    [yes] да, может сесть любой
   *[no] нет, только по коду
}.
online-lobby-people = { $tables ->
    [0] Открытых столов нет.
    [one] { $tables } открытый стол.
    [few] { $tables } открытых стола.
   *[many] { $tables } открытых столов.
} { $count ->
    [0] В лобби больше никого нет.
   *[many] В лобби, { $people }.
}

## Who comes into the lobby and who leaves, one line per burst; the lobby's connection (issue 40)
online-lobby-came = { $count ->
    [one] В лобби заходит { $people }.
   *[many] В лобби заходят { $people }.
}
online-lobby-left = { $count ->
    [one] Из лобби уходит { $people }.
   *[many] Из лобби уходят { $people }.
}
online-lobby-others = { $count ->
    [one] ещё { $count } человек
    [few] ещё { $count } человека
   *[many] ещё { $count } человек
}
online-lobby-back = Снова в лобби.
online-lobby-chat-later = Нет соединения. Ваша строка будет отправлена, когда соединение восстановится.

## Back to the lobby from a table, and what you missed (issue 32)

online-leave-seat = Вернуться в лобби? Компьютер играет за вас, пока вы не вернётесь за этот стол. Нажмите { confirm-yes } или Enter, чтобы уйти, или любую другую клавишу, чтобы играть дальше.
online-left = { $watching ->
    [yes] Вы больше не наблюдаете за столом.
   *[no] Вы покинули стол.
}
online-missed-recap = { $since ->
    [move] С вашего последнего хода.
   *[came] С тех пор как вы за столом.
}
online-missed-none = { $since ->
    [move] С вашего последнего хода ничего не произошло.
   *[came] С тех пор как вы за столом, ничего не произошло.
}

# Issue 32, столы, которые остаются: ещё одна игра за тем же столом, права хозяина переходят
# дальше, зритель садится за стол, компьютеры хозяина между играми. Имена не склоняются.
online-over-host = Игра окончена. Ctrl+N предлагает всем сыграть ещё раз за этим столом. Q выходит.
online-again-sent = Остальным предложено сыграть ещё раз.
online-again-asked = Ещё одна игра за этим столом, предлагает { $player }. { confirm-yes } или Enter играет ещё раз, { confirm-no } или Escape освобождает ваше место.
online-again-asked-others = Ещё одна игра, предлагает { $player }.
online-again-host-only = Предложить ещё одну игру может только хозяин стола.
online-again-yes = Вы играете ещё раз. Ждём остальных.
online-seat-accepted = { $player }, играет ещё раз.
online-seat-declined = { $player }, отказ. Место свободно.
online-seat-host = Новый хозяин стола, { $player }.
online-host-you = Теперь вы хозяин стола.
online-seat-sat = { $player }, за столом.
online-seat-computer = { $player }, компьютер, за столом, уровень { $level }.
online-seat-level = { $player }, уровень { $level }.
online-seat-dropped = { $player }, место убрано.
online-seat-opened = { $player }, место свободно для человека.
online-seat-seated = Место { $number } занимает { $player }, по выбору хозяина стола.
online-new-game = { $host ->
    [yes] Новая игра за этим столом, с новыми костями. Enter начинает её, C настраивает компьютеры.
   *[no] Новая игра за этим столом, с новыми костями. Начинает хозяин стола, { $player }.
}
online-closed-declined = Вы освободили своё место за этим столом.
online-refused-not-over = Игра ещё не окончена.
online-refused-not-asked = Нет вопроса, на который нужно ответить.
online-refused-seated = У вас уже есть место.
online-refused-bad-seat = Это место нельзя изменить.
online-refused-bad-level = Сервер не знает такого уровня.
online-refused-bad-seats = За столом остаётся не меньше двух мест.
online-refused-no-spectator = Этот зритель уже не наблюдает.
online-seats-keys = Места. Вверх и Вниз выбирают, Влево и Вправо меняют уровень компьютера, A добавляет компьютер, O освобождает место компьютера для человека, S сажает туда зрителя, Delete убирает компьютер или свободное место, Escape возвращает.
online-seat-line = Место { $number }, { $kind ->
    [computer] { $player }, компьютер, уровень { $level }
    [open] свободно
   *[person] { $player }
}.
online-seats-not-now = Места меняются только перед игрой.
online-seats-not-computer = Здесь меняются только компьютеры и свободные места.
online-spectators-choose = Место { $number }, выберите зрителя, Вверх и Вниз выбирают, Enter сажает, Escape возвращает.
online-spectators-none = За этим столом никто не наблюдает.
online-spectators-cancelled = Никого не посадили.
online-seats-done = Снова за столом.
# The lobby: each computer's own level ($number as in its name, Computer 3).
online-field-computer-level = Компьютер { $number }, уровень { $level }.
online-link-copied = Ссылка скопирована. Друзья, открыв её, играют в браузере.
online-link-no-clipboard = Программа буфера обмена здесь не найдена. Друзья могут присоединиться по коду { $code }.

online-field-rated = Рейтинговый, { $rated ->
    [yes] да, игры идут в рейтинг, только люди
   *[no] нет, для тренировки
}.
online-rating-own = Ваш рейтинг здесь { $rating }, место { $rank } из { $ranked }, после { $games ->
    [one] { $games } рейтинговой игры
   *[other] { $games } рейтинговых игр
}.
online-rating-none = У вас пока нет рейтинга на этом сервере. Сыграйте за рейтинговым столом.
online-ratings-line = { $rank }. { $name }, { $rating }, { $games ->
    [one] { $games } игра
    [few] { $games } игры
    [many] { $games } игр
   *[other] { $games } игр
}.
online-ratings-none = На этом сервере ещё никто не сыграл рейтинговую игру.

# Issue 40: нажатие, которое стол не принял (игра ушла вперёд, или соединение пропало): какое
# нажатие и почему, никогда не идентификатор причины.
online-refused-stale = Игра ушла вперёд, прежде чем дошло ваше нажатие. Нажмите ещё раз, если всё ещё хотите.
online-not-taken = Не принято, { $command ->
        [roll] ваш бросок
        [hold] удержание или отпускание кубика { $die }
        [set-held] удержанные кубики
        [score] ваша запись { box-in }
       *[undo] отмена
    }. { $why ->
        [stale] Игра ушла вперёд, прежде чем дошло ваше нажатие.
       *[lost] Ваше нажатие не дошло до стола до того, как пропало соединение.
    } Нажмите ещё раз, если всё ещё хотите.
# Your own score, taken, whose answer was lost with the connection (issue 40).
online-missed-yours = Ваша запись дошла до стола до того, как пропало соединение, { $points } { box-in }.
# A chat line on its way when the connection closed (issue 40): it may have been said.
online-chat-lost = Ваше сообщение в чате могло не дойти до стола, { $text }. Напишите его ещё раз, если всё ещё хотите.
