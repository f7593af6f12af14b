# Vad helskärmen visar (viktiga ord först). De talade meddelandena finns på annat håll.
screen-title = Talande Yahtzee
screen-status = { $over ->
    [yes] Spelet slut. { $player } totalt { $total }
   *[no] { $player }: runda { $round } av { $rounds }, { $rolls_left ->
        [0] inga slag kvar
        [one] 1 slag kvar
       *[other] { $rolls_left } slag kvar
    }, totalt { $total }
}
screen-dice = Tärningar:
screen-die = { $held ->
    [yes] [{ $value }]
   *[no] { $value }
}
screen-typed = Skrivet: { $typed }
screen-box-filled = { $box }: { $points }
screen-box-option = { $box }: { $points } möjliga
screen-box-forbidden = { $box }: inte tillåten
screen-box-open = { $box }: öppen
screen-totals = Övre { $upper } av { $target }{ $bonus ->
    [0] {""}
   *[other] {" "}+ bonus { $bonus }
}, nedre { $lower }{ $yahtzee_bonus ->
    [0] {""}
   *[other] , Yatzybonus { $yahtzee_bonus }
}, totalt { $total }
screen-prompt = Yahtzee>{" "}
