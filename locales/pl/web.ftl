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
web-hold = Zatrzymaj kość { $die }
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
