# Listas: como esta língua junta os itens ("a e b", "a, b e c").
# O código junta qualquer número de itens com estes quatro modelos.
list-two = { $a } e { $b }
list-start = { $a }, { $b }
list-middle = { $a }, { $b }
list-end = { $a } e { $b }
# O nome de um jogador dentro de uma lista.
list-name = { $name }
# Uma sequência rápida de valores de dados ("3, 5, 6, 6, 6"): sem "e".
list-short-two = { $a }, { $b }
list-short-start = { $a }, { $b }
list-short-middle = { $a }, { $b }
list-short-end = { $a }, { $b }
