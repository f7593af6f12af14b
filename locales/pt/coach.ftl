# O treinador: depois de cada marcação, quanto a escolha custou em pontos esperados.
# $best e $chosen são jogadas no infinitivo ("Marcar 9 em Três").
coach-cost = Custou { NUMBER($cost, maximumFractionDigits: 1) } { $cost ->
    [one] ponto
   *[other] pontos
} em média. O melhor era { $best }.
coach-good = Boa escolha.
coach-review = { $count ->
    [0] Treinador, nenhuma escolha custosa nesta partida.
    [one] Treinador, uma escolha custosa, { NUMBER($total, maximumFractionDigits: 1) } { $total ->
        [one] ponto
       *[other] pontos
    } no total. Setas esquerda e direita a repetem.
    [2] Treinador, duas escolhas custosas, { NUMBER($total, maximumFractionDigits: 1) } { $total ->
        [one] ponto
       *[other] pontos
    } no total. Setas esquerda e direita percorrem as escolhas.
   *[other] Treinador, { $count } escolhas custosas, { NUMBER($total, maximumFractionDigits: 1) } { $total ->
        [one] ponto
       *[other] pontos
    } no total. Setas esquerda e direita percorrem as escolhas.
}
coach-decision = Rodada { $round }. Sua escolha, { $chosen }. A melhor, { $best }. Custo { NUMBER($cost, maximumFractionDigits: 1) }.
