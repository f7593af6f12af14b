# Mówione przygotowanie gry. Każdy wybór jest ogłaszany.
setup-intro = Nowa gra. Strzałki w górę i w dół zmieniają wybór, Enter go zatwierdza, Escape wraca.
setup-language = Język, { $language }.
setup-players = Liczba graczy, { $count }.
setup-name = Imię gracza { $number }, { $name }. Wpisz imię i naciśnij Enter.
setup-name-typed = { $name }
setup-name-empty = Puste
setup-kind = Gracz { $number } to { $kind ->
    [computer] komputer
   *[human] człowiek
}.
setup-level = { $name } gra { $level ->
    [beginner] jak początkujący
    [good] dobrze
    [master] jak mistrz
   *[expert] jak ekspert
}.
setup-ready = Gotowe, { $players }. { $rules }. Naciśnij Enter, aby zacząć.
setup-player = { $kind ->
    [computer] { $name }, komputer
   *[human] { $name }
}
setup-default-name = { $kind ->
    [computer] Komputer { $number }
   *[human] Gracz { $number }
}
# Nazwy języków, każda w swoim języku.
setup-language-name = { $code ->
    [es] Español
    [fr] Français
    [de] Deutsch
    [it] Italiano
    [pt] Português
    [nl] Nederlands
    [pl] Polski
    [ru] Русский
    [sv] Svenska
    [da] Dansk
    [nb] Norsk bokmål
    [fi] Suomi
   *[en] English
}
setup-keys = Strzałki w górę i w dół zmieniają wybór, Enter zatwierdza, Escape wraca, Q wychodzi.
setup-no-known-names = Brak znanych imion, wpisz imię.
setup-name-needed = Gracz { $number } potrzebuje imienia. Wpisz je i naciśnij Enter.
setup-computer-name = Podpowiadane imiona należą do ludzi. Wpisz nazwę komputera i naciśnij Enter.
# Zestawy zasad (--rules), jak nazywa je przygotowanie gry; $rules to jedna z tych nazw.
setup-rules = Zasady, { $rules }.
setup-rules-official = Amerykańskie Yahtzee
setup-rules-free-joker = Yahtzee, wolny dżoker
setup-rules-yatzy = Yatzy
setup-rules-yatzy-forced = Yatzy, stała kolejność
