# Le coach : après chaque score, ce que le choix a coûté en points attendus.
# $best et $chosen sont des coups à l'infinitif (« Marquer 9 en Trois »).
coach-cost = Coût, { NUMBER($cost, maximumFractionDigits: 1) } { $cost ->
    [one] point
   *[other] points
} en moyenne. Meilleur choix, { $best }.
coach-good = Bon choix.
coach-review = { $count ->
    [0] Coach, aucun choix coûteux dans cette partie.
    [one] Coach, un choix coûteux, { NUMBER($total, maximumFractionDigits: 1) } { $total ->
        [one] point
       *[other] points
    } au total. Flèches gauche et droite pour le revoir.
   *[other] Coach, { $count } choix coûteux, { NUMBER($total, maximumFractionDigits: 1) } { $total ->
        [one] point
       *[other] points
    } au total. Flèches gauche et droite pour les parcourir.
}
coach-decision = Manche { $round }, votre choix, { $chosen }. Le meilleur, { $best }. Coût { NUMBER($cost, maximumFractionDigits: 1) }.
