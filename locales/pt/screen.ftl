# O que a tela cheia mostra (palavras importantes primeiro). As mensagens faladas ficam noutros arquivos.
screen-title = Yahtzee falante
screen-status = { $over ->
    [yes] Fim de jogo. { $player }: total { $total }
   *[no] { $player }: rodada { $round } de { $rounds }, { $rolls_left ->
        [0] sem lançamentos
        [one] 1 lançamento
       *[other] { $rolls_left } lançamentos
    }, total { $total }
}
screen-dice = Dados:
screen-die = { $held ->
    [yes] [{ $value }]
   *[no] { $value }
}
screen-typed = Digitado: { $typed }
screen-box-filled = { $box }: { $points }
screen-box-option = { $box }: { $points } { $points ->
    [0] possíveis
    [one] possível
   *[other] possíveis
}
screen-box-forbidden = { $box }: indisponível
screen-box-open = { $box }: livre
screen-totals = Superior { $upper } de { $target }{ $bonus ->
    [0] {""}
   *[other] {" "}+ bônus { $bonus }
}, inferior { $lower }{ $yahtzee_bonus ->
    [0] {""}
   *[other] , bônus Yahtzee { $yahtzee_bonus }
}, total { $total }
screen-prompt = Yahtzee>{" "}
