# Lists: how this language joins items ("a and b", "a, b and c").
# The code joins any number of items with these four patterns.
list-two = { $a } and { $b }
list-start = { $a }, { $b }
list-middle = { $a }, { $b }
list-end = { $a } and { $b }
# One player's name inside a list.
list-name = { $name }
# A quick run of dice values ("3, 5, 6, 6, 6"): no "and".
list-short-two = { $a }, { $b }
list-short-start = { $a }, { $b }
list-short-middle = { $a }, { $b }
list-short-end = { $a }, { $b }
