# Lo que muestra la pantalla completa (palabras importantes primero). Los mensajes hablados están en otros archivos.
screen-title = Yahtzee parlante
screen-status = { $over ->
    [yes] Fin de la partida. { $player }: total { $total }
   *[no] { $player }: ronda { $round } de { $rounds }, { $rolls_left ->
        [0] sin tiradas
        [one] 1 tirada
       *[other] { $rolls_left } tiradas
    }, total { $total }
}
screen-dice = Dados:
screen-die = { $held ->
    [yes] [{ $value }]
   *[no] { $value }
}
screen-typed = Escrito: { $typed }
screen-box-filled = { $box }: { $points }
screen-box-option = { $box }: { $points } { $points ->
    [one] posible
   *[other] posibles
}
screen-box-forbidden = { $box }: no disponible
screen-box-open = { $box }: libre
screen-totals = Superior { $upper } de { $target }{ $bonus ->
    [0] {""}
   *[other] {" "}+ bonif. { $bonus }
}, inferior { $lower }{ $yahtzee_bonus ->
    [0] {""}
   *[other] , bonif. Yahtzee { $yahtzee_bonus }
}, total { $total }
screen-prompt = Yahtzee>{" "}
