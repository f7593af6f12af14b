# Gra w sieci: poczekalnia, stół, czat, zerwane połączenie.
# $player to imię (nigdy nieodmieniane: stoi samo albo przed dwukropkiem). $code to cyfry stołu.
online-welcome = Mówiący Yahtzee w sieci.
online-lobby = Poczekalnia sieciowa. Góra i Dół wybierają, Lewo i Prawo zmieniają, Enter wykonuje.
online-lobby-keys = W poczekalni, Góra i Dół wybierają, Lewo i Prawo zmieniają, Enter wykonuje, Q kończy.
online-table-keys = { $role ->
    [host] Przy twoim stole, przed grą. Enter ją zaczyna, C ustawia miejsca, J usuwa gracza, N zamyka stół, T mówi kod i kto jest przy stole, E otwiera czat, Escape wraca do poczekalni.
    [spectator] Oglądanie, przed grą. S zajmuje wolne miejsce, T mówi kod i kto jest przy stole, E otwiera czat, Escape wraca do poczekalni.
   *[player] Czekanie, aż gospodarz zacznie grę. T mówi kod i kto jest przy stole, E otwiera czat, Escape wraca do poczekalni.
}
online-field-seats = Miejsca przy stole, { $count }.
online-field-computers = Gracze komputerowi, { $count }.
online-field-rules = Zasady, { $rules }.
online-field-spectators = Widzowie, { $allowed ->
    [yes] dozwoleni
   *[no] niedozwoleni
}.
online-field-away = Komputer gra za puste miejsce, { $minutes ->
    [0] nigdy
    [one] po minucie
    [few] po { $minutes } minutach
    [many] po { $minutes } minutach
   *[other] po { $minutes } minutach
}.
online-field-turn = Czas na turę, { $minutes ->
    [0] bez limitu
    [one] jedna minuta
    [few] { $minutes } minuty
    [many] { $minutes } minut
   *[other] { $minutes } minuty
}.
online-field-create = Utwórz stół.
online-field-join = Dołącz do stołu po kodzie.
online-field-watch = Oglądaj stół po kodzie.
online-code-ask = Wpisz dziewięć cyfr stołu, potem Enter. Escape wraca.
online-digit = { $digit }
online-code-typed = Wpisano, { $digits }.
online-code-empty = Nic nie wpisano.
online-code-long = Kod ma już dziewięć cyfr. Enter dołącza, Backspace kasuje.
online-code-short = Kod ma dziewięć cyfr. Wpisano, { $count }.
online-busy = Czekam na serwer.
online-creating = Tworzę stół.
online-joining = Dołączam do stołu { $code }.
online-cannot-connect = Nie można połączyć się z serwerem. { $reason ->
    [certificate] Jego certyfikat nie jest zaufany. Wskaż certyfikat, który go podpisał, opcją cafile.
    [tls] Bezpieczne połączenie nie powiodło się.
    [refused] Pod tym adresem nic nie odpowiada.
    [unknown-host] Nie ma takiego hosta.
    [timeout] Brak odpowiedzi na czas.
    [address] Adres jest nieprawidłowy.
    [not-a-server] To nie jest serwer Talking Yahtzee.
   *[other] Sieć zawiodła.
}
online-created = { $open ->
    [0] Stół utworzony. Jego kod, { $code }. Wszystkie miejsca są zajęte, więc Enter rozpoczyna grę teraz.
   *[other] Stół utworzony. Jego kod, { $code }. Podaj go znajomym. Enter rozpoczyna grę, gdy wszyscy będą.
}
online-seated = Jesteś przy stole { $code }. Gospodarz rozpoczyna grę.
online-seated-by-host = Gospodarz dał ci miejsce { $number } przy stole { $code }. Gospodarz rozpoczyna grę.
online-watching = Oglądasz stół { $code }.
online-code = Kod stołu, { $code }.
online-not-seated = Nie siedzisz jeszcze przy żadnym stole.
online-name = { $player }
online-who = Przy stole, { $players }. { $open ->
    [0] Nie ma wolnych miejsc.
    [one] Wolne jest jedno miejsce.
    [few] Wolne są { $open } miejsca.
   *[many] Wolnych jest { $open } miejsc.
}
online-everyone-here = Wszyscy są. Enter rozpoczyna grę.
online-seat-joined = Przy stole, { $player }.
online-seat-away = { $player }, połączenie zerwane.
online-seat-stand-in = { $player }, na razie gra komputer.
online-seat-back = { $player }, znów przy stole.
online-seat-removed = { $player }, usunięcie ze stołu.
online-seat-left = { $player }, odejście od stołu.
online-seat-watching = Ogląda, { $player }.
online-seat-timed-out = { $player }, koniec czasu, komputer kończy tę turę.
online-chat = Czat, { $player }, { $text }
online-chat-open = Czat, wpisz wiersz, Enter wysyła, Escape anuluje.
online-chat-cancelled = Czat anulowany.
online-chat-offline = Czat jest dla stołów w sieci.
online-mute-none = Nikt jeszcze nie pisał na czacie.
online-muted = { $player }, czat wyciszony.
online-unmuted = { $player }, czat znów słyszalny.
online-not-your-turn = To nie twoja tura. Teraz gra, { $player }.
online-not-connected = Brak połączenia. Nic nie wysłano. Łączę ponownie.
online-connection-lost = Połączenie zerwane, łączę ponownie.
online-back = Znów przy stole.
online-missed = Gdy cię nie było.
online-missed-scored = { $player }, { $points } { box-in }.
online-missed-for-you = Zagrano za ciebie, { $points } { box-in }.
online-missed-summary = { $player }, { $count } { $count ->
        [one] tura
        [few] tury
        [many] tur
       *[other] tury
    }, razem { $points } { $points ->
        [one] punkt
        [few] punkty
        [many] punktów
       *[other] punktu
    }.
online-missed-summary-you = Zagrano za ciebie, { $count } { $count ->
        [one] tura
        [few] tury
        [many] tur
       *[other] tury
    }, razem { $points } { $points ->
        [one] punkt
        [few] punkty
        [many] punktów
       *[other] punktu
    }.
online-missed-rolled = Rzucono za ciebie kośćmi.
online-gave-up = Nie udało się przywrócić połączenia ze stołem.
online-closed-ended = Gospodarz zamknął stół.
online-closed-removed = Gospodarz usunął cię ze stołu.
online-over = Gra się skończyła. Gospodarz może zaproponować wszystkim jeszcze jedną grę. Q kończy.
online-refused = Serwer tego nie przyjął.
online-refused-server-error = Serwer nie mógł tego zapisać. Spróbuj ponownie za chwilę.
online-refused-rate-limited = Za szybko. Poczekaj chwilę i spróbuj ponownie.
online-refused-unknown-table = Żaden stół nie ma takiego kodu.
online-refused-full = Ten stół jest pełny.
online-refused-started = Gra przy tym stole już się zaczęła.
online-refused-no-spectators = Ten stół nie przyjmuje widzów.
online-refused-name-taken = Ktoś przy tym stole ma twoje imię. Wybierz inne opcją imienia.
online-refused-bad-name = Serwer nie przyjmuje tego imienia.
online-refused-seats-open = Jeszcze nie wszyscy usiedli.
online-refused-not-host = Tylko gospodarz rozpoczyna grę.
online-refused-too-many-attempts = Za dużo błędnych kodów. Spróbuj później.
online-refused-too-many-tables = Utworzono za dużo stołów. Spróbuj później.
online-refused-server-full = Serwer jest pełny. Spróbuj później.
online-refused-chat-rate = Czat, jeden wiersz co dwie sekundy.
online-refused-computer-plays = Na razie komputer gra na twoim miejscu.
online-refused-spectator = Oglądasz. Ruchy należą do graczy.
online-refused-closed = Stół jest zamknięty.
online-refused-replaced = Twoje miejsce odzyskano z innego urządzenia.
online-host-only = Tylko gospodarz może to zrobić.
online-end-confirm = Zamknąć stół dla wszystkich? { confirm-yes } lub Enter zamyka. Każdy inny klawisz gra dalej.
online-end-cancelled = Gra przy stole trwa dalej.
online-remove-choose = Usuń gracza, Góra i Dół wybierają, Enter usuwa, Escape anuluje.
online-remove-none = Przy stole nie ma nikogo innego.
online-remove-cancelled = Nikogo nie usunięto.

# Issue 32: what a player hears of others' turns, the turn timer, the chat line.
online-turn = Teraz gra, { $player }.
online-clock-warning = Zostało sekund, { $seconds }.
online-clock-left = { $mine ->
    [yes] Do końca twojej tury zostało sekund, { $seconds }.
   *[no] Do końca tej tury zostało sekund, { $seconds }.
}
online-chat-char = { $char }
online-chat-space = spacja
online-chat-erased = { $char } usunięte.
online-chat-empty = Pusta linia.
online-chat-start = Początek linii.
online-chat-end = Koniec linii.
online-chat-full = Linia jest pełna, znaków { $limit }.
online-chat-typed = { $text }
online-chat-history-none = Jeszcze nie ma czatu.
online-chat-history-place = { $place } z { $count }.
online-spectators-watching = { $count ->
    [one] Dołączył { $count } widz.
    [few] Dołączyło { $count } widzów.
    [many] Dołączyło { $count } widzów.
   *[other] Dołączyło { $count } widzów.
}
online-spectators-left = { $count ->
    [one] Wyszedł { $count } widz.
    [few] Wyszło { $count } widzów.
    [many] Wyszło { $count } widzów.
   *[other] Wyszło { $count } widzów.
}

## A player's key keeps the seat (issue 32)

online-returned = Wracasz na swoje miejsce przy stole { $code }.
online-quit-seat = Opuścić stół? Komputer gra za ciebie, dopóki nie wrócisz tym samym poleceniem. Naciśnij { confirm-yes } lub Enter, aby wyjść, lub inny klawisz, aby grać dalej.
# The same question in the browser, where no command was typed.
online-quit-seat-web = Opuścić stół? Komputer gra za ciebie, dopóki znowu nie otworzysz linku do stołu w tej przeglądarce. Naciśnij { confirm-yes } lub Enter, aby wyjść, lub inny klawisz, aby grać dalej.

## The public tables, in the lobby and for --tables (issue 32)

online-table-line = Stół { $code }, { $rules }, { $players }. { $started ->
    [yes] Gra trwa.
   *[no] { $free ->
        [0] Nie ma wolnych miejsc.
        [one] Wolne jest jedno miejsce.
        [few] Wolne są { $free } miejsca.
       *[many] Wolnych jest { $free } miejsc.
    }
} { $spectators ->
    [yes] Widzowie mile widziani.
   *[no] Bez widzów.
}
# Issue 42: a seat of yours in a game under way, named in the lobby; a game begun offered to watch.
online-table-yours = Stół { $code }, { $rules }, { $players }. Twoje miejsce, runda { $round }. Enter je odzyskuje.
online-watch-offer = Gra przy tym stole już się zaczęła. Oglądać ją? Naciśnij { confirm-yes } lub Enter, aby oglądać, lub inny klawisz, aby zostać w poczekalni.
online-watch-declined = Zostajesz w poczekalni.
online-tables-none = Teraz nie ma publicznych stołów.
online-field-public = Widoczny w poczekalni, { $public ->
    [yes] tak, każdy może dołączyć
   *[no] nie, tylko przez kod
}.
online-lobby-people = { $tables ->
    [0] Brak publicznych stołów.
    [one] Jeden publiczny stół.
    [few] { $tables } publiczne stoły.
   *[many] { $tables } publicznych stołów.
} { $count ->
    [0] Nikogo więcej nie ma w poczekalni.
   *[many] W poczekalni, { $people }.
}

## Who comes into the lobby and who leaves, one line per burst; the lobby's connection (issue 40)
online-lobby-came = { $count ->
    [one] Do poczekalni wchodzi { $people }.
   *[many] Do poczekalni wchodzą { $people }.
}
online-lobby-left = { $count ->
    [one] Z poczekalni wychodzi { $people }.
   *[many] Z poczekalni wychodzą { $people }.
}
online-lobby-others = { $count ->
    [one] jeszcze jedna osoba
    [few] jeszcze { $count } osoby
   *[many] jeszcze { $count } osób
}
online-lobby-back = Znów w poczekalni.
online-lobby-chat-later = Brak połączenia. Twoja wiadomość zostanie wysłana, gdy połączenie wróci.

## Back to the lobby from a table, and what you missed (issue 32)

online-leave-seat = Wrócić do poczekalni? Komputer gra za ciebie, dopóki nie wrócisz do tego stołu. Naciśnij { confirm-yes } lub Enter, aby wyjść, lub inny klawisz, aby grać dalej.
online-left = { $watching ->
    [yes] Już nie oglądasz stołu.
   *[no] Opuszczasz stół.
}
online-missed-recap = { $since ->
    [move] Od twojego ostatniego ruchu.
   *[came] Odkąd jesteś przy stole.
}
online-missed-none = { $since ->
    [move] Od twojego ostatniego ruchu nic się nie wydarzyło.
   *[came] Odkąd jesteś przy stole, nic się nie wydarzyło.
}

# Issue 32, stoły, które trwają: jeszcze jedna gra przy tym samym stole, prawa gospodarza
# przechodzą dalej, widz zajmuje miejsce, komputery gospodarza między grami. Imiona stoją osobno.
online-over-host = Gra się skończyła. Ctrl+N proponuje wszystkim jeszcze jedną grę przy tym stole. Q kończy.
online-again-sent = Zaproponowano innym jeszcze jedną grę.
online-again-asked = Jeszcze jedna gra przy tym stole, proponuje { $player }. { confirm-yes } lub Enter gra dalej, { confirm-no } lub Escape zwalnia twoje miejsce.
online-again-asked-others = Jeszcze jedna gra, proponuje { $player }.
online-again-host-only = Tylko gospodarz może zaproponować jeszcze jedną grę.
online-again-yes = Grasz jeszcze raz. Czekanie na pozostałych.
online-seat-accepted = { $player }, gra jeszcze raz.
online-seat-declined = { $player }, rezygnacja. Miejsce jest wolne.
online-seat-host = Nowy gospodarz, { $player }.
online-host-you = Teraz ty jesteś gospodarzem.
online-seat-sat = { $player }, zajęcie miejsca.
online-seat-computer = { $player }, komputer, zajmuje miejsce, poziom { $level }.
online-seat-level = { $player }, poziom { $level }.
online-seat-dropped = { $player }, miejsce usunięte.
online-seat-opened = { $player }, miejsce wolne dla człowieka.
online-seat-seated = Miejsce { $number } zajmuje { $player }, z wyboru gospodarza.
online-new-game = { $host ->
    [yes] Nowa gra przy tym stole, z nowymi kośćmi. Enter ją rozpoczyna, C ustawia komputery.
   *[no] Nowa gra przy tym stole, z nowymi kośćmi. Rozpoczyna gospodarz, { $player }.
}
online-closed-declined = Twoje miejsce przy tym stole jest zwolnione.
online-refused-not-over = Gra jeszcze się nie skończyła.
online-refused-not-asked = Nie ma pytania, na które można odpowiedzieć.
online-refused-seated = Masz już miejsce.
online-refused-bad-seat = Tego miejsca nie można zmienić.
online-refused-bad-level = Serwer nie zna tego poziomu.
online-refused-bad-seats = Stół zachowuje co najmniej dwa miejsca.
online-refused-no-spectator = Ten widz już nie ogląda.
online-seats-keys = Miejsca. Góra i Dół wybierają, Lewo i Prawo zmieniają poziom komputera, A dodaje komputer, O zwalnia miejsce komputera dla człowieka, S sadza tam widza, Delete usuwa komputer lub wolne miejsce, Escape wraca.
online-seat-line = Miejsce { $number }, { $kind ->
    [computer] { $player }, komputer, poziom { $level }
    [open] wolne
   *[person] { $player }
}.
online-seats-not-now = Miejsca zmieniają się tylko przed grą.
online-seats-not-computer = Tu zmieniają się tylko komputery i wolne miejsca.
online-spectators-choose = Miejsce { $number }, wybierz widza, Góra i Dół wybierają, Enter sadza, Escape wraca.
online-spectators-none = Nikt nie ogląda tego stołu.
online-spectators-cancelled = Nikogo nie posadzono.
online-seats-done = Z powrotem przy stole.
# The lobby: each computer's own level ($number as in its name, Computer 3).
online-field-computer-level = Komputer { $number }, poziom { $level }.
online-link-copied = Link skopiowany. Znajomi, którzy go otworzą, grają w przeglądarce.
online-link-no-clipboard = Nie znaleziono tu programu schowka. Znajomi mogą dołączyć z kodem { $code }.

online-field-rated = Rankingowy, { $rated ->
    [yes] tak, gry liczą się do rankingu, tylko ludzie
   *[no] nie, do ćwiczeń
}.
online-rating-own = Twój ranking tutaj to { $rating }, miejsce { $rank } z { $ranked }, po { $games ->
    [one] jednej grze rankingowej
   *[other] { $games } grach rankingowych
}.
online-rating-none = Nie masz jeszcze rankingu na tym serwerze. Zagraj przy stole rankingowym.
online-ratings-line = { $rank }. { $name }, { $rating }, { $games ->
    [one] jedna gra
    [few] { $games } gry
    [many] { $games } gier
   *[other] { $games } gry
}.
online-ratings-none = Nikt jeszcze nie zagrał gry rankingowej na tym serwerze.

# Issue 40: klawisz, którego stół nie przyjął (gra poszła dalej, zanim dotarł, albo połączenie
# zostało zerwane): który klawisz i dlaczego, nigdy identyfikator powodu.
online-refused-stale = Gra poszła dalej, zanim dotarł twój klawisz. Naciśnij go jeszcze raz, jeśli nadal tego chcesz.
online-not-taken = Odrzucono, { $command ->
        [roll] twój rzut
        [hold] trzymanie lub puszczenie kości { $die }
        [set-held] trzymane kości
        [score] twój zapis { box-in }
       *[undo] cofnięcie
    }. { $why ->
        [stale] Gra poszła dalej, zanim dotarł twój klawisz.
       *[lost] Twój klawisz nie dotarł do stołu przed utratą połączenia.
    } Naciśnij go jeszcze raz, jeśli nadal tego chcesz.
# Your own score, taken, whose answer was lost with the connection (issue 40).
online-missed-yours = Twój zapis dotarł do stołu przed utratą połączenia, { $points } { box-in }.
# A chat line on its way when the connection closed (issue 40): it may have been said.
online-chat-lost = Twoja wiadomość na czacie mogła nie dotrzeć do stołu, { $text }. Napisz ją jeszcze raz, jeśli nadal chcesz.
