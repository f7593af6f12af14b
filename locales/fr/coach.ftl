# Le coach : après chaque score, ce que le choix a coûté en points attendus.
# $best et $chosen sont des coups à l'infinitif (« Marquer 9 en Trois »).
coach-cost = Coût, { NUMBER($cost, maximumFractionDigits: 1) } { $cost ->
    [one] point
   *[other] points
} en moyenne. Meilleur choix, { $best }.
coach-good = Bon choix.
