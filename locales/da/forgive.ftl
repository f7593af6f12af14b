# Tilgivende spil: beskyttelse mod fejltaster, fortryd, og at fortsætte et uafsluttet spil.
# $combo er yahtzee, large-straight, small-straight eller full-house. $key er tastens navn.
# $box er et felts navn (box.ftl). $dice er en liste af terningværdier.
forgive-roll-too-soon = Slag ignoreret, for kort efter det forrige.
forgive-confirm-roll = Du har { $combo ->
    [yahtzee] Yatzy
    [yatzy] Yatzy
    [large-straight] store straight
    [small-straight] lille straight
   *[full-house] fuldt hus
}. Tryk { $key } igen for at slå alligevel.
forgive-undo-hold = Fortrudt. { $count ->
    [0] Ingen terninger holdt.
   *[other] Holdt, { $dice }.
}
forgive-undo-score = Fortrudt, { $points } i { $box }. Feltet { $box } er ledigt igen.
forgive-undo-turn-back = { $player } har turen igen.
forgive-undo-nothing = Intet at fortryde.
forgive-undo-after-roll = Der er slået siden. Et slag kan ikke fortrydes.
forgive-undo-not-yours = { $player } har spillet siden. Du kan kun fortryde dit eget sidste træk.
forgive-undo-off = Fortryd er slået fra i dette spil.
forgive-undo-game-over = Spillet er slut. Intet kan fortrydes.
forgive-resume-offer = Du har et uafsluttet spil fra den { DATETIME($when, dateStyle: "long") }, { $rules }, runde { $round } af { $rounds }, { $scores }, { $last_score }. Tryk { confirm-yes } eller Enter for at fortsætte det, { confirm-no } eller Escape for at starte et nyt spil. { forgive-resume-discard-key }
forgive-resume-choice = Uafsluttet spil { $number } af { $count }, fra den { DATETIME($when, dateStyle: "long") }, { $rules }, runde { $round } af { $rounds }, { $scores }, { $last_score }. Tryk { confirm-yes } eller Enter for at fortsætte det, { $last ->
    [yes] { confirm-no } eller Escape for at starte et nyt spil.
   *[no] { confirm-no } eller Escape for det næste.
} { forgive-resume-discard-key }
forgive-resume-last = senest, { $player }, { $points } { box-in }
forgive-resume-score = { $player }, { $total ->
        [one] ét point
       *[other] { $total } point
    }
forgive-resumed = Spillet fortsætter. { $kind ->
    [solo] Runde { $round } af { $rounds }
   *[other] { $player }, runde { $round } af { $rounds }
}. { $dice }
forgive-resume-new = Nyt spil. Uafsluttede spil forbliver gemt.
forgive-resume-none = Der er intet uafsluttet spil at fortsætte. Et nyt spil starter.
forgive-save-broken-notice = Dit uafsluttede spil kunne ikke læses. Det er lagt til side som { $file }.
forgive-save-old-notice = Dit uafsluttede spil blev gemt af en anden version af Talende Yahtzee og kan ikke fortsættes. Det er lagt til side som { $file }.
forgive-save-failed-notice = Spillet kan ikke gemmes i { $file }. Spillet fortsætter, men kan ikke genoptages, hvis det bliver afbrudt.
forgive-save-running = { $count ->
    [1] Et andet spil kører i denne datamappe. Dets gemte spil er dets eget og bevares.
   *[other] Spil, der kører i denne datamappe, { $count }. Deres gemte spil er deres egne og bevares.
}
forgive-resume-discard-key = Tilbage-tasten sletter det for altid.
forgive-resume-discard-ask = Slette dette uafsluttede spil for altid? Tryk på Tilbage-tasten igen for at slette det, enhver anden tast beholder det.
forgive-resume-discarded = Det uafsluttede spil er slettet.
