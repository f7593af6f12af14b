# Nachsichtiges Spiel: Schutz vor versehentlichen Tasten, Rückgängig und Fortsetzen eines unterbrochenen Spiels.
# $combo ist yahtzee, large-straight, small-straight oder full-house. $key ist der Name der Taste.
# $box ist der Name eines Felds (box.ftl). $dice ist eine Liste von Würfeln.
forgive-roll-too-soon = Wurf ignoriert, zu kurz nach dem letzten.
forgive-confirm-roll = Du hast { $combo ->
    [yahtzee] einen Yahtzee
    [yatzy] einen Yatzy
    [large-straight] eine große Straße
    [small-straight] eine kleine Straße
   *[full-house] ein Full House
}. Drücke noch einmal { $key }, um trotzdem zu würfeln.
forgive-undo-hold = Rückgängig gemacht. { $count ->
    [0] Kein Würfel gehalten.
   *[other] Du hältst { $dice }.
}
forgive-undo-score = Rückgängig gemacht, { $points } { box-in }. Das Feld ist wieder frei.
forgive-undo-turn-back = Wieder am Zug, { $player }.
forgive-undo-nothing = Nichts rückgängig zu machen.
forgive-undo-after-roll = Seitdem wurde gewürfelt. Ein Wurf kann nicht rückgängig gemacht werden.
forgive-undo-not-yours = { $player } hat seitdem gespielt. Du kannst nur deinen eigenen letzten Zug rückgängig machen.
forgive-undo-off = Rückgängig ist in diesem Spiel ausgeschaltet.
forgive-undo-game-over = Das Spiel ist vorbei. Nichts kann mehr rückgängig gemacht werden.
forgive-resume-offer = Du hast ein unterbrochenes Spiel vom { DATETIME($when, dateStyle: "long") }, { $rules }, Runde { $round } von { $rounds }, { $scores }, { $last_score }. Drücke { confirm-yes } oder die Eingabetaste zum Fortsetzen, { confirm-no } oder Escape für ein neues Spiel. { forgive-resume-discard-key }
forgive-resume-choice = Unterbrochenes Spiel { $number } von { $count }, vom { DATETIME($when, dateStyle: "long") }, { $rules }, Runde { $round } von { $rounds }, { $scores }, { $last_score }. Drücke { confirm-yes } oder die Eingabetaste zum Fortsetzen, { $last ->
    [yes] { confirm-no } oder Escape für ein neues Spiel.
   *[no] { confirm-no } oder Escape für das nächste.
} { forgive-resume-discard-key }
forgive-resume-last = zuletzt, { $player }, { $points } { box-in }
forgive-resume-score = { $player }, { $total } { $total ->
    [one] Punkt
   *[other] Punkte
}
forgive-resumed = Spiel fortgesetzt. { $kind ->
    [solo] Runde { $round } von { $rounds }
   *[other] { $player }, Runde { $round } von { $rounds }
}. { $dice }
forgive-resume-new = Neues Spiel. Unterbrochene Spiele bleiben gespeichert.
forgive-resume-none = Es gibt kein unterbrochenes Spiel. Ein neues Spiel beginnt.
forgive-save-broken-notice = Dein unterbrochenes Spiel konnte nicht gelesen werden. Es wurde als { $file } beiseitegelegt.
forgive-save-old-notice = Dein unterbrochenes Spiel wurde von einer anderen Version von Talking Yahtzee gespeichert und kann nicht fortgesetzt werden. Es wurde als { $file } beiseitegelegt.
forgive-save-failed-notice = Das Spiel kann nicht in { $file } gespeichert werden. Es geht weiter, kann aber nach einer Unterbrechung nicht fortgesetzt werden.
forgive-save-running = { $count ->
    [1] In diesem Datenordner läuft noch ein anderes Spiel. Sein Spielstand gehört ihm und bleibt erhalten.
   *[other] Spiele, die in diesem Datenordner laufen, { $count }. Ihre Spielstände gehören ihnen und bleiben erhalten.
}
forgive-resume-discard-key = Die Rücktaste verwirft es endgültig.
forgive-resume-discard-ask = Dieses unterbrochene Spiel endgültig verwerfen? Drücke noch einmal die Rücktaste zum Verwerfen, jede andere Taste behält es.
forgive-resume-discarded = Unterbrochenes Spiel verworfen.
