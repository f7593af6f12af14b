# Imiona graczy wpisywane podczas przygotowania gry.
# Liczby mnogie: one (1), few (2–4, 22–24…), many (0, 5–21…), other (ułamki).
name-too-long = Imię może mieć najwyżej { $limit } { $limit ->
    [one] znak
    [few] znaki
    [many] znaków
   *[other] znaku
}.
name-taken = { $name } już gra. Wpisz inne imię.
