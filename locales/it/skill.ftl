# Come ha giocato ciascuno, al netto dei dadi, alla fine di ogni partita (docs/strategy.md).
# $own è yes per chi ascolta («tu»); altrimenti la riga nomina il giocatore, come soggetto.
# $played è una frazione (0,986 vale 98,6%): il punteggio atteso delle sue scelte rispetto a quello
# del gioco migliore. $luck è lo scarto dei dadi dalla media in punti interi, mai negativo; $dice
# dice in che verso: more, less o even. Con $measured yes, la probabilità di vittoria persa,
# $chance (una frazione).
skill-line = { $own ->
    [yes] Hai giocato al { NUMBER($played, style: "percent", maximumFractionDigits: 1) }{ $measured ->
        [yes] , hai perso il { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } di probabilità di vittoria
       *[no] {""}
    } e i dadi { $dice ->
        [more] ti hanno dato { $luck } { $luck ->
            [one] punto
           *[other] punti
        } più della media.
        [less] ti hanno dato { $luck } { $luck ->
            [one] punto
           *[other] punti
        } meno della media.
       *[even] sono stati esattamente nella media.
    }
   *[no] { $name } ha giocato al { NUMBER($played, style: "percent", maximumFractionDigits: 1) }{ $measured ->
        [yes] , ha perso il { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } di probabilità di vittoria
       *[no] {""}
    } e i dadi { $dice ->
        [more] hanno dato { $luck } { $luck ->
            [one] punto
           *[other] punti
        } più della media.
        [less] hanno dato { $luck } { $luck ->
            [one] punto
           *[other] punti
        } meno della media.
       *[even] sono stati esattamente nella media.
    }
}
skill-details-start = Il gioco migliore prevede { NUMBER($start, maximumFractionDigits: 1) } punti, { $own ->
    [yes] { $finished ->
        [yes] hai chiuso con { $final }.
       *[no] avevi { $final } punti quando la partita è stata lasciata.
    }
   *[no] { $name } { $finished ->
        [yes] ha chiuso con { $final }.
       *[no] aveva { $final } punti quando la partita è stata lasciata.
    }
}
skill-details-luck = { $dice ->
    [more] I dadi hanno dato { NUMBER($luck, maximumFractionDigits: 2) } { $luck ->
        [one] punto
       *[other] punti
    } più della media.
    [less] I dadi hanno dato { NUMBER($luck, maximumFractionDigits: 2) } { $luck ->
        [one] punto
       *[other] punti
    } meno della media.
   *[even] I dadi sono stati esattamente nella media.
}
skill-details-loss = { $choices ->
    [one] Una scelta
   *[other] { $choices } scelte
}, { NUMBER($loss, maximumFractionDigits: 2) } { $loss ->
    [one] punto perso
   *[other] punti persi
}, { NUMBER($per_choice, maximumFractionDigits: 2) } a scelta.
skill-details-chance = Giocando per vincere, perso il { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } di probabilità di vittoria in { $choices ->
    [one] una scelta
   *[other] { $choices } scelte
}.
skill-choices-none = { $own ->
    [yes] Nessuna scelta costosa, hai sempre fatto la mossa migliore.
   *[no] Nessuna scelta costosa per { $name }.
}
skill-choice = { $rank } di { $count }, giro { $round }, { $measured ->
    [yes] perso il { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } di probabilità di vittoria.
   *[no] { NUMBER($loss, maximumFractionDigits: 2) } { $loss ->
        [one] punto perso.
       *[other] punti persi.
    }
}
skill-choice-dice = { $rolls_left ->
    [0] Ultimo lancio
    [one] Resta un lancio
   *[other] Restano { $rolls_left } lanci
}, dadi { $dice }{ $held_count ->
    [0] .
   *[other] , con { $held } tenuti.
}
skill-choice-done = { $own ->
    [yes] { $action ->
        [keep] { $count ->
            [0] Hai ritirato tutti e cinque.
           *[other] Hai tenuto { $dice }.
        }
       *[score] Hai segnato { $points } { box-in }.
    }
   *[no] { $name } { $action ->
        [keep] { $count ->
            [0] ha ritirato tutti e cinque.
           *[other] ha tenuto { $dice }.
        }
       *[score] ha segnato { $points } { box-in }.
    }
}
skill-choice-best = { $goal ->
    [win] Meglio per vincere
   *[points] Meglio
}, { $action ->
    [keep] { $count ->
        [0] tirare tutti e cinque.
       *[other] tenere { $dice }.
    }
   *[score] { $points } { box-in }.
}

skill-rating = { $own ->
    [yes] Il tuo punteggio ora è
   *[no] { $name }, punteggio
} { $rating }, { $direction ->
    [up] più { $change }
    [down] meno { $change }
   *[same] invariato
}, posto { $rank } su { $ranked }.
skill-unrated = Questa partita non conta per la classifica, { $reason ->
    [computers] al tavolo ha giocato un computer.
    [stand-in] un computer ha giocato per qualcuno.
    [store] il server non ha potuto salvare la classifica.
   *[practice] il tavolo è per allenarsi.
}
