# Gioco indulgente: protezione dai tasti accidentali, annulla e ripresa di una partita non finita.
# $combo è yahtzee, large-straight, small-straight o full-house. $key è il nome del tasto.
# $box è il nome di una casella (box.ftl). $dice è una lista di dadi.
forgive-roll-too-soon = Lancio ignorato, troppo vicino al precedente.
forgive-confirm-roll = Hai { $combo ->
    [yahtzee] uno Yahtzee
    [yatzy] uno Yatzy
    [large-straight] una scala maggiore
    [small-straight] una scala minore
   *[full-house] un full
}. Premi di nuovo { $key } per lanciare comunque.
forgive-undo-hold = Annullato. { $count ->
    [0] Nessun dado tenuto.
   *[other] Tieni { $dice }.
}
forgive-undo-score = Annullato, { $points } { box-in }. { $box } è di nuovo libera.
forgive-undo-turn-back = Di nuovo il turno di { $player }.
forgive-undo-nothing = Niente da annullare.
forgive-undo-after-roll = Da allora i dadi sono stati lanciati. Un lancio non si può annullare.
forgive-undo-not-yours = { $player } ha giocato da allora. Puoi annullare solo la tua ultima mossa.
forgive-undo-off = L'annullamento è disattivato in questa partita.
forgive-undo-game-over = La partita è finita. Non si può più annullare niente.
forgive-resume-offer = Hai una partita non finita del { DATETIME($when, dateStyle: "long") }, { $rules }, giro { $round } di { $rounds }, { $scores }, { $last_score }. Premi { confirm-yes } o Invio per riprenderla, { confirm-no } o Esc per iniziarne una nuova. { forgive-resume-discard-key }
forgive-resume-choice = Partita non finita { $number } di { $count }, del { DATETIME($when, dateStyle: "long") }, { $rules }, giro { $round } di { $rounds }, { $scores }, { $last_score }. Premi { confirm-yes } o Invio per riprenderla, { $last ->
    [yes] { confirm-no } o Esc per iniziarne una nuova.
   *[no] { confirm-no } o Esc per passare alla successiva.
} { forgive-resume-discard-key }
forgive-resume-last = ultimo punteggio, { $player }, { $points } { box-in }
forgive-resume-score = { $player }, { $total } { $total ->
    [one] punto
   *[other] punti
}
forgive-resumed = Partita ripresa. { $kind ->
    [solo] Giro { $round } di { $rounds }
   *[other] { $player }, giro { $round } di { $rounds }
}. { $dice }
forgive-resume-new = Nuova partita. Le partite non finite restano salvate.
forgive-resume-none = Non c'è nessuna partita non finita da riprendere. Inizia una nuova partita.
forgive-save-broken-notice = Impossibile leggere la tua partita non finita. È stata messa da parte come { $file }.
forgive-save-old-notice = La tua partita non finita è stata salvata da un'altra versione di Talking Yahtzee e non si può riprendere. È stata messa da parte come { $file }.
forgive-save-failed-notice = Impossibile salvare la partita in { $file }. Il gioco continua, ma non si potrà riprendere se viene interrotto.
forgive-save-running = { $count ->
    [1] In questa cartella dei dati è in corso un'altra partita. Il suo salvataggio è suo e viene conservato.
   *[other] Partite in corso in questa cartella dei dati, { $count }. I loro salvataggi sono loro e vengono conservati.
}
forgive-resume-discard-key = Backspace la elimina definitivamente.
forgive-resume-discard-ask = Eliminare definitivamente questa partita non finita? Premi di nuovo Backspace per eliminarla, qualsiasi altro tasto la conserva.
forgive-resume-discarded = Partita non finita eliminata.
