# Svar på översiktstangenterna. De ändrar inget i spelet.
review-dice = { $dice }{ $verbosity ->
    [brief] {""}
   *[other] , alltså { $groups }
}. { $held_count ->
    [0] Inga sparade.
    [one] Sparad, tärning { $held }.
   *[other] Sparade, tärningarna { $held }.
} { $rolls_left ->
    [0] Inga slag kvar.
    [one] Ett slag kvar.
   *[other] { $rolls_left } slag kvar.
}
review-dice-none = Inga tärningar än. Tryck R för att slå.
review-position = { $position }
review-dice-computer = { $rolled ->
    [no] Nu spelar { $player }, inte slagit än.
   *[yes] Nu spelar { $player }, { $dice }{ $verbosity ->
        [brief] {""}
       *[other] , alltså { $groups }
    }. { $kept_count ->
        [0] {""}
       *[other] Sparar { $kept }.
    } { $rolls_left ->
        [0] Inga slag kvar.
        [one] Ett slag kvar.
       *[other] { $rolls_left } slag kvar.
    }
}
review-box = { $box } { $points }
review-open-box = { $box }
# Före ett slag: de öppna rutorna. Efter: de rutor som ger poäng, bäst först, sedan hur många som
# skulle ge noll ($zeros), med namn ($zero_boxes) bara på den utförliga nivån.
review-open = { $rolled ->
    [yes] { $count ->
        [0] { $zeros ->
            [0] Ingen ruta är tillåten
           *[other] Inget ger poäng
        }
       *[other] { $boxes }
    }{ $zeros ->
        [0] .
        [one] { $count ->
            [0] , en ruta på noll
           *[other] , och en ruta på noll
        }{ $verbosity ->
            [detailed] , { $zero_boxes }.
           *[other] .
        }
       *[other] { $count ->
            [0] , { $zeros } rutor på noll
           *[other] , och { $zeros } rutor på noll
        }{ $verbosity ->
            [detailed] , { $zero_boxes }.
           *[other] .
        }
    }
   *[no] Öppna rutor, { $boxes }.
}
review-card = { $own ->
    [yes] Ditt protokoll
   *[no] Protokoll { game-of-player }
}, { $filled_count ->
    [0] inget ifyllt än.
   *[other] { $filled }.
} Övre { $upper }{ $upper_bonus ->
    [0] {""}
   *[other] {" "}plus bonus { $upper_bonus }
}, nedre { $lower }{ $yahtzee_bonus ->
    [0] {""}
   *[other] , Yatzybonus { $yahtzee_bonus }
}, totalt { $total }. { $open_count ->
    [0] {""}
    [one] En ruta öppen.
   *[other] { $open_count } rutor öppna.
}
review-bonus = { $needed ->
    [0] Bonus i övre delen klar, { $upper } av { $target }.
   *[other] Övre delen { $upper } av { $target }, { $needed } kvar{ $open_count ->
        [0] , ingen övre ruta kvar.
       *[other] . { $verbosity ->
            [detailed] { $par ->
                [0] {""}
               *[other] Normalt för de ifyllda rutorna är { $par }.
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
}, { $total } poäng
review-standings = { $kind ->
    [solo] Totalt, { $standings }.
   *[many] Ställning, { $standings }.
}
review-turn = { $kind ->
    [solo] Runda { $round } av { $rounds }
   *[other] { $own ->
        [yes] Din tur, runda { $round } av { $rounds }
       *[no] Nu spelar { $player }, runda { $round } av { $rounds }
    }
}, { $rolled ->
    [no] inte slagit än.
   *[yes] { $rolls_left ->
        [0] inga slag kvar.
        [one] ett slag kvar.
       *[other] { $rolls_left } slag kvar.
    }
}
review-turn-over = Spelet är slut.
review-dice-value-none = { $held ->
    [yes] Ingen sparad tärning visar { $value }.
   *[no] Ingen fri tärning visar { $value }.
}
