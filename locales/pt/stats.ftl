# Estatísticas: o resumo falado (tecla G e fim de partida, também `yahtzee stats`), a posição de
# uma pontuação solo recém-terminada e os problemas com o banco de dados de estatísticas.
# $level é beginner, good ou expert. $date é uma data. $rate é uma fração de 0 a 1.
stats-none = Nenhuma partida terminada ainda.
stats-games = { $games ->
    [one] Uma partida jogada.
   *[other] { $games } partidas jogadas.
}
stats-average = Sua pontuação média é { NUMBER($average, maximumFractionDigits: 1) }, a melhor { $best }.
stats-yahtzees = { $count ->
    [0] Nenhum Yahtzee ainda.
    [one] Um Yahtzee conseguido.
   *[other] { $count } Yahtzees conseguidos.
}
stats-upper-bonus = Bônus da seção superior em { NUMBER($rate, style: "percent") } das suas partidas.
stats-against = Contra o computador { $level ->
    [beginner] iniciante
    [good] bom
    [master] mestre
   *[expert] especialista
}, vitórias { $wins }, derrotas { $losses }, empates { $ties }.
stats-top = { $count ->
    [one] Sua melhor pontuação solo.
   *[other] Suas { $count } melhores pontuações solo.
}
stats-top-entry = { $place }, { $total } pontos, em { DATETIME($date, dateStyle: "long") }.
stats-top-undated = { $place }, { $total } pontos, das suas estatísticas anteriores.
stats-rank = { $rank ->
    [1] { $count ->
        [1] Sua primeira pontuação solo com estas regras.
       *[other] Sua melhor pontuação de todas!
    }
    [2] Sua segunda melhor pontuação.
    [3] Sua terceira melhor pontuação.
    [4] Sua quarta melhor pontuação.
    [5] Sua quinta melhor pontuação.
    [6] Sua sexta melhor pontuação.
    [7] Sua sétima melhor pontuação.
    [8] Sua oitava melhor pontuação.
    [9] Sua nona melhor pontuação.
   *[other] Sua décima melhor pontuação.
}
stats-rank-number = Posição { $rank } entre suas { $count } pontuações com estas regras.
stats-locked-notice = Outra partida está usando suas estatísticas, então desta vez não foi possível lê-las nem salvá-las. O jogo continua.
# Profiles: whose statistics (the name stands alone after a colon, never declined),
# a line of the table of everyone (`yahtzee stats --players`), and a merge of two spellings.
stats-player = Jogador, { $name }.
stats-player-row = { $name }, { $games ->
    [one] um jogo
   *[other] { $games } jogos
}, média { NUMBER($average, maximumFractionDigits: 1) }, melhor { $best }.
stats-merged = Unido. Nome antigo, { $old }. Nome novo, { $new }. { $games ->
    [one] Uma pontuação movida.
   *[other] { $games } pontuações movidas.
}
# Everyone's statistics (`yahtzee stats` without --player, key G when no one person is asked):
# nothing is "your"; each best score says whose it is ($name stands alone between commas).
stats-everyone = Todos os jogadores.
stats-average-everyone = Pontuação média { NUMBER($average, maximumFractionDigits: 1) }, melhor pontuação { $best }.
stats-upper-bonus-everyone = Bônus da seção superior em { NUMBER($rate, style: "percent") } de todas as cartelas.
stats-top-everyone = { $count ->
    [one] A melhor pontuação solo.
   *[other] As { $count } melhores pontuações solo.
}
stats-top-entry-everyone = Número { $place }, { $name }, { $total } pontos, em { DATETIME($date, dateStyle: "long") }.
stats-top-undated-everyone = Número { $place }, { $total } pontos, das estatísticas anteriores.
# Como a pessoa joga, nas partidas medidas (docs/strategy.md): pontos perdidos por partida ($loss)
# e por escolha ($per_choice) nas últimas $games partidas e em todas; a partida mais bem jogada
# ($played, fração do melhor jogo; $total pontos); a de mais e a de menos sorte ($luck pontos
# inteiros da média, $dice more, less ou even). $date é uma data.
stats-skill-recent = Suas últimas { $games } partidas, { NUMBER($loss, maximumFractionDigits: 1) } pontos perdidos por partida, { NUMBER($per_choice, maximumFractionDigits: 2) } por escolha.
stats-skill-all = { $games ->
    [one] Sua única partida medida
   *[other] Suas { $games } partidas medidas
}, { NUMBER($loss, maximumFractionDigits: 1) } pontos perdidos por partida, { NUMBER($per_choice, maximumFractionDigits: 2) } por escolha.
stats-skill-best = Mais bem jogada, { NUMBER($played, style: "percent", maximumFractionDigits: 1) } do ideal, { $total } pontos, em { DATETIME($date, dateStyle: "long") }.
stats-skill-luckiest = Mais sorte, { $dice ->
    [more] os dados deram { $luck } { $luck ->
        [one] ponto
       *[other] pontos
    } a mais que a média
    [less] os dados deram { $luck } { $luck ->
        [one] ponto
       *[other] pontos
    } a menos que a média
   *[even] os dados ficaram na média
}, em { DATETIME($date, dateStyle: "long") }.
stats-skill-unluckiest = Menos sorte, { $dice ->
    [more] os dados deram { $luck } { $luck ->
        [one] ponto
       *[other] pontos
    } a mais que a média
    [less] os dados deram { $luck } { $luck ->
        [one] ponto
       *[other] pontos
    } a menos que a média
   *[even] os dados ficaram na média
}, em { DATETIME($date, dateStyle: "long") }.
