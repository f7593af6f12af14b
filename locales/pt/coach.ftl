# O treinador: depois de cada marcação, quanto a escolha custou em pontos esperados.
# $best e $chosen são jogadas no infinitivo ("Marcar 9 em Três").
coach-cost = Custou { NUMBER($cost, maximumFractionDigits: 1) } { $cost ->
    [one] ponto
   *[other] pontos
} em média. O melhor era { $best }.
coach-good = Boa escolha.
