# Czytniki ekranu: jak gra czyta się z nimi.
reader-plain-mode = Wykryto czytnik ekranu, jeden zwykły wiersz na komunikat. Pełną planszę pokaże start gry z opcją pełnego ekranu.
