# Zdarzenia gry. $kind to solo (jeden gracz), human lub computer. $verbosity to brief, normal lub detailed.
# Poniżej poziomu szczegółowego rzuty i zatrzymania komputera milczą: game-scored mówi jego
# zapis, potem ewentualna premia, potem game-turn-end stan gry.
# Liczby mnogie: one (1), few (2–4, 22–24…), many (0, 5–21…), other (ułamki).

## Kto zaczyna
game-first-roll = { $verbosity ->
    [detailed] { $player } rzuca { $dice }, razem { $total }.
   *[other] { $player } rzuca { $total }.
}
game-first-roll-tie = { $players } mają po { $total } i rzucają jeszcze raz.
game-first-player = Zaczyna { $player }.

## Tury
game-turn-start = { $kind ->
    [solo] { $verbosity ->
        [brief] Runda { $round }.
        [detailed] Runda { $round } z { $rounds }, { $rounds_left ->
            [0] ostatnia
            [one] po niej jeszcze jedna
           *[other] po niej jeszcze { $rounds_left }
        }. Razem { $total }. Naciśnij R, aby rzucić.
       *[other] Runda { $round } z { $rounds }.
    }
    [computer] { $verbosity ->
        [detailed] Teraz gra { $player }.
       *[other] {""}
    }
   *[human] { $team ->
        [yes] { $player }, rzuca { $member }. { $verbosity ->
            [brief] {""}
           *[other] Runda { $round } z { $rounds }.
        }
       *[no] { $player }, twoja kolej. { $verbosity ->
            [brief] {""}
           *[other] Runda { $round } z { $rounds }.
        }
    }
}
# Imię gracza po „gracza” (pomocniczy komunikat dla innych; imion nie odmieniamy).
game-of-player = gracza { $player }

## Rzuty
# $dice w wybranej kolejności; $named to układ (dice-combination), $combination jego id;
# $best najlepsze wolne pola z punktami.
game-rolled = { $kind ->
    [computer] { $verbosity ->
        [detailed] { $player } rzuca { $dice }. { $named }
       *[other] {""}
    }
   *[other] { $verbosity ->
        [brief] { $named } { $combination ->
            [yahtzee] {""}
            [yatzy] {""}
           *[other] { $new_count ->
                [5] { $dice }.
               *[other] { $new }.
            }
        } { $rolls_left ->
            [0] Ostatni rzut.
            [one] Został jeden rzut.
            [few] Zostały { $rolls_left } rzuty.
           *[other] Zostało { $rolls_left } rzutów.
        }
        [detailed] Rzut { $roll }, { $named } { $dice }, czyli { $groups }. { $best_count ->
            [0] {""}
           *[other] Najlepsze, { $best }.
        } { $rolls_left ->
            [0] Nie ma już rzutów, wybierz pole.
            [one] Został jeden rzut.
            [few] Zostały { $rolls_left } rzuty.
           *[other] Zostało { $rolls_left } rzutów.
        } { $held_count ->
            [0] {""}
            [one] Jedna kość była zatrzymana.
            [few] { $held_count } kości były zatrzymane.
           *[other] { $held_count } kości było zatrzymanych.
        }
       *[other] { $named } { $combination ->
            [yahtzee] {""}
            [yatzy] {""}
           *[other] { $dice }.
        } { $rolls_left ->
            [0] Wybierz pole.
            [one] Został jeden rzut.
            [few] Zostały { $rolls_left } rzuty.
           *[other] Zostało { $rolls_left } rzutów.
        }
    }
}

## Zatrzymywanie
game-hold = { $verbosity ->
    [brief] { $position }, { $held ->
        [yes] zatrzymana
       *[no] zwolniona
    }
    [detailed] Kość { $position }, { $face }, { $held ->
        [yes] zatrzymana
       *[no] zwolniona
    }. { $held_count ->
        [0] Żadna kość nie jest zatrzymana.
        [one] Jedna kość zatrzymana.
        [few] { $held_count } kości zatrzymane.
       *[other] { $held_count } kości zatrzymanych.
    }
   *[other] Kość { $position }, { $face }, { $held ->
        [yes] zatrzymana
       *[no] zwolniona
    }.
}
# Komputer zatrzymuje kości między rzutami: mówione tylko na poziomie szczegółowym.
game-keeps = { $verbosity ->
    [detailed] { $count ->
        [0] { $player } rzuca ponownie wszystkimi pięcioma.
       *[other] { $player } zatrzymuje { $dice }.
    }
   *[other] {""}
}

## Zapisywanie
game-scored = { $kind ->
    [computer] { $verbosity ->
        [detailed] { $player } zapisuje { $points } { box-in }{ $joker ->
            [yes] {" "}jako dżoker
           *[no] {""}
        }.
       *[other] { $player }, { $points } { box-in }{ $joker ->
            [yes] {" "}jako dżoker
           *[no] {""}
        }.
    }
   *[other] Zapisano { $points } { box-in }{ $joker ->
        [yes] {" "}jako dżoker
       *[no] {""}
    }.
}
game-yahtzee-bonus = { $kind ->
    [computer] Premia Yahtzee, { $bonus } punktów.
   *[other] Premia Yahtzee, { $bonus } punktów!
}
game-upper-bonus = { $kind ->
    [computer] Premia górnej części, { $bonus } punktów.
   *[other] Premia górnej części, { $bonus } punktów!
}
game-turn-end = { $kind ->
    [computer] { $verbosity ->
        [brief] Razem { $total }.
        [detailed] { game-turn-standing }
       *[other] { $status ->
            [leading] { $player } prowadzi o { $lead }.
            [tied] Remis na prowadzeniu, { $total }.
           *[behind] Traci { $behind }. Prowadzi { $leader }.
        }
    }
   *[other] { game-turn-standing }
}
# Stan po turze (część game-turn-end).
game-turn-standing = { $status ->
    [solo] Razem { $total }.
    [leading] { $player }, { $total }, { $alone ->
        [yes] prowadzi.
       *[no] { $verbosity ->
            [brief] prowadzi.
           *[other] prowadzi o { $lead } { $lead ->
                [one] punkt
                [few] punkty
               *[other] punktów
            }.
        }
    }
    [tied] { $player }, { $total }, remis na prowadzeniu.
   *[behind] { $player }, { $total }, traci { $behind } { $behind ->
        [one] punkt
        [few] punkty
       *[other] punktów
    } do lidera. Prowadzi { $leader }.
}
game-round-end = { $kind ->
    [solo] { $verbosity ->
        [detailed] Koniec rundy { $round }. { $rounds_left ->
            [0] {""}
            [one] Została jedna runda.
            [few] Zostały { $rounds_left } rundy.
           *[other] Zostało { $rounds_left } rund.
        }
       *[other] {""}
    }
   *[many] { $verbosity ->
        [brief] {""}
        [detailed] Koniec rundy { $round }. Wyniki, { $standings }.
       *[other] Koniec rundy { $round }.
    }
}

## Koniec
game-over = Koniec gry.
game-over-solo = Wynik końcowy { $total }. { $comparison ->
    [first] {""}
    [better] Nowy rekord, o { $difference } { $difference ->
        [one] punkt
        [few] punkty
       *[other] punktów
    } więcej niż poprzedni, { $best }!
    [equal] To tyle, ile twój rekord.
   *[worse] Twój rekord to nadal { $best }, o { $difference } { $difference ->
        [one] punkt
        [few] punkty
       *[other] punktów
    } więcej.
}
game-winner = Wygrywa { $player } z wynikiem { $total }. Straty, { $margins }.
game-margin = { $player }, o { $margin } { $margin ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
}
game-winners-tie = { $players } dzielą zwycięstwo z wynikiem { $total }.
game-standings = Wyniki, { $standings }.
game-play-again = Jeszcze raz? Naciśnij Ctrl+N, aby zagrać, { confirm-no } lub Q, aby wyjść.
game-new = Nowa gra.
game-over-too-soon = Klawisz pominięty, gra właśnie się skończyła. { $again }

# Stała kolejność (--rules yatzy-forced): jedyne pole, które można teraz zapisać.
game-next-box = Następne pole, { $box }.
