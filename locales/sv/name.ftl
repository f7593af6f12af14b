# Spelarnas namn, skrivna i förberedelsen.
name-too-long = Ett namn får ha högst { $limit } tecken.
name-taken = { $name } spelar redan. Skriv ett annat namn.
