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
