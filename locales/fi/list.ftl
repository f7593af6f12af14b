# Luettelot: miten suomi yhdistää ("a ja b", "a, b ja c").
list-two = { $a } ja { $b }
list-start = { $a }, { $b }
list-middle = { $a }, { $b }
list-end = { $a } ja { $b }
# Yhden pelaajan nimi luettelossa.
list-name = { $name }
# Nopea silmälukujen sarja ("3, 5, 6, 6, 6"): ilman "ja"-sanaa.
list-short-two = { $a }, { $b }
list-short-start = { $a }, { $b }
list-short-middle = { $a }, { $b }
list-short-end = { $a }, { $b }
