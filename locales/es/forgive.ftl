# Juego indulgente: protección contra teclas sueltas, deshacer y reanudar una partida sin terminar.
# $combo es yahtzee, large-straight, small-straight o full-house. $key es el nombre de la tecla.
# $box es el nombre de una casilla (box.ftl). $dice es una lista de dados.
forgive-roll-too-soon = Tirada ignorada, demasiado seguida a la anterior.
forgive-confirm-roll = Tienes { $combo ->
    [yahtzee] un Yahtzee
    [yatzy] un Yatzy
    [large-straight] una escalera grande
    [small-straight] una escalera pequeña
   *[full-house] un full
}. Pulsa { $key } otra vez para tirar de todos modos.
forgive-undo-hold = Deshecho. { $count ->
    [0] Ningún dado guardado.
   *[other] Guardas { $dice }.
}
forgive-undo-score = Deshecho, { $points } { box-in }. { $box } vuelve a estar libre.
forgive-undo-turn-back = Vuelve el turno de { $player }.
forgive-undo-nothing = No hay nada que deshacer.
forgive-undo-after-roll = Se han tirado los dados desde entonces. Una tirada no se puede deshacer.
forgive-undo-not-yours = { $player } ha jugado desde entonces. Solo puedes deshacer tu última jugada.
forgive-undo-off = Deshacer está desactivado en esta partida.
forgive-undo-game-over = La partida ha terminado. Ya no se puede deshacer nada.
forgive-resume-offer = Tienes una partida sin terminar del { DATETIME($when, dateStyle: "long") }, { $rules }, ronda { $round } de { $rounds }, { $scores }, { $last_score }. Pulsa { confirm-yes } o Intro para reanudarla, { confirm-no } o Escape para empezar una nueva. { forgive-resume-discard-key }
forgive-resume-choice = Partida sin terminar { $number } de { $count }, del { DATETIME($when, dateStyle: "long") }, { $rules }, ronda { $round } de { $rounds }, { $scores }, { $last_score }. Pulsa { confirm-yes } o Intro para reanudarla, { $last ->
    [yes] { confirm-no } o Escape para empezar una nueva.
   *[no] { confirm-no } o Escape para pasar a la siguiente.
} { forgive-resume-discard-key }
forgive-resume-last = última jugada, { $player }, { $points } { box-in }
forgive-resume-score = { $player }, { $total } { $total ->
    [one] punto
   *[other] puntos
}
forgive-resumed = Partida reanudada. { $kind ->
    [solo] Ronda { $round } de { $rounds }
   *[other] { $player }, ronda { $round } de { $rounds }
}. { $dice }
forgive-resume-new = Partida nueva. Las partidas sin terminar siguen guardadas.
forgive-resume-none = No hay ninguna partida sin terminar. Empieza una partida nueva.
forgive-save-broken-notice = No se pudo leer tu partida sin terminar. Se guardó aparte como { $file }.
forgive-save-old-notice = Tu partida sin terminar se guardó con otra versión de Talking Yahtzee y no se puede reanudar. Se guardó aparte como { $file }.
forgive-save-failed-notice = No se puede guardar la partida en { $file }. El juego sigue, pero no se podrá reanudar si se interrumpe.
forgive-save-running = { $count ->
    [1] Hay otra partida en curso en esta carpeta de datos. Su guardado es suyo y se conserva.
   *[other] Partidas en curso en esta carpeta de datos, { $count }. Sus guardados son suyos y se conservan.
}
forgive-resume-discard-key = Retroceso la descarta para siempre.
forgive-resume-discard-ask = ¿Descartar esta partida sin terminar para siempre? Pulsa Retroceso otra vez para descartarla. Cualquier otra tecla la conserva.
forgive-resume-discarded = Partida sin terminar descartada.
