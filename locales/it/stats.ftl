# Statistiche: il riepilogo parlato (tasto G e fine partita, anche `yahtzee stats`), la posizione
# di un punteggio in solitario appena concluso e i problemi con il database delle statistiche.
# $level è beginner, good o expert. $date è una data. $rate è una frazione da 0 a 1.
stats-none = Ancora nessuna partita conclusa.
stats-games = { $games ->
    [one] Una partita giocata.
   *[other] { $games } partite giocate.
}
stats-average = Il tuo punteggio medio è { NUMBER($average, maximumFractionDigits: 1) }, il migliore { $best }.
stats-yahtzees = { $count ->
    [0] Ancora nessun Yahtzee.
    [one] Un Yahtzee ottenuto.
   *[other] { $count } Yahtzee ottenuti.
}
stats-upper-bonus = Bonus della sezione superiore nel { NUMBER($rate, style: "percent") } delle tue partite.
stats-against = Contro il computer { $level ->
    [beginner] principiante
    [good] bravo
    [master] maestro
   *[expert] esperto
}, vinte { $wins }, perse { $losses }, pareggiate { $ties }.
stats-top = { $count ->
    [one] Il tuo miglior punteggio in solitario.
   *[other] I tuoi { $count } migliori punteggi in solitario.
}
stats-top-entry = { $place }, { $total } punti, il { DATETIME($date, dateStyle: "long") }.
stats-top-undated = { $place }, { $total } punti, dalle tue statistiche precedenti.
stats-rank = { $rank ->
    [1] { $count ->
        [1] Il tuo primo punteggio in solitario con queste regole.
       *[other] Il tuo miglior punteggio di sempre!
    }
    [2] Il tuo secondo miglior punteggio.
    [3] Il tuo terzo miglior punteggio.
    [4] Il tuo quarto miglior punteggio.
    [5] Il tuo quinto miglior punteggio.
    [6] Il tuo sesto miglior punteggio.
    [7] Il tuo settimo miglior punteggio.
    [8] Il tuo ottavo miglior punteggio.
    [9] Il tuo nono miglior punteggio.
   *[other] Il tuo decimo miglior punteggio.
}
stats-rank-number = Posizione { $rank } fra i tuoi { $count } punteggi con queste regole.
stats-locked-notice = Un'altra partita sta usando le tue statistiche, quindi questa volta non è stato possibile leggerle o salvarle. Il gioco continua.
# Profiles: whose statistics (the name stands alone after a colon, never declined),
# a line of the table of everyone (`yahtzee stats --players`), and a merge of two spellings.
stats-player = Giocatore, { $name }.
stats-player-row = { $name }, { $games ->
    [one] una partita
   *[other] { $games } partite
}, media { NUMBER($average, maximumFractionDigits: 1) }, migliore { $best }.
stats-merged = Unito. Vecchio nome, { $old }. Nuovo nome, { $new }. { $games ->
    [one] Un punteggio spostato.
   *[other] { $games } punteggi spostati.
}
# Everyone's statistics (`yahtzee stats` without --player, key G when no one person is asked):
# nothing is "your"; each best score says whose it is ($name stands alone between commas).
stats-everyone = Tutti i giocatori.
stats-average-everyone = Punteggio medio { NUMBER($average, maximumFractionDigits: 1) }, punteggio migliore { $best }.
stats-upper-bonus-everyone = Bonus della sezione superiore nel { NUMBER($rate, style: "percent") } di tutte le schede.
stats-top-everyone = { $count ->
    [one] Il miglior punteggio in solitario.
   *[other] I { $count } migliori punteggi in solitario.
}
stats-top-entry-everyone = Numero { $place }, { $name }, { $total } punti, il { DATETIME($date, dateStyle: "long") }.
stats-top-undated-everyone = Numero { $place }, { $total } punti, dalle statistiche precedenti.
# Come gioca la persona, nelle partite misurate (docs/strategy.md): punti persi a partita ($loss)
# e a scelta ($per_choice) nelle ultime $games partite e in tutte; la partita giocata meglio
# ($played, frazione del gioco migliore; $total punti); la più e la meno fortunata ($luck punti
# interi dalla media, $dice more, less o even). $date è una data.
stats-skill-recent = Le tue ultime { $games } partite, { NUMBER($loss, maximumFractionDigits: 1) } punti persi a partita, { NUMBER($per_choice, maximumFractionDigits: 2) } a scelta.
stats-skill-all = { $games ->
    [one] La tua unica partita misurata
   *[other] Le tue { $games } partite misurate
}, { NUMBER($loss, maximumFractionDigits: 1) } punti persi a partita, { NUMBER($per_choice, maximumFractionDigits: 2) } a scelta.
stats-skill-best = Giocata meglio, al { NUMBER($played, style: "percent", maximumFractionDigits: 1) }, { $total } punti, il { DATETIME($date, dateStyle: "long") }.
stats-skill-luckiest = Più fortunata, { $dice ->
    [more] i dadi hanno dato { $luck } { $luck ->
        [one] punto
       *[other] punti
    } più della media
    [less] i dadi hanno dato { $luck } { $luck ->
        [one] punto
       *[other] punti
    } meno della media
   *[even] i dadi sono stati nella media
}, il { DATETIME($date, dateStyle: "long") }.
stats-skill-unluckiest = Meno fortunata, { $dice ->
    [more] i dadi hanno dato { $luck } { $luck ->
        [one] punto
       *[other] punti
    } più della media
    [less] i dadi hanno dato { $luck } { $luck ->
        [one] punto
       *[other] punti
    } meno della media
   *[even] i dadi sono stati nella media
}, il { DATETIME($date, dateStyle: "long") }.
