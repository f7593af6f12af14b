# A tecla de ajuda (ponto de interrogação ou F1): uma mensagem por grupo de teclas, na ordem em que se precisa delas.
help-intro = Ajuda. Qualquer tecla interrompe.
help-roll = R ou Espaço lança. O primeiro lançamento usa os cinco dados; os seguintes lançam os dados que não estão guardados.
help-hold-position = As teclas 1 a 5 guardam ou soltam o dado nessa posição.
help-hold-value = Guardar por valor: 1 a 6 guardam mais um dado com esse número; com Shift, soltam um.
help-boxes = As setas para cima e para baixo percorrem as casas e dizem os pontos. Home e End vão para a primeira e a última casa. Enter marca na casa.
help-review = D diz seus dados, C sua cartela, A as casas livres com os pontos, B o bônus da seção superior, S a classificação, T de quem é a vez. O, e depois esquerda e direita, lê as cartelas dos outros jogadores. K lê sua cartela em duas linhas curtas para um display braille.
help-hint = H dá uma dica; pressione de novo para a próxima melhor jogada.
help-speech = X interrompe a fala. L repete a última mensagem; vírgula e ponto voltam e avançam pelas mensagens anteriores. V muda quanto é dito.
help-sounds = M liga e desliga os sons. F2 abre o teste de sons: cada som com o seu nome.
help-computer = Enquanto o computador joga, Espaço o acelera; mais e menos mudam o ritmo.
help-quit = Q sai, depois de confirmar com Y.
# Teclas dos outros modos; não fazem parte da ajuda falada, servem para docs/keys.md.
help-sound-test = Teste de sons: Cima e Baixo tocam cada som e dizem o seu nome; Home e End saltam para o primeiro e o último; Enter ou Espaço repetem-no; Escape ou F2 volta.
help-sound-volume = Teste de sons: Esquerda e Direita baixam e sobem o volume dos sons.
help-dice-entry = Com dados físicos: 1 a 6 digitam o valor de cada dado lançado, Backspace corrige, Enter aceita, Escape cancela.
help-confirm-zero = Uma casa que daria zero: Enter de novo a marca; qualquer outra tecla não.
help-confirm-quit = Ao sair: Y sai; qualquer outra tecla continua o jogo.
help-other-card = Cartelas dos outros: Esquerda e Direita escolhem um jogador; Escape, ou qualquer outra tecla, volta.
help-game-over = No fim: Y joga de novo, N ou Q sai.
help-coach-review = No fim, com o treinador: Esquerda e Direita percorrem as suas decisões mais caras.
help-setup = Preparação: Cima e Baixo, ou Esquerda e Direita, mudam a escolha; Enter aceita; Escape volta; o ponto de interrogação repete a pergunta.
help-setup-count = 1 a 8 escolhem diretamente o número de jogadores.
help-setup-name = Ao nomear um jogador: as letras digitam o nome, Backspace corrige, Enter aceita, Escape volta.
help-setup-quit = Q sai, exceto enquanto se digita um nome.
help-undo = U ou Ctrl+Z desfaz o seu último bloqueio ou pontuação, desde que os dados não tenham sido lançados depois; pressione de novo para voltar mais.
help-statistics = G diz as suas estatísticas: jogos jogados, média, melhores pontuações, Yahtzees.
help-resume = Um jogo por terminar ao iniciar: Y retoma-o, N começa um jogo novo, Q sai.
