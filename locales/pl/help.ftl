# Klawisz pomocy (znak zapytania lub F1): krótki spis, potem jedna strona na temat. Każda strona musi
# się zmieścić w terminalu 80 na 24 (tests/ui/test_help.py), więc krótkie wiersze. Tylko przecinki
# i kropki: czytniki ekranu robią przy nich pauzę, a dwukropki, średniki, myślniki i nawiasy
# czytają na głos. $rules to nazwa zasad, $pages liczba stron.
help-key = Znak zapytania lub F1 otwiera pomoc, po jednej stronie.
help-index = Pomoc, zasady { $rules }, { $pages } { $pages ->
    [one] strona
    [few] strony
   *[many] stron
}.
help-index-topic = Strona { $page }, { $topic }.
help-pages = W pomocy spacja, strzałka w dół lub znak zapytania przechodzą do następnej strony, strzałka w górę do poprzedniej, a cyfra od 1 do { $pages } otwiera tę stronę. Escape wraca do gry, a każdy inny klawisz wraca do gry i robi tam swoje.
help-page = Pomoc, strona { $page } z { $pages }, { $topic }.
help-end = Koniec pomocy. Home wraca do pierwszej strony, Escape do gry.
help-topic-turn = rzucanie i zatrzymywanie kości
help-topic-boxes = wybór pola
help-topic-scoring = punkty za pola, { $rules }
help-topic-card = tury i premie
help-topic-review = pytania o grę
help-topic-speech = mowa i dźwięki
help-topic-more = inne klawisze

# Klawisze gry. $yahtzee to nazwa pola pięciu jednakowych, $order to forced, gdy pola wypełnia się
# po kolei, $lines to liczba wierszy, które daje K.
help-roll = R lub spacja to rzut. Pierwszy rzut bierze wszystkie pięć kości, kolejne rzucają kośćmi, których nie zatrzymujesz. R naciśnięte od razu ponownie jest pomijane, a przerzucenie strita, fulla lub { $yahtzee } bez zatrzymanych kości wymaga drugiego R. Ustawienie ochrony rzutu wyłącza jedno i drugie.
help-hold-position = Klawisze od 1 do 5 zatrzymują lub zwalniają kość o tym numerze, w rzędzie cyfr lub na klawiaturze numerycznej, bez Shift, na każdej klawiaturze.
help-hold-value = Zatrzymywanie według wartości. Klawisze od 1 do 6 zatrzymują jeszcze jedną kość z tą liczbą oczek, a gdy wszystkie takie kości są zatrzymane, ten sam klawisz zwalnia je wszystkie. Bez Shift, na każdej klawiaturze.
help-boxes = Strzałki w górę i w dół przechodzą po polach i podają ich punkty. Home i End skaczą do pierwszego i ostatniego pola. Enter zapisuje pole.{ $order ->
    [forced] { " " }Tu pola wypełnia się po kolei, więc kursor zatrzymuje się tylko na polu do wypełnienia.
   *[free] { " " }Twoja tura zaczyna się na twoim pierwszym wolnym polu albo na polu, na którym został kursor, jeśli jest ono nadal wolne.
}
help-first-letter = Shift z literą przechodzi do następnego pola, którego nazwa zaczyna się na tę literę, naciśnij ponownie, aby przejść dalej. Same litery pozostają poleceniami.
help-undo = U lub Ctrl+Z cofa ostatnie zatrzymanie lub zapisanie punktów, dopóki od tego czasu nie było rzutu. Naciśnij ponownie, aby cofnąć dalej.
help-review = D podaje twoje kości, C twoją tabelę, A wolne pola z punktami, B premię górnej części, S wyniki, T czyja jest kolej. O, a potem strzałki w lewo i w prawo, czyta tabele innych graczy. K czyta twoją tabelę dla monitora brajlowskiego w { $lines ->
    [1] jednym krótkim wierszu
    [2] dwóch krótkich wierszach
    [3] trzech krótkich wierszach
   *[other] { $lines } krótkich wierszach
}.
help-win = W podaje twoją szansę na wygraną, a w grze solo szansę na pobicie rekordu.
help-hint = H daje podpowiedź, naciśnij ponownie, aby usłyszeć następny najlepszy ruch.
help-statistics = G podaje twoje statystyki, rozegrane gry, twoją średnią i najlepsze wyniki.
help-speech = X przerywa mowę. L powtarza ostatni komunikat, przecinek i kropka cofają się i idą naprzód po wcześniejszych komunikatach. V zmienia szczegółowość komunikatów.
help-sounds = M włącza i wyłącza dźwięki. F2 otwiera test dźwięków, każdy dźwięk z jego nazwą.
help-computer = Gdy gra komputer, spacja go przyspiesza, R lub T mówi, co ma do tej pory, F skraca jego przerwę między ruchami, a P ją wydłuża.
help-online-chat = Przy stole w sieci E otwiera wiersz czatu.
help-online-mute = I wycisza, albo znów pozwala słyszeć, ostatnią osobę piszącą na czacie.
help-online-host = Gospodarz zamyka stół dla wszystkich klawiszem N, a usuwa gracza klawiszem J.
help-quit = Q kończy grę po potwierdzeniu klawiszem { confirm-yes } lub Enter.

# Zasady stołu, odczytane z jego zasad. $box to nazwa pola, $scored to fixed ($points punktów), all
# (liczy się wszystkie pięć kości) lub made (liczą się tylko kości, które tworzą pole).
help-rules-upper = Od pola { $first } do pola { $last } każde pole liczy kości z jego liczbą oczek.
help-rules-alike = { $box }, { $count ->
    [2] dwie kości
    [3] trzy kości
    [4] cztery kości
   *[other] pięć kości
} z tą samą liczbą oczek, { $scored ->
    [fixed] { $points } punktów
    [all] liczy się wszystkie pięć kości
   *[made] liczą się tylko te kości
}.
help-rules-two-pairs = { $box }, dwie pary o różnych liczbach oczek, { $scored ->
    [fixed] { $points } punktów
    [all] liczy się wszystkie pięć kości
   *[made] liczą się tylko te cztery kości
}.
help-rules-full-house = { $box }, trzy kości z jedną liczbą oczek i dwie z inną, { $scored ->
    [fixed] { $points } punktów
    [all] liczy się wszystkie pięć kości
   *[made] liczy się wszystkie pięć kości
}.
help-rules-straight = { $box }, { $runs ->
    [one] po jednej kości z każdą liczbą od { $low } do { $high }
   *[any] dowolne { $length ->
        [4] cztery
       *[other] pięć
    } kolejne liczby
}, { $scored ->
    [fixed] { $points } punktów
   *[other] liczy się wszystkie pięć kości
}.
help-rules-chance = { $box }, dowolne kości, { $scored ->
    [fixed] { $points } punktów
   *[other] liczy się wszystkie pięć kości
}.
help-rules-rounds = Gra ma { $rounds } tur po najwyżej { $rolls } rzuty, a każda tura wypełnia jedno pole punktami, jakie dają tam kości, nawet zerem. { $order ->
    [forced] Pola wypełnia się po kolei, od góry do dołu.
   *[free] Pole wybierasz sam, w dowolnej kolejności.
}
help-rules-bonus = { $threshold } punktów lub więcej w polach od { $first } do { $last } daje premię { $bonus }.
help-rules-yahtzee-bonus = Każde kolejne { $box } daje premię { $bonus }, gdy w polu { $box } jest już { $points }.
help-rules-joker = { $joker ->
    [forced] Kolejne { $box } jest też dżokerem. Idzie do górnego pola swojej liczby oczek, jeśli jest wolne, w przeciwnym razie do dowolnego wolnego dolnego pola, gdzie { $full } dają pełne punkty, a w ostateczności jako zero do górnego pola.
    [free] Kolejne { $box } jest też dżokerem i może iść do dowolnego wolnego pola. Gdy górne pole jego liczby oczek jest już wypełnione, { $full } dają z nim pełne punkty.
   *[none] Nie ma dżokera ani premii za kolejne { $box }. Pięć jednakowych kości liczy się według zwykłej zasady pola, do którego idą.
}

# Klawisze innych trybów. Nie należą do mówionej pomocy, służą docs/keys.md, a niektóre są mówione,
# gdy klawisz nie jest tam przyjmowany.
help-sound-test = W teście dźwięków strzałki w górę i w dół odtwarzają każdy dźwięk i mówią jego nazwę, Home i End skaczą do pierwszego i ostatniego, Enter lub Spacja odtwarzają go ponownie, Escape lub F2 wraca.
help-sound-volume = W teście dźwięków strzałki w lewo i w prawo ściszają i pogłaśniają dźwięki.
help-dice-entry = Z prawdziwymi kośćmi klawisze od 1 do 6 wpisują wartość każdej wyrzuconej kości, Backspace poprawia, Enter zatwierdza, Escape anuluje.
help-confirm-zero = Przy polu, które dałoby zero, ponowny Enter je zapisuje, każdy inny klawisz nie.
help-confirm-quit = Przy wyjściu { confirm-yes } lub Enter kończy grę, a { confirm-no }, Escape lub inny klawisz gra dalej.
help-other-card = W tabelach innych graczy strzałki w lewo i w prawo wybierają gracza, Shift z literą następnego gracza, którego imię zaczyna się na tę literę. Escape lub dowolny inny klawisz wraca.
help-game-over = Na końcu Ctrl+N gra jeszcze raz, { confirm-no } lub Q wychodzi, a Enter o tym przypomina. Tuż po zakończeniu gry te klawisze przez chwilę nie działają.
help-skill-review = Na końcu strzałki w górę i w dół mówią, jak grał każdy, zaczynając od ciebie, a w lewo i w prawo przechodzą po najkosztowniejszych wyborach tej osoby.
help-setup = W przygotowaniu strzałki w górę i w dół lub w lewo i w prawo zmieniają wybór. Enter zatwierdza, Escape wraca, znak zapytania powtarza pytanie.
help-setup-count = Klawisze od 1 do 8 od razu wybierają liczbę graczy.
help-setup-name = Przy nadawaniu imienia litery wpisują imię, Backspace poprawia, Enter zatwierdza, Escape wraca.
help-setup-known-names = Przy wpisywaniu imienia strzałki w górę i w dół podają imiona osób, które już grały, od ostatniej.
help-setup-quit = Q wychodzi, chyba że wpisujesz imię.
help-setup-letter = Na liście wyborów, takich jak język, zasady, rodzaj gracza czy poziom, litera przechodzi do następnego wyboru zaczynającego się na nią, z wyjątkiem Q, które wychodzi.
help-resume = Przy niedokończonej grze na starcie { confirm-yes } lub Enter ją wznawia, { confirm-no } lub Escape zaczyna nową grę, Q kończy.
help-online-lobby-move = W poczekalni sieciowej Góra i Dół przechodzą przez stoły publiczne, potem ustawienia nowego stołu, utwórz, dołącz lub oglądaj po kodzie, i kto jest w poczekalni.
help-online-lobby-change = Lewo i Prawo zmieniają wybraną wartość.
help-online-lobby-enter = Enter sadza cię przy wybranym stole publicznym albo pozwala go oglądać, gdy nie ma wolnego miejsca, tworzy stół lub pyta o kod. Przy stole przed grą Enter gospodarza ją rozpoczyna.
help-online-code = Przy wpisywaniu kodu cyfry, Backspace kasuje, Enter dołącza, Escape wraca.
help-online-lobby-table = T mówi kod stołu i kto przy nim jest.
help-online-chat-line = Wpisz swój wiersz, Enter wysyła, Escape anuluje, Backspace kasuje.
help-online-confirm-end = Przy zamykaniu stołu { confirm-yes } lub Enter go zamyka, każdy inny klawisz gra dalej.
help-online-remove = Przy usuwaniu gracza Góra i Dół wybierają, Enter usuwa, Escape anuluje.
help-resume-discard = Niedokończona gra przy starcie, dwa razy Backspace usuwa ją na zawsze.
help-online-chat-edit = Podczas pisania linii czatu Lewo i Prawo czytają ją znak po znaku, Home i End przechodzą na jej końce, Backspace i Delete usuwają, F2 czyta całą linię.
help-online-chat-history = Lewy i prawy nawias kwadratowy przechodzą wstecz i naprzód po usłyszanym czacie, Góra i Dół podczas pisania linii czatu.

# Issue 32: the lobby's own keys, leaving a table, what you missed.
help-lobby-chat = E otwiera wiersz czatu, do wszystkich w poczekalni, a przy stole do stołu.
help-lobby-leave = Przy stole przed grą Escape wraca do poczekalni.
help-online-leave = Przy stole w sieci Escape wraca do poczekalni, po potwierdzeniu, jeśli masz miejsce w trwającej grze.
help-online-missed = Z mówi szczegółowo, co się wydarzyło od twojego ostatniego ruchu.

# Issue 32, stoły, które trwają (ui.modes.between).
help-online-again = Gdy gospodarz proponuje jeszcze jedną grę, { confirm-yes } lub Enter gra dalej, { confirm-no } lub Escape zwalnia twoje miejsce.
help-online-seats = Miejsca gospodarza przed grą, Góra i Dół wybierają miejsce, Escape lub Enter wraca.
help-online-seats-level = Lewo i Prawo zmieniają poziom wybranego komputera.
help-online-seats-add = A dodaje komputer.
help-online-seats-drop = Delete lub Backspace usuwa wybrany komputer lub wolne miejsce.
help-online-seats-open = O zwalnia miejsce wybranego komputera dla człowieka, a S widza je zajmuje.
help-online-seats-spectator = S wymienia widzów: Enter sadza wybranego na wybranym wolnym miejscu lub miejscu komputera.
help-online-spectators = Góra i Dół wybierają widza, Enter sadza go na wybranym miejscu, Escape wraca.
help-online-lobby-seats = C, dla gospodarza przed grą, wymienia miejsca, by dodać lub usunąć komputery i ustawić poziom każdego z nich.
help-online-take-seat = S, dla widza przed grą, zajmuje wolne miejsce.
help-online-link = Ctrl+L kopiuje link do stołu dla znajomych grających w przeglądarce, zamiast go czytać.
help-online-ratings = R mówi twój ranking i miejsce na tym serwerze oraz najlepszych graczy.
