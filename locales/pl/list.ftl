# Listy: jak polski łączy elementy („a i b”, „a, b i c”).
list-two = { $a } i { $b }
list-start = { $a }, { $b }
list-middle = { $a }, { $b }
list-end = { $a } i { $b }
# Imię jednego gracza na liście.
list-name = { $name }
# Szybki ciąg wartości („3, 5, 6, 6, 6”): bez „i”.
list-short-two = { $a }, { $b }
list-short-start = { $a }, { $b }
list-short-middle = { $a }, { $b }
list-short-end = { $a }, { $b }
