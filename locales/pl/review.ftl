# Odpowiedzi na klawisze przeglądu. Niczego w grze nie zmieniają.
review-dice = { $dice }{ $verbosity ->
    [brief] {""}
   *[other] , czyli { $groups }
}. { $held_count ->
    [0] Żadna nie jest zatrzymana.
    [one] Zatrzymana, kostka { $held }.
   *[other] Zatrzymane, kostki { $held }.
} { $rolls_left ->
    [0] Nie ma już rzutów.
    [one] Został jeden rzut.
    [few] Zostały { $rolls_left } rzuty.
   *[other] Zostało { $rolls_left } rzutów.
}
review-dice-none = Jeszcze nie ma kości. Naciśnij R, aby rzucić.
review-position = { $position }
review-dice-computer = { $rolled ->
    [no] Teraz gra { $player }, jeszcze bez rzutu.
   *[yes] Teraz gra { $player }, { $dice }{ $verbosity ->
        [brief] {""}
       *[other] , czyli { $groups }
    }. { $kept_count ->
        [0] {""}
       *[other] Zatrzymuje { $kept }.
    } { $rolls_left ->
        [0] Nie ma już rzutów.
        [one] Został jeden rzut.
        [few] Zostały { $rolls_left } rzuty.
       *[other] Zostało { $rolls_left } rzutów.
    }
}
review-box = { $box } { $points }
review-open-box = { $box }
# Przed rzutem: wolne pola. Po rzucie: pola, które dają punkty, od najlepszego, potem ile dałoby
# zero ($zeros), z nazwami ($zero_boxes) tylko na poziomie szczegółowym.
review-open = { $rolled ->
    [yes] { $count ->
        [0] { $zeros ->
            [0] Żadne pole nie jest dozwolone
           *[other] Nic nie daje punktów
        }
       *[other] { $boxes }
    }{ $zeros ->
        [0] .
        [one] { $count ->
            [0] , jedno pole na zero
           *[other] , i jedno pole na zero
        }{ $verbosity ->
            [detailed] , { $zero_boxes }.
           *[other] .
        }
        [few] { $count ->
            [0] , { $zeros } pola na zero
           *[other] , i { $zeros } pola na zero
        }{ $verbosity ->
            [detailed] , { $zero_boxes }.
           *[other] .
        }
       *[other] { $count ->
            [0] , { $zeros } pól na zero
           *[other] , i { $zeros } pól na zero
        }{ $verbosity ->
            [detailed] , { $zero_boxes }.
           *[other] .
        }
    }
   *[no] Wolne pola, { $boxes }.
}
review-card = { $own ->
    [yes] Twoja tabela
   *[no] Tabela { game-of-player }
}, { $filled_count ->
    [0] jeszcze nic nie zapisano.
   *[other] { $filled }.
} Góra { $upper }{ $upper_bonus ->
    [0] {""}
   *[other] {" "}plus premia { $upper_bonus }
}, dół { $lower }{ $yahtzee_bonus ->
    [0] {""}
   *[other] , premia Yahtzee { $yahtzee_bonus }
}, razem { $total }. { $open_count ->
    [0] {""}
    [one] Jedno pole wolne.
    [few] { $open_count } pola wolne.
   *[other] { $open_count } pól wolnych.
}
review-bonus = { $needed ->
    [0] Premia górnej części zdobyta, { $upper } z { $target }.
   *[other] Górna część { $upper } z { $target }, brakuje { $needed }{ $open_count ->
        [0] , nie ma już wolnych pól w górnej części.
       *[other] . { $verbosity ->
            [detailed] { $par ->
                [0] {""}
               *[other] Norma dla zapisanych dotąd pól to { $par }.
            }
           *[other] {""}
        }
    }
}
# A spectator's B: whose upper section it is, by name, then the same words.
review-bonus-player = { $player }. { review-bonus }
# $own is yes for the listener, who hears themself as "you" among the names.
review-standing = { $own ->
    [yes] ty
   *[other] { $player }
}, { $total } { $total ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
}
review-standings = { $kind ->
    [solo] Razem, { $standings }.
   *[many] Wyniki, { $standings }.
}
review-turn = { $kind ->
    [solo] Runda { $round } z { $rounds }
   *[other] { $own ->
        [yes] Twoja kolej, runda { $round } z { $rounds }
       *[no] Teraz gra { $player }, runda { $round } z { $rounds }
    }
}, { $rolled ->
    [no] jeszcze bez rzutu.
   *[yes] { $rolls_left ->
        [0] nie ma już rzutów.
        [one] został jeden rzut.
        [few] zostały { $rolls_left } rzuty.
       *[other] zostało { $rolls_left } rzutów.
    }
}
review-turn-over = Gra się skończyła.
review-dice-value-none = { $held ->
    [yes] Żadna zatrzymana kość nie pokazuje { $value }.
   *[no] Żadna wolna kość nie pokazuje { $value }.
}
