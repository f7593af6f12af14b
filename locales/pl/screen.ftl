# Co pokazuje pełny ekran (najważniejsze słowa najpierw). Komunikaty mówione są gdzie indziej.
screen-title = Mówiący Yahtzee
screen-status = { $over ->
    [yes] Koniec gry. { $player } razem { $total }
   *[no] { $player }: runda { $round } z { $rounds }, { $rolls_left ->
        [0] bez rzutów
        [one] został 1 rzut
        [few] zostały { $rolls_left } rzuty
       *[other] zostało { $rolls_left } rzutów
    }, razem { $total }
}
screen-dice = Kości:
screen-die = { $held ->
    [yes] [{ $value }]
   *[no] { $value }
}
screen-typed = Wpisano: { $typed }
screen-box-filled = { $box }: { $points }
screen-box-option = { $box }: możliwe { $points }
screen-box-forbidden = { $box }: niedozwolone
screen-box-open = { $box }: wolne
screen-totals = Góra { $upper } z { $target }{ $bonus ->
    [0] {""}
   *[other] {" "}+ premia { $bonus }
}, dół { $lower }{ $yahtzee_bonus ->
    [0] {""}
   *[other] , premia Yahtzee { $yahtzee_bonus }
}, razem { $total }
screen-prompt = Yahtzee>{" "}
