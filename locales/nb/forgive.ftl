# Tilgivende spill: vern mot feiltaster, angre, og å fortsette et uferdig spill.
# $combo er yahtzee, large-straight, small-straight eller full-house. $key er tastens navn.
# $box er navnet på en rute (box.ftl). $dice er en liste med terningverdier.
forgive-roll-too-soon = Kast ignorert, for kort tid etter det forrige.
forgive-confirm-roll = Du har { $combo ->
    [yahtzee] Yatzy
    [yatzy] Yatzy
    [large-straight] stor straight
    [small-straight] liten straight
   *[full-house] hus
}. Trykk { $key } igjen for å kaste likevel.
forgive-undo-hold = Angret. { $count ->
    [0] Ingen terninger holdt.
   *[other] Holdt, { $dice }.
}
forgive-undo-score = Angret, { $points } i { $box }. Ruten { $box } er ledig igjen.
forgive-undo-turn-back = { $player } har turen igjen.
forgive-undo-nothing = Ingenting å angre.
forgive-undo-after-roll = Det er kastet siden. Et kast kan ikke angres.
forgive-undo-not-yours = { $player } har spilt siden. Du kan bare angre ditt eget siste trekk.
forgive-undo-off = Angre er slått av i dette spillet.
forgive-undo-game-over = Spillet er slutt. Ingenting kan angres.
forgive-resume-offer = Du har et uferdig spill fra { DATETIME($when, dateStyle: "long") }, { $rules }, runde { $round } av { $rounds }, { $scores }, { $last_score }. Trykk { confirm-yes } eller Enter for å fortsette det, { confirm-no } eller Escape for å starte et nytt spill. { forgive-resume-discard-key }
forgive-resume-choice = Uferdig spill { $number } av { $count }, fra { DATETIME($when, dateStyle: "long") }, { $rules }, runde { $round } av { $rounds }, { $scores }, { $last_score }. Trykk { confirm-yes } eller Enter for å fortsette det, { $last ->
    [yes] { confirm-no } eller Escape for å starte et nytt spill.
   *[no] { confirm-no } eller Escape for det neste.
} { forgive-resume-discard-key }
forgive-resume-last = sist, { $player }, { $points } { box-in }
forgive-resume-score = { $player }, { $total ->
        [one] ett poeng
       *[other] { $total } poeng
    }
forgive-resumed = Spillet fortsetter. { $kind ->
    [solo] Runde { $round } av { $rounds }
   *[other] { $player }, runde { $round } av { $rounds }
}. { $dice }
forgive-resume-new = Nytt spill. Uferdige spill forblir lagret.
forgive-resume-none = Det finnes ikke noe uferdig spill å fortsette. Et nytt spill begynner.
forgive-save-broken-notice = Det uferdige spillet ditt kunne ikke leses. Det er lagt til side som { $file }.
forgive-save-old-notice = Det uferdige spillet ditt ble lagret av en annen versjon av Talende Yahtzee og kan ikke fortsettes. Det er lagt til side som { $file }.
forgive-save-failed-notice = Spillet kan ikke lagres i { $file }. Spillet fortsetter, men det kan ikke gjenopptas hvis det blir avbrutt.
forgive-save-running = { $count ->
    [1] Et annet spill pågår i denne datamappen. Det lagrede spillet dets er dets eget og tas vare på.
   *[other] Spill som pågår i denne datamappen, { $count }. De lagrede spillene deres er deres egne og tas vare på.
}
forgive-resume-discard-key = Tilbake-tasten sletter det for godt.
forgive-resume-discard-ask = Slette dette uferdige spillet for godt? Trykk på Tilbake-tasten igjen for å slette det, alle andre taster beholder det.
forgive-resume-discarded = Det uferdige spillet er slettet.
