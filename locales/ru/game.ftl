# События игры. $kind — solo (один игрок), human или computer. $verbosity — brief, normal или detailed.
# Ниже подробного уровня броски и отложенные кубики компьютера молчат: game-scored называет
# запись, затем бонус, если он есть, затем game-turn-end — положение в игре.
# Множественное число: one (1, 21…), few (2–4, 22–24…), many (0, 5–20…), other (дроби).

## Кто начинает
game-first-roll = { $verbosity ->
    [detailed] { $player } выбрасывает { $dice }, сумма { $total }.
   *[other] { $player } выбрасывает { $total }.
}
game-first-roll-tie = У игроков { $players } поровну, { $total }, они бросают снова.
game-first-player = Начинает { $player }.

## Ходы
game-turn-start = { $kind ->
    [solo] { $verbosity ->
        [brief] Раунд { $round }.
        [detailed] Раунд { $round } из { $rounds }, { $rounds_left ->
            [0] последний
            [one] после него ещё один
           *[other] после него ещё { $rounds_left }
        }. Итог { $total }. Нажмите R, чтобы бросить.
       *[other] Раунд { $round } из { $rounds }.
    }
    [computer] { $verbosity ->
        [detailed] Ходит { $player }.
       *[other] {""}
    }
   *[human] { $team ->
        [yes] { $player }, бросает { $member }. { $verbosity ->
            [brief] {""}
           *[other] Раунд { $round } из { $rounds }.
        }
       *[no] { $player }, ваш ход. { $verbosity ->
            [brief] {""}
           *[other] Раунд { $round } из { $rounds }.
        }
    }
}
# Имя игрока после «игрока» (вспомогательное сообщение; имена не склоняем).
game-of-player = игрока { $player }

## Броски
# $dice в выбранном порядке; $named — комбинация (dice-combination), $combination — её id;
# $best — лучшие свободные клетки с очками.
game-rolled = { $kind ->
    [computer] { $verbosity ->
        [detailed] { $player } выбрасывает { $dice }. { $named }
       *[other] {""}
    }
   *[other] { $verbosity ->
        [brief] { $named } { $combination ->
            [yahtzee] {""}
            [yatzy] {""}
           *[other] { $new_count ->
                [5] { $dice }.
               *[other] { $new }.
            }
        } { $rolls_left ->
            [0] Последний бросок.
            [one] Остался один бросок.
            [few] Осталось { $rolls_left } броска.
           *[other] Осталось { $rolls_left } бросков.
        }
        [detailed] Бросок { $roll }, { $named } { $dice }, то есть { $groups }. { $best_count ->
            [0] {""}
           *[other] Лучшие, { $best }.
        } { $rolls_left ->
            [0] Бросков больше нет, выберите клетку.
            [one] Остался один бросок.
            [few] Осталось { $rolls_left } броска.
           *[other] Осталось { $rolls_left } бросков.
        } { $held_count ->
            [0] {""}
            [one] Один кубик был отложен.
            [few] { $held_count } кубика были отложены.
           *[other] { $held_count } кубиков были отложены.
        }
       *[other] { $named } { $combination ->
            [yahtzee] {""}
            [yatzy] {""}
           *[other] { $dice }.
        } { $rolls_left ->
            [0] Выберите клетку.
            [one] Остался один бросок.
            [few] Осталось { $rolls_left } броска.
           *[other] Осталось { $rolls_left } бросков.
        }
    }
}

## Откладывание
game-hold = { $verbosity ->
    [brief] { $position }, { $held ->
        [yes] отложен
       *[no] возвращён
    }
    [detailed] Кубик { $position }, { $face }, { $held ->
        [yes] отложен
       *[no] возвращён
    }. { $held_count ->
        [0] Отложенных кубиков нет.
        [one] Отложен один кубик.
        [few] Отложено { $held_count } кубика.
       *[other] Отложено { $held_count } кубиков.
    }
   *[other] Кубик { $position }, { $face }, { $held ->
        [yes] отложен
       *[no] возвращён
    }.
}
# Компьютер откладывает кубики между бросками: говорится только на подробном уровне.
game-keeps = { $verbosity ->
    [detailed] { $count ->
        [0] { $player } перебрасывает все пять.
       *[other] { $player } откладывает { $dice }.
    }
   *[other] {""}
}

## Запись
game-scored = { $kind ->
    [computer] { $verbosity ->
        [detailed] { $player } записывает { $points } { box-in }{ $joker ->
            [yes] {" "}как джокер
           *[no] {""}
        }.
       *[other] { $player }, { $points } { box-in }{ $joker ->
            [yes] {" "}как джокер
           *[no] {""}
        }.
    }
   *[other] Записано { $points } { box-in }{ $joker ->
        [yes] {" "}как джокер
       *[no] {""}
    }.
}
game-yahtzee-bonus = { $kind ->
    [computer] Бонус Яцзы, { $bonus } очков.
   *[other] Бонус Яцзы, { $bonus } очков!
}
game-upper-bonus = { $kind ->
    [computer] Бонус верхней части, { $bonus } очков.
   *[other] Бонус верхней части, { $bonus } очков!
}
game-turn-end = { $kind ->
    [computer] { $verbosity ->
        [brief] Итог { $total }.
        [detailed] { game-turn-standing }
       *[other] { $status ->
            [leading] { $player } впереди на { $lead }.
            [tied] Ничья на первом месте, { $total }.
           *[behind] Отставание { $behind }. Лидирует { $leader }.
        }
    }
   *[other] { game-turn-standing }
}
# Положение после хода (часть game-turn-end).
game-turn-standing = { $status ->
    [solo] Итог { $total }.
    [leading] { $player }, { $total }, { $alone ->
        [yes] впереди.
       *[no] { $verbosity ->
            [brief] впереди.
           *[other] впереди на { $lead } { $lead ->
                [one] очко
                [few] очка
               *[other] очков
            }.
        }
    }
    [tied] { $player }, { $total }, делит первое место.
   *[behind] { $player }, { $total }, отстаёт на { $behind } { $behind ->
        [one] очко
        [few] очка
       *[other] очков
    }. Лидирует { $leader }.
}
game-round-end = { $kind ->
    [solo] { $verbosity ->
        [detailed] Конец раунда { $round }. { $rounds_left ->
            [0] {""}
            [one] Остался один раунд.
            [few] Осталось { $rounds_left } раунда.
           *[other] Осталось { $rounds_left } раундов.
        }
       *[other] {""}
    }
   *[many] { $verbosity ->
        [brief] {""}
        [detailed] Конец раунда { $round }. Счёт, { $standings }.
       *[other] Конец раунда { $round }.
    }
}

## Конец
game-over = Игра окончена.
game-over-solo = Итоговый счёт { $total }. { $comparison ->
    [first] {""}
    [better] Новый рекорд, на { $difference } { $difference ->
        [one] очко
        [few] очка
       *[other] очков
    } больше прежнего, { $best }!
    [equal] Это ровно ваш рекорд.
   *[worse] Ваш рекорд по-прежнему { $best }, на { $difference } { $difference ->
        [one] очко
        [few] очка
       *[other] очков
    } больше.
}
game-winner = Побеждает { $player }, итог { $total }. Отставание, { $margins }.
game-margin = { $player } на { $margin }
game-winners-tie = { $players } делят победу с итогом { $total }.
game-standings = Счёт, { $standings }.
game-play-again = Сыграть ещё? Нажмите Ctrl+N, чтобы играть, { confirm-no } или Q, чтобы выйти.
game-new = Новая игра.
game-over-too-soon = Нажатие не принято, игра только что закончилась. { $again }

# Строгий порядок (--rules yatzy-forced): единственная клетка, которую можно заполнить.
game-next-box = Следующая клетка, { $box }.
