# Elenchi: come questa lingua unisce gli elementi ("a e b", "a, b e c").
# Il codice unisce qualsiasi numero di elementi con questi quattro modelli.
list-two = { $a } e { $b }
list-start = { $a }, { $b }
list-middle = { $a }, { $b }
list-end = { $a } e { $b }
# Il nome di un giocatore in un elenco.
list-name = { $name }
# Una rapida sequenza di valori dei dadi ("3, 5, 6, 6, 6"): senza "e".
list-short-two = { $a }, { $b }
list-short-start = { $a }, { $b }
list-short-middle = { $a }, { $b }
list-short-end = { $a }, { $b }
