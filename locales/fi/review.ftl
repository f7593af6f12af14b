# Vastaukset tarkastelunäppäimiin. Ne eivät muuta pelissä mitään.
review-dice = { $dice }{ $verbosity ->
    [brief] {""}
   *[other] , eli { $groups }
}. { $held_count ->
    [0] Ei lukittuja.
    [one] Lukittu, noppa { $held }.
   *[other] Lukittu, nopat { $held }.
} { $rolls_left ->
    [0] Ei heittoja jäljellä.
    [one] Yksi heitto jäljellä.
   *[other] { $rolls_left } heittoa jäljellä.
}
review-dice-none = Ei vielä noppia. Heitä painamalla R.
review-position = { $position }
review-dice-computer = { $rolled ->
    [no] Vuorossa { $player }, ei vielä heitetty.
   *[yes] Vuorossa { $player }, { $dice }{ $verbosity ->
        [brief] {""}
       *[other] , eli { $groups }
    }. { $kept_count ->
        [0] {""}
       *[other] Lukitsee { $kept }.
    } { $rolls_left ->
        [0] Ei heittoja jäljellä.
        [one] Yksi heitto jäljellä.
       *[other] { $rolls_left } heittoa jäljellä.
    }
}
review-box = { $box } { $points }
review-open-box = { $box }
# Ennen heittoa: vapaat kohdat nimeltä. Heiton jälkeen: pisteitä antavat kohdat, eniten ensin, sitten
# montako antaisi nollan ($zeros), nimettyinä ($zero_boxes) vain yksityiskohtaisella tasolla.
review-open = { $rolled ->
    [yes] { $count ->
        [0] { $zeros ->
            [0] Mikään kohta ei ole sallittu
           *[other] Mikään ei anna pisteitä
        }
       *[other] { $boxes }
    }{ $zeros ->
        [0] .
        [one] { $count ->
            [0] , yksi kohta antaisi nollan
           *[other] , ja yksi kohta antaisi nollan
        }{ $verbosity ->
            [detailed] , { $zero_boxes }.
           *[other] .
        }
       *[other] { $count ->
            [0] , { $zeros } kohtaa antaisi nollan
           *[other] , ja { $zeros } kohtaa antaisi nollan
        }{ $verbosity ->
            [detailed] , { $zero_boxes }.
           *[other] .
        }
    }
   *[no] Vapaat kohdat, { $boxes }.
}
review-card = { $own ->
    [yes] Pöytäkirjasi
   *[no] Pöytäkirja, { game-of-player }
}, { $filled_count ->
    [0] ei vielä merkintöjä.
   *[other] { $filled }.
} Yläosa { $upper }{ $upper_bonus ->
    [0] {""}
   *[other] {" "}plus bonus { $upper_bonus }
}, alaosa { $lower }{ $yahtzee_bonus ->
    [0] {""}
   *[other] , Yatzy-bonus { $yahtzee_bonus }
}, yhteensä { $total }. { $open_count ->
    [0] {""}
    [one] Yksi kohta vapaana.
   *[other] { $open_count } kohtaa vapaana.
}
review-bonus = { $needed ->
    [0] Yläosan bonus saavutettu, { $upper }, tavoite { $target }.
   *[other] Yläosa { $upper }, tavoite { $target }, puuttuu { $needed }{ $open_count ->
        [0] , yläosan kohtia ei ole jäljellä.
       *[other] . { $verbosity ->
            [detailed] { $par ->
                [0] {""}
               *[other] Täytettyjen kohtien tavoitetaso on { $par }.
            }
           *[other] {""}
        }
    }
}
# A spectator's B: whose upper section it is, by name, then the same words.
review-bonus-player = { $player }. { review-bonus }
# $own is yes for the listener, who hears themself as "you" among the names.
review-standing = { $own ->
    [yes] sinä
   *[other] { $player }
}, { $total } { $total ->
    [one] piste
   *[other] pistettä
}
review-standings = { $kind ->
    [solo] Yhteensä, { $standings }.
   *[many] Tilanne, { $standings }.
}
review-turn = { $kind ->
    [solo] Kierros { $round }, kaikkiaan { $rounds }
   *[other] { $own ->
        [yes] Sinun vuorosi, kierros { $round }, kaikkiaan { $rounds }
       *[no] Vuorossa { $player }, kierros { $round }, kaikkiaan { $rounds }
    }
}, { $rolled ->
    [no] ei vielä heitetty.
   *[yes] { $rolls_left ->
        [0] ei heittoja jäljellä.
        [one] yksi heitto jäljellä.
       *[other] { $rolls_left } heittoa jäljellä.
    }
}
review-turn-over = Peli on päättynyt.
review-dice-value-none = { $held ->
    [yes] Mikään lukittu noppa ei näytä silmälukua { $value }.
   *[no] Mikään vapaa noppa ei näytä silmälukua { $value }.
}
