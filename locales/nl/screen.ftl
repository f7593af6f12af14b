# Wat het volledige scherm toont (belangrijke woorden eerst). Gesproken berichten staan elders.
screen-title = Sprekende Yahtzee
screen-status = { $over ->
    [yes] Spel voorbij. { $player } totaal { $total }
   *[no] { $player }: ronde { $round } van { $rounds }, { $rolls_left ->
        [0] geen worpen meer
        [one] nog 1 worp
       *[other] nog { $rolls_left } worpen
    }, totaal { $total }
}
screen-dice = Stenen:
screen-die = { $held ->
    [yes] [{ $value }]
   *[no] { $value }
}
screen-typed = Getypt: { $typed }
screen-box-filled = { $box }: { $points }
screen-box-option = { $box }: { $points } mogelijk
screen-box-forbidden = { $box }: niet toegestaan
screen-box-open = { $box }: open
screen-totals = Boven { $upper } van { $target }{ $bonus ->
    [0] {""}
   *[other] {" "}+ bonus { $bonus }
}, onder { $lower }{ $yahtzee_bonus ->
    [0] {""}
   *[other] , Yahtzee-bonus { $yahtzee_bonus }
}, totaal { $total }
screen-prompt = Yahtzee>{" "}
