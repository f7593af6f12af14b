# Pliki gry: uszkodzony plik przy starcie, zapis, który się nie udał.
file-broken-kept = { $kind ->
    [settings] Nie udało się odczytać pliku ustawień. Zachowano go jako { $aside } i używane są wartości domyślne.
   *[stats] Nie udało się odczytać pliku statystyk. Zachowano go jako { $aside } i rozpoczęto nowe statystyki.
}
file-broken-left = { $kind ->
    [settings] Nie udało się odczytać pliku ustawień { $file } ani go odłożyć. Pozostawiono go bez zmian i używane są wartości domyślne.
   *[stats] Nie udało się odczytać pliku statystyk { $file } ani go odłożyć. Pozostawiono go bez zmian i rozpoczęto nowe statystyki.
}
file-write-failed = { $kind ->
    [settings] Nie udało się zapisać ustawień w { $file }.
    [stats] Nie udało się zapisać statystyk w { $file }.
   *[record] Nie udało się zapisać przebiegu gry do { $file }.
} { $reason ->
    [denied] Folder jest tylko do odczytu albo nie należy do ciebie.
    [full] Dysk jest pełny.
    [blocked] Na drodze stoi plik albo folder.
   *[other] System odmówił.
} Gra toczy się dalej.
