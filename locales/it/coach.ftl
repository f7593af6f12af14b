# L'allenatore: dopo ogni punteggio, quanto è costata la scelta in punti attesi.
# $best e $chosen sono mosse all'infinito ("Segnare 9 in Tre").
coach-cost = Costo, { NUMBER($cost, maximumFractionDigits: 1) } { $cost ->
    [one] punto
   *[other] punti
} in media. La scelta migliore, { $best }.
coach-good = Buona scelta.
