# Antworten auf die Abfragetasten. Sie ändern nichts am Spiel.
review-dice = { $dice }{ $verbosity ->
    [brief] {""}
   *[other] , also { $groups }
}. { $held_count ->
    [0] Keiner gehalten.
    [one] Gehalten, Würfel { $held }.
   *[other] Gehalten, Würfel { $held }.
} { $rolls_left ->
    [0] Keine Würfe mehr.
    [one] Noch ein Wurf.
   *[other] Noch { $rolls_left } Würfe.
}
review-dice-none = Noch keine Würfel. Drücke R zum Würfeln.
review-position = { $position }
review-dice-computer = { $rolled ->
    [no] { $player } ist dran, noch nicht gewürfelt.
   *[yes] { $player } ist dran, { $dice }{ $verbosity ->
        [brief] {""}
       *[other] , also { $groups }
    }. { $kept_count ->
        [0] {""}
       *[other] Hält { $kept }.
    } { $rolls_left ->
        [0] Keine Würfe mehr.
        [one] Noch ein Wurf.
       *[other] Noch { $rolls_left } Würfe.
    }
}
review-box = { $box } { $points }
review-open-box = { $box }
# Vor dem Wurf: die freien Felder. Danach: die Felder, die Punkte bringen, die besten zuerst, dann wie
# viele null brächten ($zeros), mit Namen ($zero_boxes) nur in der ausführlichen Stufe.
review-open = { $rolled ->
    [yes] { $count ->
        [0] { $zeros ->
            [0] Kein Feld erlaubt
           *[other] Nichts bringt Punkte
        }
       *[other] { $boxes }
    }{ $zeros ->
        [0] .
        [one] { $count ->
            [0] , ein Feld mit null
           *[other] , dazu ein Feld mit null
        }{ $verbosity ->
            [detailed] , { $zero_boxes }.
           *[other] .
        }
       *[other] { $count ->
            [0] , { $zeros } Felder mit null
           *[other] , dazu { $zeros } Felder mit null
        }{ $verbosity ->
            [detailed] , { $zero_boxes }.
           *[other] .
        }
    }
   *[no] Freie Felder, { $boxes }.
}
review-card = { $own ->
    [yes] Dein Block
   *[no] Block von { $player }
}, { $filled_count ->
    [0] noch nichts eingetragen.
   *[other] { $filled }.
} Oben { $upper }{ $upper_bonus ->
    [0] {""}
   *[other] {" "}plus Bonus { $upper_bonus }
}, unten { $lower }{ $yahtzee_bonus ->
    [0] {""}
   *[other] , Yahtzee-Bonus { $yahtzee_bonus }
}, Summe { $total }. { $open_count ->
    [0] {""}
    [one] Ein Feld frei.
   *[other] { $open_count } Felder frei.
}
review-bonus = { $needed ->
    [0] Bonus im oberen Teil geschafft, { $upper } von { $target }.
   *[other] Oberer Teil { $upper } von { $target }, noch { $needed } nötig{ $open_count ->
        [0] , aber kein oberes Feld mehr frei.
       *[other] . { $verbosity ->
            [detailed] Mit je drei Würfeln in den belegten Feldern hättest du { $par }.
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
}, { $total } { $total ->
    [one] Punkt
   *[other] Punkte
}
review-standings = { $kind ->
    [solo] Summe, { $standings }.
   *[many] Stand, { $standings }.
}
review-turn = { $kind ->
    [solo] Runde { $round } von { $rounds }
   *[other] { $own ->
        [yes] Du bist dran, Runde { $round } von { $rounds }
       *[no] { $player } ist dran, Runde { $round } von { $rounds }
    }
}, { $rolled ->
    [no] noch nicht gewürfelt.
   *[yes] { $rolls_left ->
        [0] keine Würfe mehr.
        [one] noch ein Wurf.
       *[other] noch { $rolls_left } Würfe.
    }
}
review-turn-over = Das Spiel ist vorbei.
review-dice-value-none = { $held ->
    [yes] Keine { $value } unter den gehaltenen Würfeln.
   *[no] Keine { $value } unter den freien Würfeln.
}
