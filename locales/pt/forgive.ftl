# Jogo tolerante: proteção contra teclas acidentais, desfazer e retomar uma partida inacabada.
# $combo é yahtzee, large-straight, small-straight ou full-house. $key é o nome da tecla.
# $box é o nome de uma casa (box.ftl). $dice é uma lista de dados.
forgive-roll-too-soon = Lançamento ignorado, cedo demais depois do anterior.
forgive-confirm-roll = Você tem { $combo ->
    [yahtzee] um Yahtzee
    [yatzy] um Yatzy
    [large-straight] uma sequência alta
    [small-straight] uma sequência baixa
   *[full-house] um full house
}. Pressione { $key } de novo para lançar mesmo assim.
forgive-undo-hold = Desfeito. { $count ->
    [0] Nenhum dado guardado.
   *[other] Guardando { $dice }.
}
forgive-undo-score = Desfeito, { $points } { box-in }. { $box } está livre de novo.
forgive-undo-turn-back = De volta à vez de { $player }.
forgive-undo-nothing = Nada para desfazer.
forgive-undo-after-roll = Os dados foram lançados desde então. Um lançamento não pode ser desfeito.
forgive-undo-not-yours = { $player } jogou desde então. Você só pode desfazer a sua última jogada.
forgive-undo-off = Desfazer está desativado nesta partida.
forgive-undo-game-over = A partida terminou. Nada mais pode ser desfeito.
forgive-resume-offer = Você tem uma partida inacabada de { DATETIME($when, dateStyle: "long") }, { $rules }, rodada { $round } de { $rounds }, { $scores }, { $last_score }. Pressione { confirm-yes } ou Enter para retomá-la, { confirm-no } ou Escape para começar uma nova. { forgive-resume-discard-key }
forgive-resume-choice = Partida inacabada { $number } de { $count }, de { DATETIME($when, dateStyle: "long") }, { $rules }, rodada { $round } de { $rounds }, { $scores }, { $last_score }. Pressione { confirm-yes } ou Enter para retomá-la, { $last ->
    [yes] { confirm-no } ou Escape para começar uma nova.
   *[no] { confirm-no } ou Escape para passar à próxima.
} { forgive-resume-discard-key }
forgive-resume-last = última jogada, { $player }, { $points } { box-in }
forgive-resume-score = { $player }, { $total } { $total ->
    [1] ponto
   *[other] pontos
}
forgive-resumed = Partida retomada. { $kind ->
    [solo] Rodada { $round } de { $rounds }
   *[other] { $player }, rodada { $round } de { $rounds }
}. { $dice }
forgive-resume-new = Nova partida. As partidas inacabadas continuam guardadas.
forgive-resume-none = Não há partida inacabada para retomar. Começa uma nova partida.
forgive-save-broken-notice = Não foi possível ler a sua partida inacabada. Ela foi guardada à parte como { $file }.
forgive-save-old-notice = A sua partida inacabada foi salva por outra versão do Talking Yahtzee e não pode ser retomada. Ela foi guardada à parte como { $file }.
forgive-save-failed-notice = Não é possível salvar a partida em { $file }. O jogo continua, mas não poderá ser retomado se for interrompido.
forgive-save-running = { $count ->
    [1] Outra partida está em andamento nesta pasta de dados. O salvamento dela é só dela e fica guardado.
   *[other] Partidas em andamento nesta pasta de dados, { $count }. Os salvamentos delas são só delas e ficam guardados.
}
forgive-resume-discard-key = Backspace a descarta de vez.
forgive-resume-discard-ask = Descartar esta partida inacabada de vez? Pressione Backspace de novo para descartá-la. Qualquer outra tecla a mantém.
forgive-resume-discarded = Partida inacabada descartada.
