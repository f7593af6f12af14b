# Les noms des joueurs tapés pendant la préparation.
name-too-long = Les noms ont au plus { $limit } caractères.
name-taken = { $name } joue déjà. Tapez un autre nom.
