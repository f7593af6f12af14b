# Hur var och en spelade, tärningarna oräknade, i slutet av varje spel (docs/strategy.md).
# $own är yes för den som lyssnar ("du"); annars nämner raden spelaren, som subjekt.
# $played är ett bråktal (0,986 är 98,6 %): det väntade resultatet av valen jämfört med bästa
# spel. $luck är tärningarnas avvikelse från genomsnittet i hela poäng, aldrig negativ; $dice säger
# åt vilket håll: more, less eller even. Med $measured yes även förlorad vinstchans, $chance.
skill-line = { $own ->
    [yes] Du spelade { NUMBER($played, style: "percent", maximumFractionDigits: 1) } av bästa spel{ $measured ->
        [yes] , tappade { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } vinstchans
       *[no] {""}
    } och tärningarna { $dice ->
        [more] gav dig { $luck } poäng mer än genomsnittet.
        [less] gav dig { $luck } poäng mindre än genomsnittet.
       *[even] var precis genomsnittliga.
    }
   *[no] { $name } spelade { NUMBER($played, style: "percent", maximumFractionDigits: 1) } av bästa spel{ $measured ->
        [yes] , tappade { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } vinstchans
       *[no] {""}
    } och tärningarna { $dice ->
        [more] gav { $luck } poäng mer än genomsnittet.
        [less] gav { $luck } poäng mindre än genomsnittet.
       *[even] var precis genomsnittliga.
    }
}
skill-details-start = Bästa spel ger i snitt { NUMBER($start, maximumFractionDigits: 1) } poäng, { $own ->
    [yes] du
   *[no] { $name }
} { $finished ->
    [yes] fick { $final }.
   *[no] hade { $final } poäng när spelet lämnades.
}
skill-details-luck = { $dice ->
    [more] Tärningarna gav { NUMBER($luck, maximumFractionDigits: 2) } poäng mer än genomsnittet.
    [less] Tärningarna gav { NUMBER($luck, maximumFractionDigits: 2) } poäng mindre än genomsnittet.
   *[even] Tärningarna var precis genomsnittliga.
}
skill-details-loss = { $choices ->
    [one] Ett val
   *[other] { $choices } val
}, { NUMBER($loss, maximumFractionDigits: 2) } poäng förlorade, { NUMBER($per_choice, maximumFractionDigits: 2) } per val.
skill-details-chance = Spel för vinst, { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } vinstchans förlorad på { $choices ->
    [one] ett val
   *[other] { $choices } val
}.
skill-choices-none = { $own ->
    [yes] Inga dyra val, du valde det bästa draget varje gång.
   *[no] Inga dyra val för { $name }.
}
skill-choice = { $rank } av { $count }, runda { $round }, { $measured ->
    [yes] { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } vinstchans förlorad.
   *[no] { NUMBER($loss, maximumFractionDigits: 2) } poäng förlorade.
}
skill-choice-dice = { $rolls_left ->
    [0] Sista slaget
    [one] Ett slag kvar
   *[other] { $rolls_left } slag kvar
}, tärningarna { $dice }{ $held_count ->
    [0] .
   *[other] , med { $held } sparade.
}
skill-choice-done = { $own ->
    [yes] { $action ->
        [keep] { $count ->
            [0] Du slog om alla fem.
           *[other] Du sparade { $dice }.
        }
       *[score] Du satte { $points } { box-in }.
    }
   *[no] { $name } { $action ->
        [keep] { $count ->
            [0] slog om alla fem.
           *[other] sparade { $dice }.
        }
       *[score] satte { $points } { box-in }.
    }
}
skill-choice-best = { $goal ->
    [win] Bäst för att vinna
   *[points] Bäst
}, { $action ->
    [keep] { $count ->
        [0] slå om alla fem.
       *[other] spara { $dice }.
    }
   *[score] { $points } { box-in }.
}

skill-rating = { $own ->
    [yes] Din rating är nu
   *[no] { $name }, rating
} { $rating }, { $direction ->
    [up] upp { $change }
    [down] ner { $change }
   *[same] oförändrad
}, plats { $rank } av { $ranked }.
skill-unrated = Det här spelet räknas inte till ratingen, { $reason ->
    [computers] en dator spelade vid bordet.
    [stand-in] en dator spelade åt någon.
    [store] servern kunde inte spara ratingen.
   *[practice] bordet är för träning.
}
