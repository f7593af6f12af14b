# O cliente web: as palavras da página (botões, rótulos); tudo o que o jogo diz vem dos outros
# ficheiros. $die é a posição de um dado, de 1 a 5. $link é um endereço web.
web-title = Yahtzee falante
web-join-heading = Entrar no jogo
web-name = O seu nome
web-language = Idioma
web-play = Jogar
web-area = Mesa de jogo. Prima aqui as teclas do jogo, ponto de interrogação para a ajuda.
web-area-role = jogo
web-buttons = Botões
web-roll = Lançar
web-previous = Casa anterior
web-next = Casa seguinte
web-score = Marcar
web-help = Ajuda
web-repeat = Repetir
web-sounds = Sons ligados ou desligados
web-board = Tabuleiro
web-messages = Mensagens
web-link = { $where ->
    [page] O endereço desta página é o link da mesa. Os amigos que o abrirem jogam no navegador.
   *[terminal] Ctrl+L copia o link da mesa, para amigos que jogam no navegador.
}
web-closed = A ligação terminou. Recarregue a página para voltar a jogar.

# O tabuleiro para os amigos que enxergam (e a navegação por tabelas do leitor): nunca fala sozinho.
web-board-card = Cartela
web-board-box = Casa
web-board-dice = Dados
web-board-held = guardado
web-board-standings = Classificação
web-board-upper = Total superior
web-board-bonus = Bônus a partir de { $target }
web-board-lower = Total inferior
web-board-yahtzee-bonus = Bônus Yahtzee
web-board-total = Total
web-board-round = Rodada { $round } de { $rounds }
web-board-turn = { $you ->
    [yes] Sua vez
   *[no] Vez de { $player }
}
web-board-rolls = { $rolled ->
    [no] Ainda sem lançar
   *[yes] { $rolls_left ->
        [0] Acabaram os lançamentos
        [one] Resta 1 lançamento
       *[other] Restam { $rolls_left } lançamentos
    }
}
web-board-possible = { $points } { $points ->
    [one] possível
   *[other] possíveis
}
web-board-die = { $value ->
    [0] Dado { $position }, não lançado
   *[other] Dado { $position }, { $value }
}
web-board-place = { $place }. { $player }, { $points }
web-board-over = Fim de jogo
web-board-you = { $player }, você
# O que a página diz sem o servidor.
web-unreachable = Não foi possível contatar o servidor. Tentando de novo.
web-not-found = Não há nenhuma mesa neste endereço.
web-to-lobby = Ir para a sala
web-app-description = O jogo de dados que se joga de ouvido, sozinho ou com amigos.
