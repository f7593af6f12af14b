# Ciò che mostra lo schermo intero (parole importanti per prime). I messaggi parlati sono altrove.
screen-title = Yahtzee parlante
screen-status = { $over ->
    [yes] Partita finita. { $player }: totale { $total }
   *[no] { $player }: giro { $round } di { $rounds }, { $rolls_left ->
        [0] nessun lancio
        [one] 1 lancio
       *[other] { $rolls_left } lanci
    }, totale { $total }
}
screen-dice = Dadi:
screen-die = { $held ->
    [yes] [{ $value }]
   *[no] { $value }
}
screen-typed = Scritto: { $typed }
screen-box-filled = { $box }: { $points }
screen-box-option = { $box }: { $points } { $points ->
    [one] possibile
   *[other] possibili
}
screen-box-forbidden = { $box }: non disponibile
screen-box-open = { $box }: da segnare
screen-totals = Superiore { $upper } su { $target }{ $bonus ->
    [0] {""}
   *[other] {" "}+ bonus { $bonus }
}, inferiore { $lower }{ $yahtzee_bonus ->
    [0] {""}
   *[other] , bonus Yahtzee { $yahtzee_bonus }
}, totale { $total }
screen-prompt = Yahtzee>{" "}
