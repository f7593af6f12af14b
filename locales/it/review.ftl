# Risposte ai tasti di riepilogo. Non cambiano niente nella partita.
review-dice = { $dice }{ $verbosity ->
    [brief] {""}
   *[other] , cioè { $groups }
}. { $held_count ->
    [0] Nessuno tenuto.
    [one] Tenuto, dado { $held }.
   *[other] Tenuti, dadi { $held }.
} { $rolls_left ->
    [0] Niente più lanci.
    [one] Resta un lancio.
   *[other] Restano { $rolls_left } lanci.
}
review-dice-none = Ancora nessun dado. Premi R per tirare.
review-position = { $position }
review-dice-computer = { $rolled ->
    [no] { $player_initial ->
            [a] Tocca ad { $player }
           *[other] Tocca a { $player }
        }, ancora nessun lancio.
   *[yes] { $player_initial ->
            [a] Tocca ad { $player }
           *[other] Tocca a { $player }
        }, { $dice }{ $verbosity ->
        [brief] {""}
       *[other] , cioè { $groups }
    }. { $kept_count ->
        [0] {""}
       *[other] Tiene { $kept }.
    } { $rolls_left ->
        [0] Niente più lanci.
        [one] Resta un lancio.
       *[other] Restano { $rolls_left } lanci.
    }
}
review-box = { $box } { $points }
review-open-box = { $box }
# Prima del lancio: le caselle libere. Dopo: quelle che fanno punti, dalle migliori, poi quante
# varrebbero zero ($zeros), nominate ($zero_boxes) solo al livello dettagliato.
review-open = { $rolled ->
    [yes] { $count ->
        [0] { $zeros ->
            [0] Nessuna casella consentita
           *[other] Niente fa punti
        }
       *[other] { $boxes }
    }{ $zeros ->
        [0] .
        [one] { $count ->
            [0] , una casella a zero
           *[other] , e una casella a zero
        }{ $verbosity ->
            [detailed] , { $zero_boxes }.
           *[other] .
        }
       *[other] { $count ->
            [0] , { $zeros } caselle a zero
           *[other] , e { $zeros } caselle a zero
        }{ $verbosity ->
            [detailed] , { $zero_boxes }.
           *[other] .
        }
    }
   *[no] Caselle libere, { $boxes }.
}
review-card = { $own ->
    [yes] La tua scheda
   *[no] Scheda di { $player }
}, { $filled_count ->
    [0] niente ancora segnato.
   *[other] { $filled }.
} Superiore { $upper }{ $upper_bonus ->
    [0] {""}
   *[other] {" "}più bonus { $upper_bonus }
}, inferiore { $lower }{ $yahtzee_bonus ->
    [0] {""}
   *[other] , bonus Yahtzee { $yahtzee_bonus }
}, totale { $total }. { $open_count ->
    [0] {""}
    [one] Una casella libera.
   *[other] { $open_count } caselle libere.
}
review-bonus = { $needed ->
    [0] Bonus della sezione superiore ottenuto, { $upper } su { $target }.
   *[other] Sezione superiore { $upper } su { $target }, { $needed ->
        [one] ne manca { $needed }
       *[other] ne mancano { $needed }
    }{ $open_count ->
        [0] , e non resta nessuna casella superiore.
       *[other] . { $verbosity ->
            [detailed] Con tre dadi per faccia nelle caselle già segnate, avresti { $par }.
           *[other] {""}
        }
    }
}
# A spectator's B: whose upper section it is, by name, then the same words.
review-bonus-player = { $player }. { review-bonus }
# $own is yes for the listener, who hears themself as "you" among the names.
review-standing = { $own ->
    [yes] tu
   *[other] { $player }
}, { $total } { $total ->
    [one] punto
   *[other] punti
}
review-standings = { $kind ->
    [solo] Totale, { $standings }.
   *[many] Classifica, { $standings }.
}
review-turn = { $kind ->
    [solo] Giro { $round } di { $rounds }
   *[other] { $own ->
        [yes] Tocca a te, giro { $round } di { $rounds }
       *[no] { $player_initial ->
            [a] Tocca ad { $player }
           *[other] Tocca a { $player }
        }, giro { $round } di { $rounds }
    }
}, { $rolled ->
    [no] ancora nessun lancio.
   *[yes] { $rolls_left ->
        [0] niente più lanci.
        [one] resta un lancio.
       *[other] restano { $rolls_left } lanci.
    }
}
review-turn-over = La partita è finita.
review-dice-value-none = { $held ->
    [yes] Nessun { $value } tra i dadi tenuti.
   *[no] Nessun { $value } tra i dadi liberi.
}
