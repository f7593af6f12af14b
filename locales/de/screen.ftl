# Was der Vollbildschirm zeigt (wichtige Wörter zuerst). Gesprochene Meldungen stehen anderswo.
screen-title = Sprechendes Yahtzee
screen-status = { $over ->
    [yes] Spiel vorbei. { $player }: Summe { $total }
   *[no] { $player }: Runde { $round } von { $rounds }, { $rolls_left ->
        [0] keine Würfe mehr
        [one] 1 Wurf übrig
       *[other] { $rolls_left } Würfe übrig
    }, Summe { $total }
}
screen-dice = Würfel:
screen-die = { $held ->
    [yes] [{ $value }]
   *[no] { $value }
}
screen-typed = Eingabe: { $typed }
screen-box-filled = { $box }: { $points }
screen-box-option = { $box }: { $points } möglich
screen-box-forbidden = { $box }: nicht erlaubt
screen-box-open = { $box }: frei
screen-totals = Oben { $upper } von { $target }{ $bonus ->
    [0] {""}
   *[other] {" "}+ Bonus { $bonus }
}, unten { $lower }{ $yahtzee_bonus ->
    [0] {""}
   *[other] , Yahtzee-Bonus { $yahtzee_bonus }
}, Summe { $total }
screen-prompt = Yahtzee>{" "}
