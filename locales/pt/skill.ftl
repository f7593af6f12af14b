# Como cada um jogou, descontados os dados, no fim de cada partida (docs/strategy.md).
# $own é yes para quem ouve («você»); senão a linha nomeia o jogador, como sujeito.
# $played é uma fração (0,986 é 98,6%): a pontuação esperada das escolhas em relação à do melhor
# jogo. $luck é a diferença dos dados para a média em pontos inteiros, nunca negativa; $dice diz
# o sentido: more, less ou even. Com $measured yes, a chance de vencer perdida, $chance (uma fração).
skill-line = { $own ->
    [yes] Você jogou { NUMBER($played, style: "percent", maximumFractionDigits: 1) } do ideal{ $measured ->
        [yes] , perdeu { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } de chance de vencer
       *[no] {""}
    } e os dados { $dice ->
        [more] lhe deram { $luck } { $luck ->
            [one] ponto
           *[other] pontos
        } a mais que a média.
        [less] lhe deram { $luck } { $luck ->
            [one] ponto
           *[other] pontos
        } a menos que a média.
       *[even] ficaram bem na média.
    }
   *[no] { $name } jogou { NUMBER($played, style: "percent", maximumFractionDigits: 1) } do ideal{ $measured ->
        [yes] , perdeu { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } de chance de vencer
       *[no] {""}
    } e os dados { $dice ->
        [more] deram { $luck } { $luck ->
            [one] ponto
           *[other] pontos
        } a mais que a média.
        [less] deram { $luck } { $luck ->
            [one] ponto
           *[other] pontos
        } a menos que a média.
       *[even] ficaram bem na média.
    }
}
skill-details-start = O melhor jogo prevê { NUMBER($start, maximumFractionDigits: 1) } pontos, { $own ->
    [yes] { $finished ->
        [yes] você terminou com { $final }.
       *[no] você tinha { $final } pontos quando a partida foi deixada.
    }
   *[no] { $name } { $finished ->
        [yes] terminou com { $final }.
       *[no] tinha { $final } pontos quando a partida foi deixada.
    }
}
skill-details-luck = { $dice ->
    [more] Os dados deram { NUMBER($luck, maximumFractionDigits: 2) } { $luck ->
        [one] ponto
       *[other] pontos
    } a mais que a média.
    [less] Os dados deram { NUMBER($luck, maximumFractionDigits: 2) } { $luck ->
        [one] ponto
       *[other] pontos
    } a menos que a média.
   *[even] Os dados ficaram bem na média.
}
skill-details-loss = { $choices ->
    [one] Uma escolha
   *[other] { $choices } escolhas
}, { NUMBER($loss, maximumFractionDigits: 2) } { $loss ->
    [one] ponto perdido
   *[other] pontos perdidos
}, { NUMBER($per_choice, maximumFractionDigits: 2) } por escolha.
skill-details-chance = Jogando para vencer, { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } de chance de vencer perdidos em { $choices ->
    [one] uma escolha
   *[other] { $choices } escolhas
}.
skill-choices-none = { $own ->
    [yes] Nenhuma escolha cara, você fez sempre a melhor jogada.
   *[no] Nenhuma escolha cara de { $name }.
}
skill-choice = { $rank } de { $count }, rodada { $round }, { $measured ->
    [yes] { NUMBER($chance, style: "percent", maximumFractionDigits: 1) } de chance de vencer perdidos.
   *[no] { NUMBER($loss, maximumFractionDigits: 2) } { $loss ->
        [one] ponto perdido.
       *[other] pontos perdidos.
    }
}
skill-choice-dice = { $rolls_left ->
    [0] Último lançamento
    [one] Resta um lançamento
   *[other] Restam { $rolls_left } lançamentos
}, dados { $dice }{ $held_count ->
    [0] .
   *[other] , com { $held } guardados.
}
skill-choice-done = { $own ->
    [yes] { $action ->
        [keep] { $count ->
            [0] Você lançou os cinco de novo.
           *[other] Você guardou { $dice }.
        }
       *[score] Você marcou { $points } { box-in }.
    }
   *[no] { $name } { $action ->
        [keep] { $count ->
            [0] lançou os cinco de novo.
           *[other] guardou { $dice }.
        }
       *[score] marcou { $points } { box-in }.
    }
}
skill-choice-best = { $goal ->
    [win] Melhor para vencer
   *[points] Melhor
}, { $action ->
    [keep] { $count ->
        [0] lançar os cinco.
       *[other] guardar { $dice }.
    }
   *[score] { $points } { box-in }.
}

skill-rating = { $own ->
    [yes] Sua pontuação agora é
   *[no] { $name }, pontuação
} { $rating }, { $direction ->
    [up] subiu { $change }
    [down] caiu { $change }
   *[same] sem mudança
}, posição { $rank } de { $ranked }.
skill-unrated = Esta partida não conta para a classificação, { $reason ->
    [computers] um computador jogou na mesa.
    [stand-in] um computador jogou por alguém.
    [store] o servidor não conseguiu guardar a classificação.
   *[practice] a mesa é para treino.
}
