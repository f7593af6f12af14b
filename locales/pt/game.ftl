# Eventos da partida. $kind é solo (um jogador), human ou computer. $verbosity é brief, normal ou detailed.
# Atenção: em português, o plural CLDR "one" inclui o 0; por isso [0] vem sempre antes de [one].
# Os números falados antes de palavras femininas (casas, rodadas, escolhas) vêm por extenso para o 2 ("duas"),
# porque os sintetizadores leem "2 casas" como "dois casas".

## Quem começa
game-first-roll = { $verbosity ->
    [detailed] { $player } tira { $dice }, no total { $total }.
   *[other] { $player } tira { $total }.
}
game-first-roll-tie = { $players } empatam com { $total } e lançam de novo.
game-first-player = { $player } começa.

## As vezes
game-turn-start = { $kind ->
    [solo] { $verbosity ->
        [brief] Rodada { $round }.
        [detailed] Rodada { $round } de { $rounds }, { $rounds_left ->
            [0] a última
            [one] falta mais uma depois desta
            [2] faltam mais duas depois desta
           *[other] faltam mais { $rounds_left } depois desta
        }. Total { $total }. Pressione R para lançar.
       *[other] Rodada { $round } de { $rounds }.
    }
    [computer] { $verbosity ->
        [detailed] Vez de { $player }.
       *[other] {""}
    }
   *[human] { $team ->
        [yes] { $player }, { $member } lança. { $verbosity ->
            [brief] {""}
           *[other] Rodada { $round } de { $rounds }.
        }
       *[no] { $player }, sua vez. { $verbosity ->
            [brief] {""}
           *[other] Rodada { $round } de { $rounds }.
        }
    }
}

## Lançamentos
# $dice na ordem escolhida; $named é a combinação (dice-combination) e $combination o seu id;
# $best as melhores casas livres com os seus pontos.
game-rolled = { $kind ->
    [computer] { $verbosity ->
        [detailed] { $player } tira { $dice }. { $named }
       *[other] {""}
    }
   *[other] { $verbosity ->
        [brief] { $named } { $combination ->
            [yahtzee] {""}
            [yatzy] {""}
           *[other] { $new_count ->
                [5] { $dice }.
               *[other] { $new }.
            }
        } { $rolls_left ->
            [0] Último lançamento.
            [one] Resta um lançamento.
           *[other] Restam { $rolls_left } lançamentos.
        }
        [detailed] Lançamento { $roll }, { $named } { $dice }, ou seja, { $groups }. { $best_count ->
            [0] {""}
           *[other] Melhores, { $best }.
        } { $rolls_left ->
            [0] Sem lançamentos, escolha uma casa.
            [one] Resta um lançamento.
           *[other] Restam { $rolls_left } lançamentos.
        } { $held_count ->
            [0] {""}
            [one] Um dado estava guardado.
           *[other] { $held_count } dados estavam guardados.
        }
       *[other] { $named } { $combination ->
            [yahtzee] {""}
            [yatzy] {""}
           *[other] { $dice }.
        } { $rolls_left ->
            [0] Escolha uma casa.
            [one] Resta um lançamento.
           *[other] Restam { $rolls_left } lançamentos.
        }
    }
}
## Guardar dados
game-hold = { $verbosity ->
    [brief] { $position }, { $held ->
        [yes] guardado
       *[no] solto
    }
    [detailed] Dado { $position }, { $face }, { $held ->
        [yes] guardado
       *[no] solto
    }. { $held_count ->
        [0] Nenhum dado guardado.
        [one] Um dado guardado.
       *[other] { $held_count } dados guardados.
    }
   *[other] Dado { $position }, { $face }, { $held ->
        [yes] guardado
       *[no] solto
    }.
}
# O computador guarda dados entre lançamentos: só no nível detalhado.
game-keeps = { $verbosity ->
    [detailed] { $count ->
        [0] { $player } lança os cinco de novo.
       *[other] { $player } guarda { $dice }.
    }
   *[other] {""}
}

## Marcar pontos
game-scored = { $kind ->
    [computer] { $verbosity ->
        [detailed] { $player } marca { $points } { box-in }{ $joker ->
            [yes] {" "}como coringa
           *[no] {""}
        }.
       *[other] { $player }, { $points } { box-in }{ $joker ->
            [yes] {" "}como coringa
           *[no] {""}
        }.
    }
   *[other] { $points } { box-in }{ $joker ->
        [yes] {" "}como coringa
       *[no] {""}
    }.
}
game-yahtzee-bonus = { $kind ->
    [computer] Bônus de Yahtzee, { $bonus } pontos.
   *[other] Bônus de Yahtzee, { $bonus } pontos!
}
game-upper-bonus = { $kind ->
    [computer] Bônus da seção superior conquistado, { $bonus } pontos.
   *[other] Bônus da seção superior conquistado, { $bonus } pontos!
}
# Abaixo do nível detalhado, o computador diz o que marcou (game-scored), depois o bônus, se
# houver, e a classificação (game-turn-end); os dados só no nível detalhado.
game-turn-end = { $kind ->
    [computer] { $verbosity ->
        [brief] Total { $total }.
        [detailed] { game-turn-standing }
       *[other] { $status ->
            [leading] { $player } lidera por { $lead }.
            [tied] Empate na liderança com { $total }.
           *[behind] { $behind } atrás de { $leader }.
        }
    }
   *[other] { game-turn-standing }
}
game-round-end = { $kind ->
    [solo] { $verbosity ->
        [detailed] Fim da rodada { $round }. { $rounds_left ->
            [0] {""}
            [one] Falta uma rodada.
            [2] Faltam duas rodadas.
           *[other] Faltam { $rounds_left } rodadas.
        }
       *[other] {""}
    }
   *[many] { $verbosity ->
        [brief] {""}
        [detailed] Fim da rodada { $round }. Classificação, { $standings }.
       *[other] Fim da rodada { $round }.
    }
}

## O fim
game-over = Fim de jogo.
game-over-solo = Pontuação final, { $total }. { $comparison ->
    [first] {""}
    [better] Novo recorde! { $difference } { $difference ->
        [one] ponto
       *[other] pontos
    } acima do recorde anterior, { $best }.
    [equal] Igual ao seu recorde.
   *[worse] Seu recorde continua { $best }, { $difference ->
        [one] faltou um ponto
       *[other] faltaram { $difference } pontos
    }.
}
# $margins é uma lista de game-margin: "20 à frente de Ana e 35 à frente de Rui".
game-winner = { $player } vence com { $total }, { $margins }.
game-margin = { $margin } à frente de { $player }
game-winners-tie = { $players } dividem a vitória com { $total }.
game-standings = Classificação, { $standings }.
game-play-again = Jogar de novo? Pressione Ctrl+N para jogar, { confirm-no } ou Q para sair.
game-new = Nova partida.
game-over-too-soon = Tecla ignorada, a partida acabou de terminar. { $again }
# «de» antes do nome de um jogador (ajuda para outras mensagens).
game-of-player = de { $player }
# A classificação depois de uma vez (parte de game-turn-end). Em pt, 0 e 1 usam [one]: "1 ponto".
game-turn-standing = { $status ->
    [solo] Total { $total }.
    [leading] { $player }, { $total }, { $alone ->
        [yes] na liderança.
       *[no] { $verbosity ->
            [brief] na liderança.
           *[other] { $lead } { $lead ->
                [one] ponto
               *[other] pontos
            } à frente.
        }
    }
    [tied] { $player }, { $total }, empate na liderança.
   *[behind] { $player }, { $total }, { $behind } { $behind ->
        [one] ponto
       *[other] pontos
    } atrás de { $leader }.
}

# Ordem obrigatória (--rules yatzy-forced): a única casa que pode ser marcada agora.
game-next-box = Próxima casa, { $box }.
