# Motivi brevi per le azioni che le regole ora non permettono. Non cambia niente.
error-no-rolls-left = Niente più lanci. Scegli una casella.
error-all-held = Tutti i dadi sono tenuti. Liberane uno o scegli una casella.
error-not-rolled = Prima tira, premi R.
error-box-filled = { box-the } è già { $category ->
    [three-of-a-kind] segnato
    [four-of-a-kind] segnato
    [full-house] segnato
    [yahtzee] segnato
    [yatzy] segnato
   *[other] segnata
}.
error-joker = La regola del jolly consente solo { $boxes }.
error-game-over = La partita è finita.
error-not-allowed = Non si può ora.
error-dice-values-needed = Scrivi { $count ->
    [one] il valore del dado
   *[other] i valori dei { $count } dadi
} che hai tirato, poi premi Invio.
error-dice-values-bad = Scrivi { $count ->
    [one] un numero
   *[other] { $count } numeri
} da 1 a 6.
error-unknown-key = Tasto sconosciuto. Premi il punto interrogativo per l'aiuto.
error-not-your-turn = { $player_initial ->
    [a] Tocca ad { $player }.
   *[other] Tocca a { $player }.
} Premi Spazio per accelerare.
error-not-next-box = { game-next-box } Le caselle si segnano in ordine.
