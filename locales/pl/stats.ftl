# Statystyki: mówione podsumowanie (klawisz G i koniec gry, także `yahtzee stats`),
# miejsce właśnie zakończonego wyniku solo oraz problemy z bazą statystyk.
# $level to beginner, good lub expert. $date to data. $rate to ułamek od 0 do 1.
stats-none = Nie ma jeszcze ukończonych gier.
stats-games = { $games ->
    [one] Rozegrano jedną grę.
    [few] Rozegrano { $games } gry.
   *[other] Rozegrano { $games } gier.
}
stats-average = Twój średni wynik to { NUMBER($average, maximumFractionDigits: 1) }, najlepszy { $best }.
stats-yahtzees = { $count ->
    [0] Nie wyrzucono jeszcze Yahtzee.
    [one] Wyrzucono jedno Yahtzee.
   *[other] Wyrzucono Yahtzee { $count } razy.
}
stats-upper-bonus = Premia górna w { NUMBER($rate, style: "percent") } twoich gier.
stats-against = Przeciwko komputerowi na poziomie { $level ->
    [beginner] początkującym
    [good] dobrym
    [master] mistrzowskim
   *[expert] eksperckim
}, wygrane { $wins }, przegrane { $losses }, remisy { $ties }.
stats-top = { $count ->
    [one] Twój najlepszy wynik solo.
   *[other] Twoje najlepsze wyniki solo, łącznie { $count }.
}
stats-top-entry = { $place }, { $total } { $total ->
    [one] punkt
    [few] punkty
   *[other] punktów
}, { DATETIME($date, dateStyle: "long") }.
stats-top-undated = { $place }, { $total } { $total ->
    [one] punkt
    [few] punkty
   *[other] punktów
}, z twoich wcześniejszych statystyk.
stats-rank = { $rank ->
    [1] { $count ->
        [1] Twój pierwszy wynik solo według tych zasad.
       *[other] Twój najlepszy wynik w historii!
    }
    [2] Twój drugi najlepszy wynik.
    [3] Twój trzeci najlepszy wynik.
    [4] Twój czwarty najlepszy wynik.
    [5] Twój piąty najlepszy wynik.
    [6] Twój szósty najlepszy wynik.
    [7] Twój siódmy najlepszy wynik.
    [8] Twój ósmy najlepszy wynik.
    [9] Twój dziewiąty najlepszy wynik.
   *[other] Twój dziesiąty najlepszy wynik.
}
stats-rank-number = Miejsce { $rank } spośród { $count } twoich wyników według tych zasad.
stats-locked-notice = Inna gra używa twoich statystyk, więc tym razem nie można ich było odczytać ani zapisać. Gra toczy się dalej.
# Profiles: whose statistics (the name stands alone after a colon, never declined),
# a line of the table of everyone (`yahtzee stats --players`), and a merge of two spellings.
stats-player = Gracz, { $name }.
stats-player-row = { $name }, { $games ->
    [one] jedna gra
    [few] { $games } gry
   *[other] { $games } gier
}, średnia { NUMBER($average, maximumFractionDigits: 1) }, najlepszy { $best }.
stats-merged = Połączono. Stara nazwa, { $old }. Nowa nazwa, { $new }. { $games ->
    [one] Przeniesiono jeden wynik.
    [few] Przeniesiono { $games } wyniki.
   *[other] Przeniesiono { $games } wyników.
}
# Everyone's statistics (`yahtzee stats` without --player, key G when no one person is asked):
# nothing is "your"; each best score says whose it is ($name stands alone between commas).
stats-everyone = Wszyscy gracze.
stats-average-everyone = Średni wynik { NUMBER($average, maximumFractionDigits: 1) }, najlepszy wynik { $best }.
stats-upper-bonus-everyone = Premia górna w { NUMBER($rate, style: "percent") } wszystkich tabel.
stats-top-everyone = { $count ->
    [one] Najlepszy wynik solo.
    [few] { $count } najlepsze wyniki solo.
   *[other] { $count } najlepszych wyników solo.
}
stats-top-entry-everyone = Numer { $place }, { $name }, { $total } { $total ->
    [one] punkt
    [few] punkty
   *[other] punktów
}, { DATETIME($date, dateStyle: "long") }.
stats-top-undated-everyone = Numer { $place }, { $total } { $total ->
    [one] punkt
    [few] punkty
   *[other] punktów
}, z wcześniejszych statystyk.
# Jak gra ta osoba, w zmierzonych partiach (docs/strategy.md): punkty stracone na partię ($loss)
# i na wybór ($per_choice) w ostatnich $games partiach i we wszystkich; najlepiej rozegrana partia
# ($played, ułamek najlepszej gry; $total punktów); najszczęśliwsza i najmniej szczęśliwa ($luck
# całych punktów od średniej, $dice more, less albo even). $date to data.
stats-skill-recent = { $games ->
    [few] Ostatnie { $games } partie
   *[many] Ostatnich { $games } partii
}, { NUMBER($loss, maximumFractionDigits: 1) } punktu straty na partię, { NUMBER($per_choice, maximumFractionDigits: 2) } na wybór.
stats-skill-all = { $games ->
    [one] Twoja jedyna zmierzona partia
    [few] Twoje { $games } zmierzone partie
   *[many] Twoich { $games } zmierzonych partii
}, { NUMBER($loss, maximumFractionDigits: 1) } punktu straty na partię, { NUMBER($per_choice, maximumFractionDigits: 2) } na wybór.
stats-skill-best = Najlepiej rozegrana, { NUMBER($played, style: "percent", maximumFractionDigits: 1) } najlepszej gry, { $total } { $total ->
    [one] punkt
    [few] punkty
   *[many] punktów
}, { DATETIME($date, dateStyle: "long") }.
stats-skill-luckiest = Najwięcej szczęścia, { $dice ->
    [more] kości dały { $luck } { $luck ->
        [one] punkt
        [few] punkty
       *[many] punktów
    } więcej niż średnio
    [less] kości dały { $luck } { $luck ->
        [one] punkt
        [few] punkty
       *[many] punktów
    } mniej niż średnio
   *[even] kości wypadły dokładnie średnio
}, { DATETIME($date, dateStyle: "long") }.
stats-skill-unluckiest = Najmniej szczęścia, { $dice ->
    [more] kości dały { $luck } { $luck ->
        [one] punkt
        [few] punkty
       *[many] punktów
    } więcej niż średnio
    [less] kości dały { $luck } { $luck ->
        [one] punkt
        [few] punkty
       *[many] punktów
    } mniej niż średnio
   *[even] kości wypadły dokładnie średnio
}, { DATETIME($date, dateStyle: "long") }.
