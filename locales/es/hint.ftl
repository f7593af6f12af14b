# Las pistas del consejero. Las jugadas van en infinitivo: sirven de consejo y de nombre ("elegiste anotar...").
hint-keep = { $count ->
    [0] Tirar los cinco
   *[other] Guardar { $dice } y tirar
}
hint-score = Anotar { $points } en { $box }
hint-best = { $action }, total previsto { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
hint-option = Opción { $rank }. { $action }, total previsto { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
hint-none = Ninguna pista ahora.
hint-before-roll = Primero tira. Puntuación final prevista, { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
