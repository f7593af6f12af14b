# Vergevingsgezind spel: bescherming tegen verdwaalde toetsen, ongedaan maken en een onafgemaakt spel hervatten.
# $combo is yahtzee (yatzy onder de Scandinavische regels), large-straight, small-straight of full-house. $key is de naam van de toets.
# $box is de naam van een vak (box.ftl). $dice is een lijst van dobbelstenen.
forgive-roll-too-soon = Worp genegeerd, te snel na de vorige.
forgive-confirm-roll = Je hebt { $combo ->
    [yahtzee] een Yahtzee
    [yatzy] een Yatzy
    [large-straight] een grote straat
    [small-straight] een kleine straat
   *[full-house] een full house
}. Druk nog eens op { $key } om toch te gooien.
forgive-undo-hold = Ongedaan gemaakt. { $count ->
    [0] Geen stenen vastgehouden.
   *[other] Je houdt { $dice } vast.
}
forgive-undo-score = Ongedaan, { $points } { box-in }. { $box } is weer open.
forgive-undo-turn-back = Weer de beurt aan { $player }.
forgive-undo-nothing = Niets om ongedaan te maken.
forgive-undo-after-roll = Er is sindsdien gegooid. Een worp kan niet ongedaan worden gemaakt.
forgive-undo-not-yours = { $player } heeft sindsdien gespeeld. Je kunt alleen je eigen laatste zet ongedaan maken.
forgive-undo-off = Ongedaan maken staat uit in dit spel.
forgive-undo-game-over = Het spel is voorbij. Er kan niets meer ongedaan worden gemaakt.
forgive-resume-offer = Je hebt een onafgemaakt spel van { DATETIME($when, dateStyle: "long") }, { $rules }, ronde { $round } van { $rounds }, { $scores }, { $last_score }. Druk op { confirm-yes } of Enter om het te hervatten, op { confirm-no } of Escape voor een nieuw spel. { forgive-resume-discard-key }
forgive-resume-choice = Onafgemaakt spel { $number } van { $count }, van { DATETIME($when, dateStyle: "long") }, { $rules }, ronde { $round } van { $rounds }, { $scores }, { $last_score }. Druk op { confirm-yes } of Enter om het te hervatten, { $last ->
    [yes] op { confirm-no } of Escape voor een nieuw spel.
   *[no] op { confirm-no } of Escape voor het volgende.
} { forgive-resume-discard-key }
forgive-resume-last = laatste score, { $player }, { $points } { box-in }
forgive-resume-score = { $player }, { $total } { $total ->
    [one] punt
   *[other] punten
}
forgive-resumed = Spel hervat. { $kind ->
    [solo] Ronde { $round } van { $rounds }
   *[other] { $player }, ronde { $round } van { $rounds }
}. { $dice }
forgive-resume-new = Nieuw spel. Onafgemaakte spellen blijven bewaard.
forgive-resume-none = Er is geen onafgemaakt spel om te hervatten. Een nieuw spel begint.
forgive-save-broken-notice = Je onafgemaakte spel kon niet worden gelezen. Het is apart gezet als { $file }.
forgive-save-old-notice = Je onafgemaakte spel is bewaard door een andere versie van Talking Yahtzee en kan niet worden hervat. Het is apart gezet als { $file }.
forgive-save-failed-notice = Het spel kan niet worden bewaard in { $file }. Het spel gaat door, maar kan na een onderbreking niet worden hervat.
forgive-save-running = { $count ->
    [1] Er loopt nog een ander spel in deze gegevensmap. De opslag daarvan is van dat spel en blijft bewaard.
   *[other] Spellen die in deze gegevensmap lopen, { $count }. Hun opslag is van hen en blijft bewaard.
}
forgive-resume-discard-key = Backspace verwijdert het voorgoed.
forgive-resume-discard-ask = Dit onafgemaakte spel voorgoed verwijderen? Druk nog eens op Backspace om het te verwijderen, elke andere toets bewaart het.
forgive-resume-discarded = Onafgemaakt spel verwijderd.
