# Förlåtande spel: skydd mot felaktiga tangenter, ångra, och att fortsätta ett oavslutat spel.
# $combo är yahtzee, large-straight, small-straight eller full-house. $key är tangentens namn.
# $box är en rutas namn (box.ftl). $dice är en lista av tärningar.
forgive-roll-too-soon = Slaget ignorerades, för tätt efter det förra.
forgive-confirm-roll = Du har { $combo ->
    [yahtzee] en Yatzy
    [yatzy] en Yatzy
    [large-straight] en stor stege
    [small-straight] en liten stege
   *[full-house] en kåk
}. Tryck { $key } igen för att slå ändå.
forgive-undo-hold = Ångrat. { $count ->
    [0] Inga tärningar sparade.
   *[other] Du sparar { $dice }.
}
forgive-undo-score = Ångrat, { $points } { box-in }. Rutan { $box } är öppen igen.
forgive-undo-turn-back = { $player } är på tur igen.
forgive-undo-nothing = Inget att ångra.
forgive-undo-after-roll = Du har slagit sedan dess. Ett slag kan inte ångras.
forgive-undo-not-yours = { $player } har spelat sedan dess. Du kan bara ångra ditt eget senaste drag.
forgive-undo-off = Ångra är avstängt i det här spelet.
forgive-undo-game-over = Spelet är slut. Inget kan ångras.
forgive-resume-offer = Du har ett oavslutat spel från den { DATETIME($when, dateStyle: "long") }, { $rules }, runda { $round } av { $rounds }, { $scores }, { $last_score }. Tryck { confirm-yes } eller Enter för att fortsätta det, { confirm-no } eller Escape för att börja ett nytt spel. { forgive-resume-discard-key }
forgive-resume-choice = Oavslutat spel { $number } av { $count }, från den { DATETIME($when, dateStyle: "long") }, { $rules }, runda { $round } av { $rounds }, { $scores }, { $last_score }. Tryck { confirm-yes } eller Enter för att fortsätta det, { $last ->
    [yes] { confirm-no } eller Escape för att börja ett nytt spel.
   *[no] { confirm-no } eller Escape för nästa.
} { forgive-resume-discard-key }
forgive-resume-last = senast, { $player }, { $points } { box-in }
forgive-resume-score = { $player }, { $total } poäng
forgive-resumed = Spelet fortsätter. { $kind ->
    [solo] Runda { $round } av { $rounds }
   *[other] { $player }, runda { $round } av { $rounds }
}. { $dice }
forgive-resume-new = Nytt spel. Oavslutade spel förblir sparade.
forgive-resume-none = Det finns inget oavslutat spel att fortsätta. Ett nytt spel börjar.
forgive-save-broken-notice = Ditt oavslutade spel kunde inte läsas. Det lades undan som { $file }.
forgive-save-old-notice = Ditt oavslutade spel sparades av en annan version av Talking Yahtzee och kan inte fortsättas. Det lades undan som { $file }.
forgive-save-failed-notice = Spelet kan inte sparas i { $file }. Spelet fortsätter, men kan inte fortsättas om det avbryts.
forgive-save-running = { $count ->
    [1] Ett annat spel pågår i den här datamappen. Dess sparade spel är dess eget och behålls.
   *[other] Spel som pågår i den här datamappen, { $count }. Deras sparade spel är deras egna och behålls.
}
forgive-resume-discard-key = Backsteg tar bort det för gott.
forgive-resume-discard-ask = Ta bort det här oavslutade spelet för gott? Tryck Backsteg igen för att ta bort det, alla andra tangenter behåller det.
forgive-resume-discarded = Det oavslutade spelet är borttaget.
