# Listes : comment cette langue joint les éléments (« a et b », « a, b et c »).
# Le code joint n'importe quel nombre d'éléments avec ces quatre modèles.
list-two = { $a } et { $b }
list-start = { $a }, { $b }
list-middle = { $a }, { $b }
list-end = { $a } et { $b }
# Le nom d'un joueur dans une liste.
list-name = { $name }
# Une suite rapide de valeurs de dés (« 3, 5, 6, 6, 6 ») : sans « et ».
list-short-two = { $a }, { $b }
list-short-start = { $a }, { $b }
list-short-middle = { $a }, { $b }
list-short-end = { $a }, { $b }
