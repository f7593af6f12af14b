# Ответы на клавиши обзора. Они ничего не меняют в игре.
review-dice = { $dice }{ $verbosity ->
    [brief] {""}
   *[other] , то есть { $groups }
}. { $held_count ->
    [0] Ничего не отложено.
    [one] Отложен кубик { $held }.
   *[other] Отложены кубики { $held }.
} { $rolls_left ->
    [0] Бросков больше нет.
    [one] Остался один бросок.
    [few] Осталось { $rolls_left } броска.
   *[other] Осталось { $rolls_left } бросков.
}
review-dice-none = Кубиков ещё нет. Нажмите R, чтобы бросить.
review-position = { $position }
review-dice-computer = { $rolled ->
    [no] Ходит { $player }, броска ещё не было.
   *[yes] Ходит { $player }, { $dice }{ $verbosity ->
        [brief] {""}
       *[other] , то есть { $groups }
    }. { $kept_count ->
        [0] {""}
       *[other] Отложено, { $kept }.
    } { $rolls_left ->
        [0] Бросков больше нет.
        [one] Остался один бросок.
        [few] Осталось { $rolls_left } броска.
       *[other] Осталось { $rolls_left } бросков.
    }
}
review-box = { $box } { $points }
review-open-box = { $box }
# До броска: свободные клетки. После: клетки, дающие очки, от лучшей, затем сколько дали бы
# ноль ($zeros), с названиями ($zero_boxes) только на подробном уровне.
review-open = { $rolled ->
    [yes] { $count ->
        [0] { $zeros ->
            [0] Ни одна клетка не разрешена
           *[other] Очков не даёт ничего
        }
       *[other] { $boxes }
    }{ $zeros ->
        [0] .
        [one] { $count ->
            [0] , { $zeros } клетка на ноль
           *[other] , и ещё { $zeros } клетка на ноль
        }{ $verbosity ->
            [detailed] , { $zero_boxes }.
           *[other] .
        }
        [few] { $count ->
            [0] , { $zeros } клетки на ноль
           *[other] , и ещё { $zeros } клетки на ноль
        }{ $verbosity ->
            [detailed] , { $zero_boxes }.
           *[other] .
        }
       *[other] { $count ->
            [0] , { $zeros } клеток на ноль
           *[other] , и ещё { $zeros } клеток на ноль
        }{ $verbosity ->
            [detailed] , { $zero_boxes }.
           *[other] .
        }
    }
   *[no] Свободные клетки, { $boxes }.
}
review-card = { $own ->
    [yes] Ваша таблица
   *[no] Таблица { game-of-player }
}, { $filled_count ->
    [0] пока ничего не записано.
   *[other] { $filled }.
} Верх { $upper }{ $upper_bonus ->
    [0] {""}
   *[other] {" "}плюс бонус { $upper_bonus }
}, низ { $lower }{ $yahtzee_bonus ->
    [0] {""}
   *[other] , бонус Яцзы { $yahtzee_bonus }
}, итог { $total }. { $open_count ->
    [0] {""}
    [one] Свободна { $open_count } клетка.
    [few] Свободны { $open_count } клетки.
   *[other] Свободно { $open_count } клеток.
}
review-bonus = { $needed ->
    [0] Бонус верхней части получен, { $upper } из { $target }.
   *[other] Верхняя часть { $upper } из { $target }, не хватает { $needed }{ $open_count ->
        [0] , свободных клеток вверху не осталось.
       *[other] . { $verbosity ->
            [detailed] { $par ->
                [0] {""}
               *[other] Норма для заполненных клеток { $par }.
            }
           *[other] {""}
        }
    }
}
# A spectator's B: whose upper section it is, by name, then the same words.
review-bonus-player = { $player }. { review-bonus }
# $own is yes for the listener, who hears themself as "you" among the names.
review-standing = { $own ->
    [yes] вы
   *[other] { $player }
}, { $total } { $total ->
    [one] очко
    [few] очка
    [many] очков
   *[other] очка
}
review-standings = { $kind ->
    [solo] Итог, { $standings }.
   *[many] Счёт, { $standings }.
}
review-turn = { $kind ->
    [solo] Раунд { $round } из { $rounds }
   *[other] { $own ->
        [yes] Ваш ход, раунд { $round } из { $rounds }
       *[no] Ходит { $player }, раунд { $round } из { $rounds }
    }
}, { $rolled ->
    [no] броска ещё не было.
   *[yes] { $rolls_left ->
        [0] бросков больше нет.
        [one] остался один бросок.
        [few] осталось { $rolls_left } броска.
       *[other] осталось { $rolls_left } бросков.
    }
}
review-turn-over = Игра окончена.
review-dice-value-none = { $held ->
    [yes] Ни один отложенный кубик не показывает { $value }.
   *[no] Ни один свободный кубик не показывает { $value }.
}
