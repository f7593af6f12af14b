# As dicas. As jogadas ficam no infinitivo: servem de conselho e de nome ("Sua escolha: marcar...").
hint-keep = { $count ->
    [0] Lançar os cinco
   *[other] Guardar { $dice } e lançar
}
hint-score = Marcar { $points } em { $box }
hint-best = { $action }, total esperado { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
hint-option = Opção { $rank }. { $action }, total esperado { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
hint-none = Nenhuma dica agora.
hint-before-roll = Lance primeiro. Pontuação final esperada, { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
