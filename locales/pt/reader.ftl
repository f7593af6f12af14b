# Leitores de tela: como o jogo é lido com eles.
reader-plain-mode = Leitor de tela detectado, uma linha simples por mensagem. Para o tabuleiro completo, inicie o jogo com a opção de tela cheia.
