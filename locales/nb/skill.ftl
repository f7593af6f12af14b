# Hvordan hver spiller spilte, terningene regnet bort, på slutten av hvert spill (docs/strategy.md).
# $own er yes for den som lytter ("du"); ellers nevner linjen spilleren som subjekt.
# $played er en brøk (0,986 er 98,6 %): ventet poengsum av valgene mot beste spill. $luck er
# terningenes avvik fra snittet i hele poeng, aldri negativt; $dice sier hvilken vei: more, less
# eller even. Med $measured yes også tapt vinnersjanse, $chance (en brøk).
skill-line = { $own ->
    [yes] Du spilte { NUMBER($played, style: "percent", maximumFractionDigits: 1) } av beste spill{ $measured ->
        [yes] , tapte { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } vinnersjanse
       *[no] {""}
    }, og terningene { $dice ->
        [more] ga deg { $luck } poeng mer enn snittet.
        [less] ga deg { $luck } poeng mindre enn snittet.
       *[even] var akkurat på snittet.
    }
   *[no] { $name } spilte { NUMBER($played, style: "percent", maximumFractionDigits: 1) } av beste spill{ $measured ->
        [yes] , tapte { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } vinnersjanse
       *[no] {""}
    }, og terningene { $dice ->
        [more] ga { $luck } poeng mer enn snittet.
        [less] ga { $luck } poeng mindre enn snittet.
       *[even] var akkurat på snittet.
    }
}
skill-details-start = Beste spill gir i snitt { NUMBER($start, maximumFractionDigits: 1) } poeng, { $own ->
    [yes] du
   *[no] { $name }
} { $finished ->
    [yes] fikk { $final }.
   *[no] hadde { $final } poeng da spillet ble forlatt.
}
skill-details-luck = { $dice ->
    [more] Terningene ga { NUMBER($luck, maximumFractionDigits: 2) } poeng mer enn snittet.
    [less] Terningene ga { NUMBER($luck, maximumFractionDigits: 2) } poeng mindre enn snittet.
   *[even] Terningene var akkurat på snittet.
}
skill-details-loss = { $choices ->
    [one] Ett valg
   *[other] { $choices } valg
}, { NUMBER($loss, maximumFractionDigits: 2) } poeng tapt, { NUMBER($per_choice, maximumFractionDigits: 2) } per valg.
skill-details-chance = Spill for å vinne, { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } vinnersjanse tapt på { $choices ->
    [one] ett valg
   *[other] { $choices } valg
}.
skill-choices-none = { $own ->
    [yes] Ingen dyre valg, du valgte det beste trekket hver gang.
   *[no] Ingen dyre valg for { $name }.
}
skill-choice = { $rank } av { $count }, runde { $round }, { $measured ->
    [yes] { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } vinnersjanse tapt.
   *[no] { NUMBER($loss, maximumFractionDigits: 2) } poeng tapt.
}
skill-choice-dice = { $rolls_left ->
    [0] Siste kast
    [one] Ett kast igjen
   *[other] { $rolls_left } kast igjen
}, terningene { $dice }{ $held_count ->
    [0] .
   *[other] , med { $held } holdt.
}
skill-choice-done = { $own ->
    [yes] { $action ->
        [keep] { $count ->
            [0] Du kastet alle fem på nytt.
           *[other] Du holdt { $dice }.
        }
       *[score] Du skrev { $points } { box-in }.
    }
   *[no] { $name } { $action ->
        [keep] { $count ->
            [0] kastet alle fem på nytt.
           *[other] holdt { $dice }.
        }
       *[score] skrev { $points } { box-in }.
    }
}
skill-choice-best = { $goal ->
    [win] Best for å vinne
   *[points] Best
}, { $action ->
    [keep] { $count ->
        [0] kaste alle fem.
       *[other] holde { $dice }.
    }
   *[score] { $points } { box-in }.
}

skill-rating = { $own ->
    [yes] Ratingen din er nå
   *[no] { $name }, rating
} { $rating }, { $direction ->
    [up] opp { $change }
    [down] ned { $change }
   *[same] uendret
}, plass { $rank } av { $ranked }.
skill-unrated = Dette spillet teller ikke for ratingen, { $reason ->
    [computers] en datamaskin spilte ved bordet.
    [stand-in] en datamaskin spilte for noen.
    [store] serveren kunne ikke lagre ratingen.
   *[practice] bordet er for trening.
}
