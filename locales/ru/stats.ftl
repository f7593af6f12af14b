# Статистика: озвученная сводка (клавиша G и конец игры, также `yahtzee stats`),
# место только что законченного одиночного результата и проблемы с базой статистики.
# $level — beginner, good или expert. $date — дата. $rate — доля от 0 до 1.
stats-none = Законченных партий пока нет.
stats-games = { $games ->
    [one] Сыграна { $games } партия.
    [few] Сыграно { $games } партии.
   *[other] Сыграно { $games } партий.
}
stats-average = Ваш средний результат { NUMBER($average, maximumFractionDigits: 1) }, лучший { $best }.
stats-yahtzees = { $count ->
    [0] Яцзы пока не выпадал.
    [one] Яцзы выпал { $count } раз.
    [few] Яцзы выпадал { $count } раза.
   *[other] Яцзы выпадал { $count } раз.
}
stats-upper-bonus = Верхний бонус в { NUMBER($rate, style: "percent") } ваших партий.
stats-against = Против компьютера { $level ->
    [beginner] новичка
    [good] хорошего уровня
    [master] мастера
   *[expert] эксперта
}, побед { $wins }, поражений { $losses }, ничьих { $ties }.
stats-top = { $count ->
    [one] Ваш лучший одиночный результат.
   *[other] Ваши лучшие одиночные результаты, всего { $count }.
}
stats-top-entry = { $place }, { $total } { $total ->
    [one] очко
    [few] очка
   *[other] очков
}, { DATETIME($date, dateStyle: "long") }
stats-top-undated = { $place }, { $total } { $total ->
    [one] очко
    [few] очка
   *[other] очков
}, из вашей прежней статистики.
stats-rank = { $rank ->
    [1] { $count ->
        [1] Ваш первый одиночный результат по этим правилам.
       *[other] Ваш лучший результат за всё время!
    }
    [2] Ваш второй лучший результат.
    [3] Ваш третий лучший результат.
    [4] Ваш четвёртый лучший результат.
    [5] Ваш пятый лучший результат.
    [6] Ваш шестой лучший результат.
    [7] Ваш седьмой лучший результат.
    [8] Ваш восьмой лучший результат.
    [9] Ваш девятый лучший результат.
   *[other] Ваш десятый лучший результат.
}
stats-rank-number = Место { $rank } из { $count } ваших результатов по этим правилам.
stats-locked-notice = Вашу статистику использует другая игра, поэтому сейчас её не удалось прочитать или сохранить. Игра продолжается.
# Profiles: whose statistics (the name stands alone after a colon, never declined),
# a line of the table of everyone (`yahtzee stats --players`), and a merge of two spellings.
stats-player = Игрок, { $name }.
stats-player-row = { $name }, { $games ->
    [one] { $games } партия
    [few] { $games } партии
   *[other] { $games } партий
}, средний результат { NUMBER($average, maximumFractionDigits: 1) }, лучший { $best }.
stats-merged = Объединено. Старое имя, { $old }. Новое имя, { $new }. { $games ->
    [one] Перенесён { $games } результат.
    [few] Перенесено { $games } результата.
   *[other] Перенесено { $games } результатов.
}
# Everyone's statistics (`yahtzee stats` without --player, key G when no one person is asked):
# nothing is "your"; each best score says whose it is ($name stands alone between commas).
stats-everyone = Все игроки.
stats-average-everyone = Средний результат { NUMBER($average, maximumFractionDigits: 1) }, лучший результат { $best }.
stats-upper-bonus-everyone = Верхний бонус в { NUMBER($rate, style: "percent") } всех таблиц.
stats-top-everyone = { $count ->
    [one] Лучший одиночный результат.
    [few] { $count } лучших одиночных результата.
   *[other] { $count } лучших одиночных результатов.
}
stats-top-entry-everyone = Номер { $place }, { $name }, { $total } { $total ->
    [one] очко
    [few] очка
   *[other] очков
}, { DATETIME($date, dateStyle: "long") }.
stats-top-undated-everyone = Номер { $place }, { $total } { $total ->
    [one] очко
    [few] очка
   *[other] очков
}, из прежней статистики.
# Как играет человек, по измеренным партиям (docs/strategy.md): очки, потерянные за партию ($loss)
# и за решение ($per_choice), в последних $games партиях и во всех; лучше всего сыгранная партия
# ($played, доля лучшей игры; $total очков); самая удачная и самая неудачная ($luck целых очков
# от среднего, $dice more, less или even). $date — дата.
stats-skill-recent = { $games ->
    [few] Последние { $games } партии
   *[many] Последние { $games } партий
}, потеряно { NUMBER($loss, maximumFractionDigits: 1) } очка за партию, { NUMBER($per_choice, maximumFractionDigits: 2) } за решение.
stats-skill-all = { $games ->
    [one] Ваша { $games } измеренная партия
    [few] Ваши { $games } измеренные партии
   *[many] Ваши { $games } измеренных партий
}, потеряно { NUMBER($loss, maximumFractionDigits: 1) } очка за партию, { NUMBER($per_choice, maximumFractionDigits: 2) } за решение.
stats-skill-best = Лучше всего сыграно, { NUMBER($played, style: "percent", maximumFractionDigits: 1) } от лучшей игры, { $total } { $total ->
    [one] очко
    [few] очка
   *[many] очков
}, { DATETIME($date, dateStyle: "long") }
stats-skill-luckiest = Больше всего удачи, { $dice ->
    [more] кубики дали на { $luck } { $luck ->
        [one] очко
        [few] очка
       *[many] очков
    } больше среднего
    [less] кубики дали на { $luck } { $luck ->
        [one] очко
        [few] очка
       *[many] очков
    } меньше среднего
   *[even] кубики выпали ровно в среднем
}, { DATETIME($date, dateStyle: "long") }
stats-skill-unluckiest = Меньше всего удачи, { $dice ->
    [more] кубики дали на { $luck } { $luck ->
        [one] очко
        [few] очка
       *[many] очков
    } больше среднего
    [less] кубики дали на { $luck } { $luck ->
        [one] очко
        [few] очка
       *[many] очков
    } меньше среднего
   *[even] кубики выпали ровно в среднем
}, { DATETIME($date, dateStyle: "long") }
