# Pliki gry: uszkodzony plik przy starcie, nieudany zapis.
file-broken-kept = { $kind ->
    [settings] Nie udało się odczytać pliku ustawień. Zachowano go jako { $aside }, a gra używa ustawień domyślnych.
   *[stats] Nie udało się odczytać pliku statystyk. Zachowano go jako { $aside }, a statystyki zaczynają się od nowa.
}
file-broken-left = { $kind ->
    [settings] Nie udało się odczytać pliku ustawień { $file } ani odłożyć go na bok. Został bez zmian, a gra używa ustawień domyślnych.
   *[stats] Nie udało się odczytać pliku statystyk { $file } ani odłożyć go na bok. Został bez zmian, a statystyki zaczynają się od nowa.
}
file-write-failed = { $kind ->
    [settings] Nie udało się zapisać ustawień w { $file }.
    [stats] Nie udało się zapisać statystyk w { $file }.
   *[record] Nie udało się zapisać przebiegu gry do { $file }.
} { $reason ->
    [denied] Folder jest tylko do odczytu albo nie należy do ciebie.
    [full] Dysk jest pełny.
    [blocked] Przeszkadza plik lub folder o tej nazwie.
   *[other] System odmówił.
} Gra toczy się dalej.
