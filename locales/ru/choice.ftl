# First-letter navigation in lists: the names of the setup's choices, and the answer when nothing matches.
choice-none = Ничего не начинается на { $letter }.
choice-kind = { $kind ->
    [computer] Компьютер
   *[human] Человек
}
choice-level = { $level ->
    [beginner] Новичок
    [good] Хороший
    [master] Мастер
   *[expert] Эксперт
}
