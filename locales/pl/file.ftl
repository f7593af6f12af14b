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
    [save] Nie udało się zapisać gry w { $file }. Jeśli zostanie przerwana, nie będzie można jej wznowić.
    [transcript] Nie udało się zapisać transkrypcji w { $file }.
   *[record] Nie udało się zapisać przebiegu gry do { $file }.
} { $reason ->
    [denied] Folder jest tylko do odczytu albo nie należy do ciebie.
    [full] Dysk jest pełny.
    [blocked] Na drodze stoi plik albo folder.
    [no-reader] Żaden program go nie czyta.
   *[other] System odmówił.
} Gra toczy się dalej.
file-write-works-again = { $kind ->
    [settings] Ustawienia znowu zapisują się w { $file }.
    [stats] Statystyki znowu zapisują się w { $file }.
    [save] Gra znowu zapisuje się w { $file }.
    [transcript] Transkrypcja znowu zapisuje się w { $file }.
   *[record] Przebieg gry znowu zapisuje się w { $file }.
}
file-impossible-kept = Część twoich dawnych statystyk w { $file } nie może być prawdziwa, więcej gier lub wyższe wyniki, niż to możliwe, albo zasady, których ta gra nie zna. Tę część pominięto, a plik zachowano jako { $aside }.
file-record-next = Przebieg tej gry jest zapisywany do { $file }. Przebieg poprzedniej gry zostaje zachowany.
