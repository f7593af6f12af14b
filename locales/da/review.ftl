# Svar på oversigtstasterne. De ændrer intet i spillet.
review-dice = { $dice }{ $verbosity ->
    [brief] {""}
   *[other] , altså { $groups }
}. { $held_count ->
    [0] Ingen holdt.
    [one] Holdt, terning { $held }.
   *[other] Holdt, terningerne { $held }.
} { $rolls_left ->
    [0] Ingen slag tilbage.
    [one] Et slag tilbage.
   *[other] { $rolls_left } slag tilbage.
}
review-dice-none = Ingen terninger endnu. Tryk R for at slå.
review-position = { $position }
review-dice-computer = { $rolled ->
    [no] Nu spiller { $player }, ikke slået endnu.
   *[yes] Nu spiller { $player }, { $dice }{ $verbosity ->
        [brief] {""}
       *[other] , altså { $groups }
    }. { $kept_count ->
        [0] {""}
       *[other] Holder { $kept }.
    } { $rolls_left ->
        [0] Ingen slag tilbage.
        [one] Et slag tilbage.
       *[other] { $rolls_left } slag tilbage.
    }
}
review-box = { $box } { $points }
review-open-box = { $box }
# Før et slag: de ledige felter ved navn. Efter: de felter, der giver point, flest først, derefter
# hvor mange der ville give nul ($zeros), med navn ($zero_boxes) kun på det detaljerede niveau.
review-open = { $rolled ->
    [yes] { $count ->
        [0] { $zeros ->
            [0] Intet felt er tilladt
           *[other] Intet giver point
        }
       *[other] { $boxes }
    }{ $zeros ->
        [0] .
        [one] { $count ->
            [0] , et felt med nul
           *[other] , og et felt med nul
        }{ $verbosity ->
            [detailed] , { $zero_boxes }.
           *[other] .
        }
       *[other] { $count ->
            [0] , { $zeros } felter med nul
           *[other] , og { $zeros } felter med nul
        }{ $verbosity ->
            [detailed] , { $zero_boxes }.
           *[other] .
        }
    }
   *[no] Ledige felter, { $boxes }.
}
review-card = { $own ->
    [yes] Din blok
   *[no] Blok { game-of-player }
}, { $filled_count ->
    [0] intet skrevet endnu.
   *[other] { $filled }.
} Øvre { $upper }{ $upper_bonus ->
    [0] {""}
   *[other] {" "}plus bonus { $upper_bonus }
}, nedre { $lower }{ $yahtzee_bonus ->
    [0] {""}
   *[other] , Yatzy-bonus { $yahtzee_bonus }
}, i alt { $total }. { $open_count ->
    [0] {""}
    [one] Et felt ledigt.
   *[other] { $open_count } felter ledige.
}
review-bonus = { $needed ->
    [0] Bonus i øvre del opnået, { $upper } af { $target }.
   *[other] Øvre del { $upper } af { $target }, { $needed } mangler{ $open_count ->
        [0] , intet øvre felt tilbage.
       *[other] . { $verbosity ->
            [detailed] { $par ->
                [0] {""}
               *[other] Normen for de udfyldte felter er { $par }.
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
        [one] ét point
       *[other] { $total } point
    }
review-standings = { $kind ->
    [solo] I alt, { $standings }.
   *[many] Stilling, { $standings }.
}
review-turn = { $kind ->
    [solo] Runde { $round } af { $rounds }
   *[other] { $own ->
        [yes] Din tur, runde { $round } af { $rounds }
       *[no] Nu spiller { $player }, runde { $round } af { $rounds }
    }
}, { $rolled ->
    [no] ikke slået endnu.
   *[yes] { $rolls_left ->
        [0] ingen slag tilbage.
        [one] et slag tilbage.
       *[other] { $rolls_left } slag tilbage.
    }
}
review-turn-over = Spillet er slut.
review-dice-value-none = { $held ->
    [yes] Ingen holdt terning viser { $value }.
   *[no] Ingen fri terning viser { $value }.
}
