# I suggerimenti. Le mosse sono all'infinito: servono come consiglio e come nome ("La tua scelta: segnare...").
hint-keep = { $count ->
    [0] Tirare tutti e cinque
   *[other] Tenere { $dice } e tirare
}
hint-score = Segnare { $points } nella casella { $box }
hint-best = { $action }, totale previsto { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
hint-option = Opzione { $rank }. { $action }, totale previsto { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
hint-none = Nessun suggerimento ora.
hint-before-roll = Prima tira. Punteggio finale atteso, { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
