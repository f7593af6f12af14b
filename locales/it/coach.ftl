# L'allenatore: dopo ogni punteggio, quanto è costata la scelta in punti attesi.
# $best e $chosen sono mosse all'infinito ("Segnare 9 in Tre").
coach-cost = Costo, { NUMBER($cost, maximumFractionDigits: 1) } { $cost ->
    [one] punto
   *[other] punti
} in media. La scelta migliore, { $best }.
coach-good = Buona scelta.
coach-review = { $count ->
    [0] Allenatore, nessuna scelta costosa in questa partita.
    [one] Allenatore, una scelta costosa, { NUMBER($total, maximumFractionDigits: 1) } { $total ->
        [one] punto
       *[other] punti
    } in tutto. Frecce sinistra e destra la rileggono.
   *[other] Allenatore, { $count } scelte costose, { NUMBER($total, maximumFractionDigits: 1) } { $total ->
        [one] punto
       *[other] punti
    } in tutto. Frecce sinistra e destra le scorrono.
}
coach-decision = Giro { $round }. La tua scelta, { $chosen }. La migliore, { $best }. Costo { NUMBER($cost, maximumFractionDigits: 1) }.
