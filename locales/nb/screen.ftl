# Hva fullskjermen viser (viktige ord først). De talte meldingene står andre steder.
screen-title = Talende Yahtzee
screen-status = { $over ->
    [yes] Spillet er slutt. { $player } totalt { $total }
   *[no] { $player }: runde { $round } av { $rounds }, { $rolls_left ->
        [0] ingen kast igjen
        [one] 1 kast igjen
       *[other] { $rolls_left } kast igjen
    }, totalt { $total }
}
screen-dice = Terninger:
screen-die = { $held ->
    [yes] [{ $value }]
   *[no] { $value }
}
screen-typed = Skrevet: { $typed }
screen-box-filled = { $box }: { $points }
screen-box-option = { $box }: { $points } mulige
screen-box-forbidden = { $box }: ikke tillatt
screen-box-open = { $box }: ledig
screen-totals = Øvre { $upper } av { $target }{ $bonus ->
    [0] {""}
   *[other] {" "}+ bonus { $bonus }
}, nedre { $lower }{ $yahtzee_bonus ->
    [0] {""}
   *[other] , Yatzy-bonus { $yahtzee_bonus }
}, totalt { $total }
screen-prompt = Yatzy>{" "}
