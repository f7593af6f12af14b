# Jak grał każdy, bez wpływu kości, na końcu każdej partii (docs/strategy.md).
# $own to yes dla słuchającego („ty”); inaczej wiersz podaje imię gracza, zawsze w mianowniku.
# Bez czasu przeszłego z imieniem lub „ty” (rodzaj gracza jest nieznany): formy bezosobowe.
# $played to ułamek (0,986 to 98,6%): oczekiwany wynik wyborów wobec wyniku najlepszej gry. $luck
# to odchylenie kości od średniej w całych punktach, nigdy ujemne; $dice mówi, w którą stronę:
# more, less albo even. Przy $measured yes także utracona szansa na wygraną, $chance (ułamek).
skill-line = { $own ->
    [yes] Twoja gra, { NUMBER($played, style: "percent", maximumFractionDigits: 1) } najlepszej{ $measured ->
        [yes] , utracona szansa na wygraną { NUMBER($chance, style: "percent", maximumFractionDigits: 1) }
       *[no] {""}
    }, a kości { $dice ->
        [more] dały ci { $luck } { $luck ->
            [one] punkt
            [few] punkty
           *[many] punktów
        } więcej niż średnio.
        [less] dały ci { $luck } { $luck ->
            [one] punkt
            [few] punkty
           *[many] punktów
        } mniej niż średnio.
       *[even] wypadły dokładnie średnio.
    }
   *[no] Gra gracza { $name }, { NUMBER($played, style: "percent", maximumFractionDigits: 1) } najlepszej{ $measured ->
        [yes] , utracona szansa na wygraną { NUMBER($chance, style: "percent", maximumFractionDigits: 1) }
       *[no] {""}
    }, a kości { $dice ->
        [more] dały { $luck } { $luck ->
            [one] punkt
            [few] punkty
           *[many] punktów
        } więcej niż średnio.
        [less] dały { $luck } { $luck ->
            [one] punkt
            [few] punkty
           *[many] punktów
        } mniej niż średnio.
       *[even] wypadły dokładnie średnio.
    }
}
skill-details-start = Najlepsza gra daje średnio { NUMBER($start, maximumFractionDigits: 1) } punktu, { $own ->
    [yes] { $finished ->
        [yes] twój wynik { $final }.
       *[no] twój wynik { $final } w chwili opuszczenia partii.
    }
   *[no] { $finished ->
        [yes] wynik gracza { $name } { $final }.
       *[no] wynik gracza { $name } { $final } w chwili opuszczenia partii.
    }
}
skill-details-luck = { $dice ->
    [more] Kości dały { NUMBER($luck, maximumFractionDigits: 2) } { $luck ->
        [one] punkt
        [few] punkty
        [many] punktów
       *[other] punktu
    } więcej niż średnio.
    [less] Kości dały { NUMBER($luck, maximumFractionDigits: 2) } { $luck ->
        [one] punkt
        [few] punkty
        [many] punktów
       *[other] punktu
    } mniej niż średnio.
   *[even] Kości wypadły dokładnie średnio.
}
skill-details-loss = { $choices ->
    [one] Jeden wybór
    [few] { $choices } wybory
   *[many] { $choices } wyborów
}, { NUMBER($loss, maximumFractionDigits: 2) } { $loss ->
    [one] punkt straty
    [few] punkty straty
    [many] punktów straty
   *[other] punktu straty
}, { NUMBER($per_choice, maximumFractionDigits: 2) } na wybór.
skill-details-chance = Gra o wygraną, utracona szansa na wygraną { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } w { $choices ->
    [one] jednym wyborze
   *[other] { $choices } wyborach
}.
skill-choices-none = { $own ->
    [yes] Żadnego kosztownego wyboru, za każdym razem najlepszy ruch.
   *[no] Żadnego kosztownego wyboru gracza { $name }.
}
skill-choice = { $rank } z { $count }, runda { $round }, { $measured ->
    [yes] utracona szansa na wygraną { NUMBER($chance, style: "percent", maximumFractionDigits: 1) }.
   *[no] { NUMBER($loss, maximumFractionDigits: 2) } { $loss ->
        [one] punkt
        [few] punkty
        [many] punktów
       *[other] punktu
    } straty.
}
skill-choice-dice = { $rolls_left ->
    [0] Ostatni rzut
    [one] Został jeden rzut
   *[other] Zostały { $rolls_left } rzuty
}, kości { $dice }{ $held_count ->
    [0] .
   *[other] , zatrzymane { $held }.
}
skill-choice-done = { $own ->
    [yes] Twój ruch, { $action ->
        [keep] { $count ->
            [0] ponowny rzut wszystkimi pięcioma.
           *[other] zatrzymanie { $dice }.
        }
       *[score] { $points } { box-in }.
    }
   *[no] Ruch gracza { $name }, { $action ->
        [keep] { $count ->
            [0] ponowny rzut wszystkimi pięcioma.
           *[other] zatrzymanie { $dice }.
        }
       *[score] { $points } { box-in }.
    }
}
skill-choice-best = { $goal ->
    [win] Najlepiej, by wygrać
   *[points] Najlepiej
}, { $action ->
    [keep] { $count ->
        [0] rzucić wszystkimi pięcioma.
       *[other] zatrzymać { $dice }.
    }
   *[score] { $points } { box-in }.
}

skill-rating = { $own ->
    [yes] Twój ranking wynosi teraz
   *[no] { $name }, ranking
} { $rating }, { $direction ->
    [up] w górę o { $change }
    [down] w dół o { $change }
   *[same] bez zmian
}, miejsce { $rank } z { $ranked }.
skill-unrated = Ta gra nie liczy się do rankingu, { $reason ->
    [computers] przy stole grał komputer.
    [stand-in] komputer grał za kogoś.
    [store] serwer nie mógł zapisać rankingu.
   *[practice] stół jest do ćwiczeń.
}
