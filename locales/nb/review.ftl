# Svar på oversiktstastene. De endrer ingenting i spillet.
review-dice = { $dice }{ $verbosity ->
    [brief] {""}
   *[other] , altså { $groups }
}. { $held_count ->
    [0] Ingen holdt.
    [one] Holdt, terning { $held }.
   *[other] Holdt, terningene { $held }.
} { $rolls_left ->
    [0] Ingen kast igjen.
    [one] Ett kast igjen.
   *[other] { $rolls_left } kast igjen.
}
review-dice-none = Ingen terninger ennå. Trykk R for å kaste.
review-position = { $position }
review-dice-computer = { $rolled ->
    [no] Nå spiller { $player }, ikke kastet ennå.
   *[yes] Nå spiller { $player }, { $dice }{ $verbosity ->
        [brief] {""}
       *[other] , altså { $groups }
    }. { $kept_count ->
        [0] {""}
       *[other] Holder { $kept }.
    } { $rolls_left ->
        [0] Ingen kast igjen.
        [one] Ett kast igjen.
       *[other] { $rolls_left } kast igjen.
    }
}
review-box = { $box } { $points }
review-open-box = { $box }
# Før et kast: de ledige rutene ved navn. Etter: rutene som gir poeng, flest først, så hvor mange
# som ville gi null ($zeros), med navn ($zero_boxes) bare på det detaljerte nivået.
review-open = { $rolled ->
    [yes] { $count ->
        [0] { $zeros ->
            [0] Ingen rute er tillatt
           *[other] Ingenting gir poeng
        }
       *[other] { $boxes }
    }{ $zeros ->
        [0] .
        [one] { $count ->
            [0] , én rute med null
           *[other] , og én rute med null
        }{ $verbosity ->
            [detailed] , { $zero_boxes }.
           *[other] .
        }
       *[other] { $count ->
            [0] , { $zeros } ruter med null
           *[other] , og { $zeros } ruter med null
        }{ $verbosity ->
            [detailed] , { $zero_boxes }.
           *[other] .
        }
    }
   *[no] Ledige ruter, { $boxes }.
}
review-card = { $own ->
    [yes] Blokken din
   *[no] Blokken { game-of-player }
}, { $filled_count ->
    [0] ingenting skrevet ennå.
   *[other] { $filled }.
} Øvre { $upper }{ $upper_bonus ->
    [0] {""}
   *[other] {" "}pluss bonus { $upper_bonus }
}, nedre { $lower }{ $yahtzee_bonus ->
    [0] {""}
   *[other] , Yatzy-bonus { $yahtzee_bonus }
}, totalt { $total }. { $open_count ->
    [0] {""}
    [one] Én rute ledig.
   *[other] { $open_count } ruter ledige.
}
review-bonus = { $needed ->
    [0] Bonus i øvre del oppnådd, { $upper } av { $target }.
   *[other] Øvre del { $upper } av { $target }, { $needed } mangler{ $open_count ->
        [0] , ingen øvre rute igjen.
       *[other] . { $verbosity ->
            [detailed] { $par ->
                [0] {""}
               *[other] Normen for rutene som er fylt ut, er { $par }.
            }
           *[other] {""}
        }
    }
}
# A spectator's B: whose upper section it is, by name, then the same words.
review-bonus-player = { $player }. { review-bonus }
# $own is yes for the listener, who hears themself as "you" among the names.
review-standing = { $own ->
    [yes] du
   *[other] { $player }
}, { $total ->
        [one] ett poeng
       *[other] { $total } poeng
    }
review-standings = { $kind ->
    [solo] Totalt, { $standings }.
   *[many] Stilling, { $standings }.
}
review-turn = { $kind ->
    [solo] Runde { $round } av { $rounds }
   *[other] { $own ->
        [yes] Din tur, runde { $round } av { $rounds }
       *[no] Nå spiller { $player }, runde { $round } av { $rounds }
    }
}, { $rolled ->
    [no] ikke kastet ennå.
   *[yes] { $rolls_left ->
        [0] ingen kast igjen.
        [one] ett kast igjen.
       *[other] { $rolls_left } kast igjen.
    }
}
review-turn-over = Spillet er slutt.
review-dice-value-none = { $held ->
    [yes] Ingen holdt terning viser { $value }.
   *[no] Ingen fri terning viser { $value }.
}
