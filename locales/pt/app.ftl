# O aplicativo em volta do jogo.
app-welcome = Yahtzee falante. Pressione o ponto de interrogação para ajuda a qualquer momento.
app-quit-confirm = Sair do jogo? Pressione { confirm-yes } ou Enter para sair, qualquer outra tecla para continuar.
app-quit-cancelled = O jogo continua.
app-goodbye = Até logo.
app-goodbye-saved = Sua partida está salva, rodada { $round } de { $rounds }. Abra o Talking Yahtzee de novo para continuar. Até logo.
# Before lines of other players that a key cut before they were heard, told again.
app-unheard = Você perdeu isto ao apertar uma tecla.
app-verbosity = { $level ->
    [brief] Mensagens curtas.
    [detailed] Mensagens detalhadas.
   *[normal] Mensagens normais.
}
app-pace = { $seconds ->
    [0] O computador joga sem pausas.
    [one] O computador faz uma pausa de { NUMBER($seconds, maximumFractionDigits: 1) } segundo entre as jogadas.
   *[other] O computador faz uma pausa de { NUMBER($seconds, maximumFractionDigits: 1) } segundos entre as jogadas.
}
app-pace-no-computer = Nenhum computador está a jogar. A pausa entre as jogadas do computador só conta numa partida com jogadores de computador.
app-history-oldest = Mensagem mais antiga.
app-history-newest = Mensagem mais recente.
app-history-empty = Nada foi dito ainda.
app-other-card-hint = Setas esquerda e direita escolhem um jogador, Esc volta.
app-other-card-none = Não há outros jogadores.
app-dice-entry = Dados, { $typed }
app-waiting = Vez de { $player }. Pressione Espaço para acelerar.
app-choose-box = Primeiro escolha uma casa com as setas para cima e para baixo.
app-first-roll-entry = { $player }, lance os cinco dados para ver quem começa, digite os valores e pressione Enter.
# R or T while a computer plays: after what it has so far.
app-computer-hurry = Pressione Espaço para acelerar.
