# Imiona graczy wpisywane podczas przygotowania gry.
name-too-long = Imię może mieć najwyżej { $limit ->
    [one] { $limit } znak
    [few] { $limit } znaki
   *[other] { $limit } znaków
}.
name-taken = { $name } już gra. Wpisz inne imię.
