# Lister: hvordan dansk binder sammen ("a og b", "a, b og c").
list-two = { $a } og { $b }
list-start = { $a }, { $b }
list-middle = { $a }, { $b }
list-end = { $a } og { $b }
# En spillers navn i en liste.
list-name = { $name }
# En hurtig række terningværdier ("3, 5, 6, 6, 6"): uden "og".
list-short-two = { $a }, { $b }
list-short-start = { $a }, { $b }
list-short-middle = { $a }, { $b }
list-short-end = { $a }, { $b }
