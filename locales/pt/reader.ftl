# Leitores de tela: como o jogo é lido com eles.
reader-plain-mode = Leitor de tela detectado: uma linha simples por mensagem. Para o tabuleiro completo, inicie com --full-screen.
