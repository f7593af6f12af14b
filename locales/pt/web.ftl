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
web-hold = Guardar o dado { $die }
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
