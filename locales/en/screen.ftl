# What the full screen shows (ASCII only, important words first). Spoken messages are elsewhere.
screen-title = Talking Yahtzee
screen-status = { $over ->
    [yes] Game over. { $player } total { $total }
   *[no] { $player }: round { $round } of { $rounds }, { $rolls_left ->
        [0] no rolls left
        [one] 1 roll left
       *[other] { $rolls_left } rolls left
    }, total { $total }
}
screen-dice = Dice:
screen-die = { $held ->
    [yes] [{ $value }]
   *[no] { $value }
}
screen-typed = Typed: { $typed }
screen-box-filled = { $box }: { $points }
screen-box-option = { $box }: { $points } possible
screen-box-forbidden = { $box }: not allowed
screen-box-open = { $box }: open
screen-totals = Upper { $upper } of { $target }{ $bonus ->
    [0] {""}
   *[other] {" "}+ bonus { $bonus }
}, lower { $lower }{ $yahtzee_bonus ->
    [0] {""}
   *[other] , Yahtzee bonus { $yahtzee_bonus }
}, total { $total }
screen-prompt = Yahtzee>{" "}
