# Wie jeder gespielt hat, die Würfel herausgerechnet, am Ende jedes Spiels (docs/strategy.md).
# $own ist yes für den Zuhörer („du“); sonst nennt die Zeile den Spieler, der Name bleibt Subjekt.
# $played ist ein Bruch (0,986 heißt 98,6 %): das erwartete Ergebnis seiner Entscheidungen im
# Verhältnis zum besten Spiel. $luck ist der Abstand der Würfel vom Durchschnitt in ganzen Punkten,
# nie negativ; $dice sagt die Richtung: more, less oder even. Mit $measured yes die verlorene
# Gewinnchance, $chance (ein Bruch).
skill-line = { $own ->
    [yes] Du hast zu { NUMBER($played, style: "percent", maximumFractionDigits: 1) } optimal gespielt{ $measured ->
        [yes] , { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } Gewinnchance verloren,
       *[no] ,
    } und die Würfel { $dice ->
        [more] brachten dir { $luck } { $luck ->
            [one] Punkt
           *[other] Punkte
        } mehr als der Durchschnitt.
        [less] brachten dir { $luck } { $luck ->
            [one] Punkt
           *[other] Punkte
        } weniger als der Durchschnitt.
       *[even] waren genau Durchschnitt.
    }
   *[no] { $name } hat zu { NUMBER($played, style: "percent", maximumFractionDigits: 1) } optimal gespielt{ $measured ->
        [yes] , { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } Gewinnchance verloren,
       *[no] ,
    } und die Würfel { $dice ->
        [more] brachten { $luck } { $luck ->
            [one] Punkt
           *[other] Punkte
        } mehr als der Durchschnitt.
        [less] brachten { $luck } { $luck ->
            [one] Punkt
           *[other] Punkte
        } weniger als der Durchschnitt.
       *[even] waren genau Durchschnitt.
    }
}
skill-details-start = Bestes Spiel erwartet { NUMBER($start, maximumFractionDigits: 1) } Punkte, { $own ->
    [yes] { $finished ->
        [yes] du hast { $final }.
       *[no] du hattest { $final } Punkte, als das Spiel verlassen wurde.
    }
   *[no] { $name } { $finished ->
        [yes] hat { $final }.
       *[no] hatte { $final } Punkte, als das Spiel verlassen wurde.
    }
}
skill-details-luck = { $dice ->
    [more] Die Würfel brachten { NUMBER($luck, maximumFractionDigits: 2) } { $luck ->
        [one] Punkt
       *[other] Punkte
    } mehr als der Durchschnitt.
    [less] Die Würfel brachten { NUMBER($luck, maximumFractionDigits: 2) } { $luck ->
        [one] Punkt
       *[other] Punkte
    } weniger als der Durchschnitt.
   *[even] Die Würfel waren genau Durchschnitt.
}
skill-details-loss = { $choices ->
    [one] Eine Entscheidung
   *[other] { $choices } Entscheidungen
}, { NUMBER($loss, maximumFractionDigits: 2) } { $loss ->
    [one] Punkt
   *[other] Punkte
} verloren, { NUMBER($per_choice, maximumFractionDigits: 2) } pro Entscheidung.
skill-details-chance = Auf Sieg gespielt, { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } Gewinnchance verloren in { $choices ->
    [one] einer Entscheidung
   *[other] { $choices } Entscheidungen
}.
skill-choices-none = { $own ->
    [yes] Keine teure Entscheidung, du hast jedes Mal den besten Zug gewählt.
   *[no] Keine teure Entscheidung bei { $name }.
}
skill-choice = { $rank } von { $count }, Runde { $round }, { $measured ->
    [yes] { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } Gewinnchance verloren.
   *[no] { NUMBER($loss, maximumFractionDigits: 2) } { $loss ->
        [one] Punkt
       *[other] Punkte
    } verloren.
}
skill-choice-dice = { $rolls_left ->
    [0] Letzter Wurf
    [one] Noch ein Wurf
   *[other] Noch { $rolls_left } Würfe
}, Würfel { $dice }{ $held_count ->
    [0] .
   *[other] , davon { $held } gehalten.
}
skill-choice-done = { $own ->
    [yes] { $action ->
        [keep] { $count ->
            [0] Du hast alle fünf neu gewürfelt.
           *[other] Du hast { $dice } behalten.
        }
       *[score] { $points ->
            [0] Du hast { box-in } gestrichen.
           *[other] Du hast { $points } { box-in } eingetragen.
        }
    }
   *[no] { $name } { $action ->
        [keep] { $count ->
            [0] hat alle fünf neu gewürfelt.
           *[other] hat { $dice } behalten.
        }
       *[score] { $points ->
            [0] hat { box-in } gestrichen.
           *[other] hat { $points } { box-in } eingetragen.
        }
    }
}
skill-choice-best = { $goal ->
    [win] Am besten zum Sieg
   *[points] Am besten
}, { $action ->
    [keep] { $count ->
        [0] alle fünf würfeln.
       *[other] { $dice } behalten.
    }
   *[score] { $points ->
        [0] { box-in } streichen.
       *[other] { $points } { box-in } eintragen.
    }
}

skill-rating = { $own ->
    [yes] Deine Wertung ist jetzt
   *[no] { $name }, Wertung
} { $rating }, { $direction ->
    [up] plus { $change }
    [down] minus { $change }
   *[same] unverändert
}, Platz { $rank } von { $ranked }.
skill-unrated = Dieses Spiel zählt nicht für die Wertung, { $reason ->
    [computers] ein Computer hat mitgespielt.
    [stand-in] ein Computer hat für jemanden gespielt.
    [store] der Server konnte die Wertung nicht speichern.
   *[practice] der Tisch ist zum Üben.
}
