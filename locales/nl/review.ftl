# Antwoorden op de overzichtstoetsen. Ze veranderen niets aan het spel.
review-dice = { $dice }{ $verbosity ->
    [brief] {""}
   *[other] , dat is { $groups }
}. { $held_count ->
    [0] Niets vast.
    [one] Vast, steen { $held }.
   *[other] Vast, stenen { $held }.
} { $rolls_left ->
    [0] Geen worpen meer.
    [one] Nog één worp.
   *[other] Nog { $rolls_left } worpen.
}
review-dice-none = Nog geen stenen. Druk op R om te gooien.
review-position = { $position }
review-dice-computer = { $rolled ->
    [no] { $player } is aan de beurt, nog niet gegooid.
   *[yes] { $player } is aan de beurt, { $dice }{ $verbosity ->
        [brief] {""}
       *[other] , dat is { $groups }
    }. { $kept_count ->
        [0] {""}
       *[other] Houdt vast, { $kept }.
    } { $rolls_left ->
        [0] Geen worpen meer.
        [one] Nog één worp.
       *[other] Nog { $rolls_left } worpen.
    }
}
review-box = { $box } { $points }
review-open-box = { $box }
# Voor een worp: de open vakken. Daarna: de vakken die punten opleveren, de beste eerst, en dan
# hoeveel er nul zouden geven ($zeros), bij naam ($zero_boxes) alleen op het uitgebreide niveau.
review-open = { $rolled ->
    [yes] { $count ->
        [0] { $zeros ->
            [0] Geen vak toegestaan
           *[other] Niets levert punten op
        }
       *[other] { $boxes }
    }{ $zeros ->
        [0] .
        [one] { $count ->
            [0] , één vak op nul
           *[other] , en één vak op nul
        }{ $verbosity ->
            [detailed] , { $zero_boxes }.
           *[other] .
        }
       *[other] { $count ->
            [0] , { $zeros } vakken op nul
           *[other] , en { $zeros } vakken op nul
        }{ $verbosity ->
            [detailed] , { $zero_boxes }.
           *[other] .
        }
    }
   *[no] Open vakken, { $boxes }.
}
review-card = { $own ->
    [yes] Jouw blok
   *[no] Blok { game-of-player }
}, { $filled_count ->
    [0] nog niets ingevuld.
   *[other] { $filled }.
} Boven { $upper }{ $upper_bonus ->
    [0] {""}
   *[other] {" "}plus bonus { $upper_bonus }
}, onder { $lower }{ $yahtzee_bonus ->
    [0] {""}
   *[other] , Yahtzee-bonus { $yahtzee_bonus }
}, totaal { $total }. { $open_count ->
    [0] {""}
    [one] Eén vak open.
   *[other] { $open_count } vakken open.
}
review-bonus = { $needed ->
    [0] Bonus bovenin gehaald, { $upper } van { $target }.
   *[other] Bovenin { $upper } van { $target }, nog { $needed } nodig{ $open_count ->
        [0] , geen vak bovenin meer open.
       *[other] . { $verbosity ->
            [detailed] { $par ->
                [0] {""}
               *[other] Het gemiddelde voor de ingevulde vakken is { $par }.
            }
           *[other] {""}
        }
    }
}
# A spectator's B: whose upper section it is, by name, then the same words.
review-bonus-player = { $player }. { review-bonus }
# $own is yes for the listener, who hears themself as "you" among the names.
review-standing = { $own ->
    [yes] jij
   *[other] { $player }
}, { $total } { $total ->
    [one] punt
   *[other] punten
}
review-standings = { $kind ->
    [solo] Totaal, { $standings }.
   *[many] Stand, { $standings }.
}
review-turn = { $kind ->
    [solo] Ronde { $round } van { $rounds }
   *[other] { $own ->
        [yes] Jouw beurt, ronde { $round } van { $rounds }
       *[no] { $player } is aan de beurt, ronde { $round } van { $rounds }
    }
}, { $rolled ->
    [no] nog niet gegooid.
   *[yes] { $rolls_left ->
        [0] geen worpen meer.
        [one] nog één worp.
       *[other] nog { $rolls_left } worpen.
    }
}
review-turn-over = Het spel is afgelopen.
review-dice-value-none = { $held ->
    [yes] Geen vastgehouden steen toont { $value }.
   *[no] Geen losse steen toont { $value }.
}
