# Списки: как русский соединяет элементы («a и b», «a, b и c»).
list-two = { $a } и { $b }
list-start = { $a }, { $b }
list-middle = { $a }, { $b }
list-end = { $a } и { $b }
# Имя одного игрока в списке.
list-name = { $name }
# Быстрый ряд значений («3, 5, 6, 6, 6»): без «и».
list-short-two = { $a }, { $b }
list-short-start = { $a }, { $b }
list-short-middle = { $a }, { $b }
list-short-end = { $a }, { $b }
