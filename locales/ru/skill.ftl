# Как сыграл каждый без учёта кубиков, в конце каждой партии (docs/strategy.md).
# $own — yes для слушающего («вы»); иначе строка называет игрока, имя всегда в именительном падеже.
# С именем нет прошедшего времени (род игрока неизвестен): «{ $name }: игра на …».
# $played — доля (0,986 — это 98,6 %): ожидаемый итог решений относительно лучшей игры. $luck —
# отклонение кубиков от среднего в целых очках, не отрицательное; $dice — в какую сторону: more,
# less или even. При $measured yes — ещё потерянная вероятность победы, $chance (доля).
skill-line = { $own ->
    [yes] Вы сыграли на { NUMBER($played, style: "percent", maximumFractionDigits: 1) }{ $measured ->
        [yes] , потеряли { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } вероятности победы
       *[no] {""}
    }, а кубики { $dice ->
        [more] дали вам на { $luck } { $luck ->
            [one] очко
            [few] очка
           *[many] очков
        } больше среднего.
        [less] дали вам на { $luck } { $luck ->
            [one] очко
            [few] очка
           *[many] очков
        } меньше среднего.
       *[even] выпали ровно в среднем.
    }
   *[no] Игра игрока { $name } на { NUMBER($played, style: "percent", maximumFractionDigits: 1) }{ $measured ->
        [yes] , потеряно { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } вероятности победы
       *[no] {""}
    }, кубики { $dice ->
        [more] дали на { $luck } { $luck ->
            [one] очко
            [few] очка
           *[many] очков
        } больше среднего.
        [less] дали на { $luck } { $luck ->
            [one] очко
            [few] очка
           *[many] очков
        } меньше среднего.
       *[even] выпали ровно в среднем.
    }
}
skill-details-start = Лучшая игра даёт в среднем { NUMBER($start, maximumFractionDigits: 1) } очка, { $own ->
    [yes] { $finished ->
        [yes] ваш итог { $final }.
       *[no] ваш счёт { $final } на момент выхода из партии.
    }
   *[no] { $finished ->
        [yes] итог игрока { $name } { $final }.
       *[no] счёт игрока { $name } { $final } на момент выхода из партии.
    }
}
skill-details-luck = { $dice ->
    [more] Кубики дали на { NUMBER($luck, maximumFractionDigits: 2) } { $luck ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    } больше среднего.
    [less] Кубики дали на { NUMBER($luck, maximumFractionDigits: 2) } { $luck ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    } меньше среднего.
   *[even] Кубики выпали ровно в среднем.
}
skill-details-loss = { $choices ->
    [one] { $choices } решение
    [few] { $choices } решения
   *[many] { $choices } решений
}, потеряно { NUMBER($loss, maximumFractionDigits: 2) } { $loss ->
    [one] очко
    [few] очка
    [many] очков
   *[other] очка
}, { NUMBER($per_choice, maximumFractionDigits: 2) } на решение.
skill-details-chance = Игра на победу, потеряно { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } вероятности победы за { $choices ->
    [one] { $choices } решение
    [few] { $choices } решения
   *[many] { $choices } решений
}.
skill-choices-none = { $own ->
    [yes] Дорогих решений нет, вы каждый раз выбирали лучший ход.
   *[no] У игрока { $name } дорогих решений нет.
}
skill-choice = { $rank } из { $count }, раунд { $round }, { $measured ->
    [yes] потеряно { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } вероятности победы.
   *[no] потеряно { NUMBER($loss, maximumFractionDigits: 2) } { $loss ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    }.
}
skill-choice-dice = { $rolls_left ->
    [0] Последний бросок
    [one] Остался один бросок
   *[other] Осталось { $rolls_left } броска
}, кубики { $dice }{ $held_count ->
    [0] .
   *[other] , отложены { $held }.
}
skill-choice-done = { $own ->
    [yes] { $action ->
        [keep] { $count ->
            [0] Вы перебросили все пять.
           *[other] Вы отложили { $dice }.
        }
       *[score] Вы записали { $points } { box-in }.
    }
   *[no] Ход игрока { $name }, { $action ->
        [keep] { $count ->
            [0] переброшены все пять.
           *[other] отложено { $dice }.
        }
       *[score] записано { $points } { box-in }.
    }
}
skill-choice-best = { $goal ->
    [win] Лучше для победы
   *[points] Лучше
}, { $action ->
    [keep] { $count ->
        [0] бросить все пять.
       *[other] отложить { $dice }.
    }
   *[score] { $points } { box-in }.
}

skill-rating = { $own ->
    [yes] Ваш рейтинг теперь
   *[no] { $name }, рейтинг
} { $rating }, { $direction ->
    [up] плюс { $change }
    [down] минус { $change }
   *[same] без изменений
}, место { $rank } из { $ranked }.
skill-unrated = Эта игра не идёт в рейтинг, { $reason ->
    [computers] за столом играл компьютер.
    [stand-in] компьютер играл за кого-то.
    [store] сервер не смог сохранить рейтинг.
   *[practice] стол для тренировки.
}
