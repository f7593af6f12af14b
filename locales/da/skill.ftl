# Hvordan hver spiller spillede, terningerne regnet fra, ved slutningen af hvert spil (docs/strategy.md).
# $own er yes for den, der lytter ("du"); ellers nævner linjen spilleren som grundled.
# $played er en brøk (0,986 er 98,6 %): den ventede score af valgene i forhold til bedste spil.
# $luck er terningernes afvigelse fra gennemsnittet i hele point, aldrig negativ; $dice siger
# hvilken vej: more, less eller even. Med $measured yes også tabt vinderchance, $chance (en brøk).
skill-line = { $own ->
    [yes] Du spillede { NUMBER($played, style: "percent", maximumFractionDigits: 1) } af bedste spil{ $measured ->
        [yes] , tabte { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } vinderchance
       *[no] {""}
    }, og terningerne { $dice ->
        [more] gav dig { $luck } point mere end gennemsnittet.
        [less] gav dig { $luck } point mindre end gennemsnittet.
       *[even] var lige på gennemsnittet.
    }
   *[no] { $name } spillede { NUMBER($played, style: "percent", maximumFractionDigits: 1) } af bedste spil{ $measured ->
        [yes] , tabte { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } vinderchance
       *[no] {""}
    }, og terningerne { $dice ->
        [more] gav { $luck } point mere end gennemsnittet.
        [less] gav { $luck } point mindre end gennemsnittet.
       *[even] var lige på gennemsnittet.
    }
}
skill-details-start = Bedste spil giver i snit { NUMBER($start, maximumFractionDigits: 1) } point, { $own ->
    [yes] du
   *[no] { $name }
} { $finished ->
    [yes] fik { $final }.
   *[no] havde { $final } point, da spillet blev forladt.
}
skill-details-luck = { $dice ->
    [more] Terningerne gav { NUMBER($luck, maximumFractionDigits: 2) } point mere end gennemsnittet.
    [less] Terningerne gav { NUMBER($luck, maximumFractionDigits: 2) } point mindre end gennemsnittet.
   *[even] Terningerne var lige på gennemsnittet.
}
skill-details-loss = { $choices ->
    [one] Ét valg
   *[other] { $choices } valg
}, { NUMBER($loss, maximumFractionDigits: 2) } point tabt, { NUMBER($per_choice, maximumFractionDigits: 2) } pr. valg.
skill-details-chance = Spil for at vinde, { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } vinderchance tabt på { $choices ->
    [one] ét valg
   *[other] { $choices } valg
}.
skill-choices-none = { $own ->
    [yes] Ingen dyre valg, du valgte det bedste træk hver gang.
   *[no] Ingen dyre valg for { $name }.
}
skill-choice = { $rank } af { $count }, runde { $round }, { $measured ->
    [yes] { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } vinderchance tabt.
   *[no] { NUMBER($loss, maximumFractionDigits: 2) } point tabt.
}
skill-choice-dice = { $rolls_left ->
    [0] Sidste slag
    [one] Et slag tilbage
   *[other] { $rolls_left } slag tilbage
}, terningerne { $dice }{ $held_count ->
    [0] .
   *[other] , med { $held } holdt.
}
skill-choice-done = { $own ->
    [yes] { $action ->
        [keep] { $count ->
            [0] Du slog alle fem om.
           *[other] Du holdt { $dice }.
        }
       *[score] Du skrev { $points } { box-in }.
    }
   *[no] { $name } { $action ->
        [keep] { $count ->
            [0] slog alle fem om.
           *[other] holdt { $dice }.
        }
       *[score] skrev { $points } { box-in }.
    }
}
skill-choice-best = { $goal ->
    [win] Bedst for at vinde
   *[points] Bedst
}, { $action ->
    [keep] { $count ->
        [0] slå alle fem.
       *[other] hold { $dice }.
    }
   *[score] { $points } { box-in }.
}

skill-rating = { $own ->
    [yes] Din rating er nu
   *[no] { $name }, rating
} { $rating }, { $direction ->
    [up] op { $change }
    [down] ned { $change }
   *[same] uændret
}, plads { $rank } af { $ranked }.
skill-unrated = Dette spil tæller ikke med i ratingen, { $reason ->
    [computers] en computer spillede med.
    [stand-in] en computer spillede for en spiller.
    [store] serveren kunne ikke gemme ratingen.
   *[practice] bordet er til træning.
}
