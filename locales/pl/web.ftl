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
web-link = Znajomi mogą dołączyć w przeglądarce pod adresem { $link }
web-closed = Połączenie zostało zamknięte. Odśwież stronę, aby zagrać ponownie.
