# Listor: hur svenskan binder ihop ("a och b", "a, b och c").
list-two = { $a } och { $b }
list-start = { $a }, { $b }
list-middle = { $a }, { $b }
list-end = { $a } och { $b }
# En spelares namn i en lista.
list-name = { $name }
# En snabb rad värden ("3, 5, 6, 6, 6"): utan "och".
list-short-two = { $a }, { $b }
list-short-start = { $a }, { $b }
list-short-middle = { $a }, { $b }
list-short-end = { $a }, { $b }
