# Les conseils. Les coups sont à l'infinitif : ils servent de conseil et de nom (« votre choix, marquer… »).
hint-keep = { $count ->
    [0] Relancer les cinq dés
   *[other] Garder { $dice } et relancer
}
hint-score = Marquer { $points } dans la case { $box }
hint-best = { $action }, total attendu { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
hint-option = Option { $rank }. { $action }, total attendu { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
hint-none = Pas de conseil pour l'instant.
hint-before-roll = Lancez d'abord. Score final attendu, { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
