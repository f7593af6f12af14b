# Что показывает полный экран (важные слова сначала). Произносимые сообщения — в других файлах.
screen-title = Говорящий Яцзы
screen-status = { $over ->
    [yes] Игра окончена. { $player }, итог { $total }
   *[no] { $player }: раунд { $round } из { $rounds }, { $rolls_left ->
        [0] бросков нет
        [one] остался 1 бросок
        [few] осталось { $rolls_left } броска
       *[other] осталось { $rolls_left } бросков
    }, итог { $total }
}
screen-dice = Кубики:
screen-die = { $held ->
    [yes] [{ $value }]
   *[no] { $value }
}
screen-typed = Введено: { $typed }
screen-box-filled = { $box }: { $points }
screen-box-option = { $box }: можно { $points }
screen-box-forbidden = { $box }: нельзя
screen-box-open = { $box }: свободна
screen-totals = Верх { $upper } из { $target }{ $bonus ->
    [0] {""}
   *[other] {" "}+ бонус { $bonus }
}, низ { $lower }{ $yahtzee_bonus ->
    [0] {""}
   *[other] , бонус Яцзы { $yahtzee_bonus }
}, итог { $total }
screen-prompt = Yahtzee>{" "}
