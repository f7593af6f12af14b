# Spelarnas namn, skrivna när spelet förbereds.
name-too-long = Namn har högst { $limit } tecken.
name-taken = { $name } spelar redan. Skriv ett annat namn.
