# Spillernes navne, skrevet i opsætningen.
name-too-long = Navne har højst { $limit } tegn.
name-taken = { $name } er allerede med. Skriv et andet navn.
