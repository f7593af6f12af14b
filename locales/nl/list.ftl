# Lijsten: hoe het Nederlands items verbindt ("a en b", "a, b en c").
list-two = { $a } en { $b }
list-start = { $a }, { $b }
list-middle = { $a }, { $b }
list-end = { $a } en { $b }
# De naam van één speler in een lijst.
list-name = { $name }
# Een snelle reeks waarden ("3, 5, 6, 6, 6"): zonder "en".
list-short-two = { $a }, { $b }
list-short-start = { $a }, { $b }
list-short-middle = { $a }, { $b }
list-short-end = { $a }, { $b }
