# Listas: cómo une este idioma los elementos ("a y b", "a, b y c").
# El código une cualquier número de elementos con estos cuatro patrones.
list-two = { $a } y { $b }
list-start = { $a }, { $b }
list-middle = { $a }, { $b }
list-end = { $a } y { $b }
# El nombre de un jugador dentro de una lista.
list-name = { $name }
# Una serie rápida de valores de dados ("3, 5, 6, 6, 6"): sin "y".
list-short-two = { $a }, { $b }
list-short-start = { $a }, { $b }
list-short-middle = { $a }, { $b }
list-short-end = { $a }, { $b }
