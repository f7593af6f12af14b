# Ce qu'affiche l'écran complet (les mots importants d'abord). Les messages parlés sont ailleurs.
screen-title = Yahtzee parlant
screen-status = { $over ->
    [yes] Partie terminée. { $player } : total { $total }
   *[no] { $player } : manche { $round } sur { $rounds }, { $rolls_left ->
        [0] aucun lancer
        [one] 1 lancer
       *[other] { $rolls_left } lancers
    }, total { $total }
}
screen-dice = Dés :
screen-die = { $held ->
    [yes] [{ $value }]
   *[no] { $value }
}
screen-typed = Saisi : { $typed }
screen-box-filled = { $box } : { $points }
screen-box-option = { $box } : { $points } { $points ->
    [one] possible
   *[other] possibles
}
screen-box-forbidden = { $box } : impossible
screen-box-open = { $box } : libre
screen-totals = Haut { $upper } sur { $target }{ $bonus ->
    [0] {""}
   *[other] {" "}+ bonus { $bonus }
}, bas { $lower }{ $yahtzee_bonus ->
    [0] {""}
   *[other] , bonus Yahtzee { $yahtzee_bonus }
}, total { $total }
screen-prompt = Yahtzee>{" "}
