# Hoe iedereen speelde, los van de stenen, aan het eind van elk spel (docs/strategy.md).
# $own is yes voor wie luistert ("je"); anders noemt de regel de speler, als onderwerp.
# $played is een breuk (0,986 is 98,6%): de verwachte score van de keuzes tegenover die van het
# beste spel. $luck is hoever de stenen van het gemiddelde af zaten, in hele punten, nooit
# negatief; $dice zegt de richting: more, less of even. Met $measured yes ook de verloren
# winkans, $chance (een breuk).
skill-line = { $own ->
    [yes] Je speelde { NUMBER($played, style: "percent", maximumFractionDigits: 1) }{ $measured ->
        [yes] , verloor { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } winkans
       *[no] {""}
    } en de stenen { $dice ->
        [more] gaven je { $luck } { $luck ->
            [one] punt
           *[other] punten
        } meer dan gemiddeld.
        [less] gaven je { $luck } { $luck ->
            [one] punt
           *[other] punten
        } minder dan gemiddeld.
       *[even] waren precies gemiddeld.
    }
   *[no] { $name } speelde { NUMBER($played, style: "percent", maximumFractionDigits: 1) }{ $measured ->
        [yes] , verloor { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } winkans
       *[no] {""}
    } en de stenen { $dice ->
        [more] gaven { $luck } { $luck ->
            [one] punt
           *[other] punten
        } meer dan gemiddeld.
        [less] gaven { $luck } { $luck ->
            [one] punt
           *[other] punten
        } minder dan gemiddeld.
       *[even] waren precies gemiddeld.
    }
}
skill-details-start = Het beste spel verwacht { NUMBER($start, maximumFractionDigits: 1) } punten, { $own ->
    [yes] { $finished ->
        [yes] jij eindigde op { $final }.
       *[no] jij had { $final } punten toen het spel werd verlaten.
    }
   *[no] { $name } { $finished ->
        [yes] eindigde op { $final }.
       *[no] had { $final } punten toen het spel werd verlaten.
    }
}
skill-details-luck = { $dice ->
    [more] De stenen gaven { NUMBER($luck, maximumFractionDigits: 2) } { $luck ->
        [one] punt
       *[other] punten
    } meer dan gemiddeld.
    [less] De stenen gaven { NUMBER($luck, maximumFractionDigits: 2) } { $luck ->
        [one] punt
       *[other] punten
    } minder dan gemiddeld.
   *[even] De stenen waren precies gemiddeld.
}
skill-details-loss = { $choices ->
    [one] Eén keuze
   *[other] { $choices } keuzes
}, { NUMBER($loss, maximumFractionDigits: 2) } { $loss ->
    [one] punt
   *[other] punten
} verloren, { NUMBER($per_choice, maximumFractionDigits: 2) } per keuze.
skill-details-chance = Spelend om te winnen, { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } winkans verloren in { $choices ->
    [one] één keuze
   *[other] { $choices } keuzes
}.
skill-choices-none = { $own ->
    [yes] Geen dure keuze, je koos elke keer de beste zet.
   *[no] Geen dure keuze voor { $name }.
}
skill-choice = { $rank } van { $count }, ronde { $round }, { $measured ->
    [yes] { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } winkans verloren.
   *[no] { NUMBER($loss, maximumFractionDigits: 2) } { $loss ->
        [one] punt
       *[other] punten
    } verloren.
}
skill-choice-dice = { $rolls_left ->
    [0] Laatste worp
    [one] Nog één worp
   *[other] Nog { $rolls_left } worpen
}, stenen { $dice }{ $held_count ->
    [0] .
   *[other] , met { $held } vast.
}
skill-choice-done = { $own ->
    [yes] { $action ->
        [keep] { $count ->
            [0] Je gooide alle vijf opnieuw.
           *[other] Je hield { $dice } vast.
        }
       *[score] Je zette { $points } { box-in }.
    }
   *[no] { $name } { $action ->
        [keep] { $count ->
            [0] gooide alle vijf opnieuw.
           *[other] hield { $dice } vast.
        }
       *[score] zette { $points } { box-in }.
    }
}
skill-choice-best = { $goal ->
    [win] Het beste om te winnen
   *[points] Het beste
}, { $action ->
    [keep] { $count ->
        [0] alle vijf gooien.
       *[other] { $dice } vasthouden.
    }
   *[score] { $points } { box-in }.
}

skill-rating = { $own ->
    [yes] Je rating is nu
   *[no] { $name }, rating
} { $rating }, { $direction ->
    [up] plus { $change }
    [down] min { $change }
   *[same] onveranderd
}, plaats { $rank } van { $ranked }.
skill-unrated = Dit spel telt niet mee voor de ratings, { $reason ->
    [computers] er speelde een computer aan tafel.
    [stand-in] een computer speelde voor iemand.
    [store] de server kon de ratings niet bewaren.
   *[practice] de tafel is om te oefenen.
}
