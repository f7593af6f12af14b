# Hvad den fulde skærm viser (vigtige ord først). De talte beskeder står andre steder.
screen-title = Talende Yahtzee
screen-status = { $over ->
    [yes] Spillet er slut. { $player } i alt { $total }
   *[no] { $player }: runde { $round } af { $rounds }, { $rolls_left ->
        [0] ingen slag tilbage
        [one] 1 slag tilbage
       *[other] { $rolls_left } slag tilbage
    }, i alt { $total }
}
screen-dice = Terninger:
screen-die = { $held ->
    [yes] [{ $value }]
   *[no] { $value }
}
screen-typed = Skrevet: { $typed }
screen-box-filled = { $box }: { $points }
screen-box-option = { $box }: { $points } mulige
screen-box-forbidden = { $box }: ikke tilladt
screen-box-open = { $box }: ledig
screen-totals = Øvre { $upper } af { $target }{ $bonus ->
    [0] {""}
   *[other] {" "}+ bonus { $bonus }
}, nedre { $lower }{ $yahtzee_bonus ->
    [0] {""}
   *[other] , Yatzy-bonus { $yahtzee_bonus }
}, i alt { $total }
screen-prompt = Yatzy>{" "}
