# Klient w przeglądarce: słowa strony (przyciski, etykiety); wszystko, co mówi gra, pochodzi z
# innych plików. $die to pozycja kości, od 1 do 5. $link to adres strony.
web-title = Mówiący Yahtzee
web-join-heading = Dołącz do gry
web-name = Twoje imię
web-language = Język
web-play = Graj
web-area = Stół do gry. Naciskaj tutaj klawisze gry, znak zapytania otwiera pomoc.
web-area-role = gra
web-buttons = Przyciski
web-roll = Rzuć
web-previous = Poprzednie pole
web-next = Następne pole
web-score = Zapisz
web-help = Pomoc
web-repeat = Powtórz
web-sounds = Dźwięki włącz lub wyłącz
web-board = Plansza
web-messages = Komunikaty
web-link = { $where ->
    [page] Adres tej strony to link do stołu. Znajomi, którzy go otworzą, grają w przeglądarce.
   *[terminal] Ctrl+L kopiuje link do stołu, dla znajomych grających w przeglądarce.
}
web-closed = Połączenie zostało zamknięte. Odśwież stronę, aby zagrać ponownie.

# Plansza dla widzących przyjaciół (i nawigacji po tabelach czytnika): nigdy nie mówi sama.
web-board-card = Tabela wyników
web-board-box = Pole
web-board-dice = Kości
web-board-held = zatrzymana
web-board-standings = Wyniki
web-board-upper = Suma góry
web-board-bonus = Premia od { $target }
web-board-lower = Suma dołu
web-board-yahtzee-bonus = Premia Yahtzee
web-board-total = Razem
web-board-round = Runda { $round } z { $rounds }
web-board-turn = { $you ->
    [yes] Twoja kolej
   *[no] Teraz gra { $player }
}
web-board-rolls = { $rolled ->
    [no] Jeszcze bez rzutu
   *[yes] { $rolls_left ->
        [0] Nie ma już rzutów
        [one] Został 1 rzut
        [few] Zostały { $rolls_left } rzuty
       *[other] Zostało { $rolls_left } rzutów
    }
}
web-board-possible = możliwe { $points }
web-board-die = { $value ->
    [0] Kość { $position }, bez rzutu
   *[other] Kość { $position }, { $value }
}
web-board-place = { $place }. { $player }, { $points }
web-board-over = Koniec gry
web-board-you = { $player }, ty
# Co strona mówi bez serwera.
web-unreachable = Nie można połączyć się z serwerem. Ponawiam próbę.
web-not-found = Pod tym adresem nie ma żadnego stołu.
web-to-lobby = Przejdź do poczekalni
web-app-description = Gra w kości, w którą gra się słuchem, samemu lub ze znajomymi.
