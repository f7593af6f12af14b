# Снисходительная игра: защита от случайных клавиш, отмена и продолжение незаконченной партии.
# $combo — yahtzee, large-straight, small-straight или full-house. $key — название клавиши.
# $box — название ячейки (box.ftl). $dice — список кубиков.
forgive-roll-too-soon = Бросок пропущен, слишком быстро после предыдущего.
forgive-confirm-roll = У вас { $combo ->
    [yahtzee] Яцзы
    [yatzy] Ятзи
    [large-straight] большой стрит
    [small-straight] малый стрит
   *[full-house] фулл-хаус
}. Нажмите { $key } ещё раз, чтобы всё равно бросить.
forgive-undo-hold = Отменено. { $count ->
    [0] Ни один кубик не отложен.
   *[other] Отложены, { $dice }.
}
forgive-undo-score = Отменено, { $points } в клетке { $box }. Клетка снова свободна.
forgive-undo-turn-back = Снова ход игрока { $player }.
forgive-undo-nothing = Нечего отменять.
forgive-undo-after-roll = С тех пор был бросок. Бросок отменить нельзя.
forgive-undo-not-yours = После этого уже был ход игрока { $player }. Отменить можно только свой последний ход.
forgive-undo-off = Отмена в этой партии выключена.
forgive-undo-game-over = Партия окончена. Ничего отменить нельзя.
forgive-resume-offer = У вас есть незаконченная партия от { DATETIME($when, dateStyle: "long") }, { $rules }, раунд { $round } из { $rounds }, { $scores }, { $last_score }. Нажмите { confirm-yes } или Enter, чтобы продолжить её, { confirm-no } или Escape, чтобы начать новую. { forgive-resume-discard-key }
forgive-resume-choice = Незаконченная партия { $number } из { $count }, от { DATETIME($when, dateStyle: "long") }, { $rules }, раунд { $round } из { $rounds }, { $scores }, { $last_score }. Нажмите { confirm-yes } или Enter, чтобы продолжить её, { $last ->
    [yes] { confirm-no } или Escape, чтобы начать новую.
   *[no] { confirm-no } или Escape, чтобы перейти к следующей.
} { forgive-resume-discard-key }
forgive-resume-last = последняя запись, { $player }, { $points } { box-in }
forgive-resume-score = { $player }, { $total } { $total ->
    [one] очко
    [few] очка
    [many] очков
   *[other] очка
}
forgive-resumed = Партия продолжена. { $kind ->
    [solo] Раунд { $round } из { $rounds }
   *[other] { $player }, раунд { $round } из { $rounds }
}. { $dice }
forgive-resume-new = Новая партия. Незаконченные партии остаются сохранёнными.
forgive-resume-none = Незаконченной партии нет. Начинается новая партия.
forgive-save-broken-notice = Не удалось прочитать вашу незаконченную партию. Она отложена как { $file }.
forgive-save-old-notice = Ваша незаконченная партия сохранена другой версией Talking Yahtzee, и её нельзя продолжить. Она отложена как { $file }.
forgive-save-failed-notice = Партию нельзя сохранить в { $file }. Игра продолжается, но после прерывания её нельзя будет продолжить.
forgive-save-running = { $count ->
    [1] В этой папке данных идёт другая партия. Её сохранение принадлежит ей и остаётся на месте.
   *[other] Партий, идущих в этой папке данных, { $count }. Их сохранения принадлежат им и остаются на месте.
}
forgive-resume-discard-key = Backspace удаляет её навсегда.
forgive-resume-discard-ask = Удалить эту незаконченную партию навсегда? Нажмите Backspace ещё раз, чтобы удалить её. Любая другая клавиша её сохранит.
forgive-resume-discarded = Незаконченная партия удалена.
