# Respostas às teclas de consulta. Não mudam nada na partida.
review-dice = { $dice }{ $verbosity ->
    [brief] {""}
   *[other] , ou seja, { $groups }
}. { $held_count ->
    [0] Nenhum guardado.
    [one] Guardado, dado { $held }.
   *[other] Guardados, dados { $held }.
} { $rolls_left ->
    [0] Acabaram os lançamentos.
    [one] Resta um lançamento.
   *[other] Restam { $rolls_left } lançamentos.
}
review-dice-none = Ainda não há dados. Pressione R para lançar.
review-position = { $position }
review-dice-computer = { $rolled ->
    [no] Vez de { $player }, ainda sem lançar.
   *[yes] Vez de { $player }, { $dice }{ $verbosity ->
        [brief] {""}
       *[other] , ou seja, { $groups }
    }. { $kept_count ->
        [0] {""}
       *[other] Guarda { $kept }.
    } { $rolls_left ->
        [0] Acabaram os lançamentos.
        [one] Resta um lançamento.
       *[other] Restam { $rolls_left } lançamentos.
    }
}
review-box = { $box } { $points }
review-open-box = { $box }
# Antes do lançamento: as casas livres. Depois: as que pontuam, das melhores, e quantas dariam
# zero ($zeros), com os nomes ($zero_boxes) só no nível detalhado.
review-open = { $rolled ->
    [yes] { $count ->
        [0] { $zeros ->
            [0] Nenhuma casa permitida
           *[other] Nada pontua
        }
       *[other] { $boxes }
    }{ $zeros ->
        [0] .
        [one] { $count ->
            [0] , uma casa com zero
           *[other] , e uma casa com zero
        }{ $verbosity ->
            [detailed] , { $zero_boxes }.
           *[other] .
        }
       *[other] { $count ->
            [0] , { $zeros } casas com zero
           *[other] , e { $zeros } casas com zero
        }{ $verbosity ->
            [detailed] , { $zero_boxes }.
           *[other] .
        }
    }
   *[no] Casas livres, { $boxes }.
}
review-card = { $own ->
    [yes] Sua cartela
   *[no] Cartela de { $player }
}, { $filled_count ->
    [0] nada marcado ainda.
   *[other] { $filled }.
} Superior { $upper }{ $upper_bonus ->
    [0] {""}
   *[other] {" "}mais bônus { $upper_bonus }
}, inferior { $lower }{ $yahtzee_bonus ->
    [0] {""}
   *[other] , bônus Yahtzee { $yahtzee_bonus }
}, total { $total }. { $open_count ->
    [0] {""}
    [one] Uma casa livre.
    [2] Duas casas livres.
   *[other] { $open_count } casas livres.
}
review-bonus = { $needed ->
    [0] Bônus da seção superior conquistado, { $upper } de { $target }.
   *[other] Seção superior { $upper } de { $target }, { $needed ->
        [one] falta { $needed }
       *[other] faltam { $needed }
    }{ $open_count ->
        [0] , e não resta nenhuma casa superior.
       *[other] . { $verbosity ->
            [detailed] Com três dados de cada face nas casas preenchidas, seriam { $par }.
           *[other] {""}
        }
    }
}
# A spectator's B: whose upper section it is, by name, then the same words.
review-bonus-player = { $player }. { review-bonus }
# $own is yes for the listener, who hears themself as "you" among the names.
review-standing = { $own ->
    [yes] você
   *[other] { $player }
}, { $total } { $total ->
    [1] ponto
   *[other] pontos
}
review-standings = { $kind ->
    [solo] Total, { $standings }.
   *[many] Classificação, { $standings }.
}
review-turn = { $kind ->
    [solo] Rodada { $round } de { $rounds }
   *[other] { $own ->
        [yes] Sua vez, rodada { $round } de { $rounds }
       *[no] Vez de { $player }, rodada { $round } de { $rounds }
    }
}, { $rolled ->
    [no] ainda sem lançar.
   *[yes] { $rolls_left ->
        [0] acabaram os lançamentos.
        [one] resta um lançamento.
       *[other] restam { $rolls_left } lançamentos.
    }
}
review-turn-over = A partida terminou.
review-dice-value-none = { $held ->
    [yes] Nenhum { $value } entre os dados guardados.
   *[no] Nenhum { $value } entre os dados soltos.
}
