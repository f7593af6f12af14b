# A tecla de ajuda (ponto de interrogação ou F1): uma mensagem por grupo de teclas, na ordem em que se precisa delas.
help-intro = Ajuda. Qualquer tecla interrompe.
help-roll = R ou Espaço lança. O primeiro lançamento usa os cinco dados; os seguintes lançam os dados que não estão guardados.
help-hold-position = As teclas 1 a 5 guardam ou soltam o dado nessa posição.
help-hold-value = Guardar por valor: as teclas 1 a 6 guardam mais um dado com esse número; quando todos os dados com esse número estão guardados, a mesma tecla solta todos. Sem Shift, em qualquer teclado.
help-boxes = As setas para cima e para baixo percorrem as casas e dizem os pontos. Home e End vão para a primeira e a última casa. Enter marca na casa.
help-review = D diz seus dados, C sua cartela, A as casas livres com os pontos, B o bônus da seção superior, S a classificação, T de quem é a vez. O, e depois esquerda e direita, lê as cartelas dos outros jogadores.
help-hint = H dá uma dica; pressione de novo para a próxima melhor jogada.
help-speech = X interrompe a fala. L repete a última mensagem; vírgula e ponto voltam e avançam pelas mensagens anteriores. V muda quanto é dito.
help-computer = Enquanto o computador joga, Espaço o acelera; F encurta a pausa entre as jogadas, P a alonga.
help-quit = Q sai, depois de confirmar com { confirm-yes } ou Enter.
# Teclas dos outros modos; não fazem parte da ajuda falada, servem para docs/keys.md.
help-dice-entry = Com dados físicos: 1 a 6 digitam o valor de cada dado lançado, Backspace corrige, Enter aceita, Escape cancela.
help-confirm-zero = Uma casa que daria zero: Enter de novo a marca; qualquer outra tecla não.
help-confirm-quit = Ao sair: { confirm-yes } ou Enter sai; { confirm-no }, Escape ou qualquer outra tecla continua o jogo.
help-other-card = Cartelas dos outros: Esquerda e Direita escolhem um jogador, Shift com uma letra o próximo jogador cujo nome começa por ela; Escape, ou qualquer outra tecla, volta.
help-game-over = No fim: Enter joga de novo, { confirm-no } ou Q sai.
help-coach-review = No fim, com o treinador: Esquerda e Direita percorrem as suas decisões mais caras.
help-setup = Preparação: Cima e Baixo, ou Esquerda e Direita, mudam a escolha; Enter aceita; Escape volta; o ponto de interrogação repete a pergunta.
help-setup-count = 1 a 8 escolhem diretamente o número de jogadores.
help-setup-name = Ao nomear um jogador: as letras digitam o nome, Backspace corrige, Enter aceita, Escape volta.
help-setup-quit = Q sai, exceto enquanto se digita um nome.
help-first-letter = Shift com uma letra vai para a próxima casa cujo nome começa por ela; pressione de novo para a seguinte. As letras sozinhas continuam sendo comandos.
help-setup-letter = Numa lista de opções (idioma, tipo de jogador, nível), uma letra vai para a próxima opção que começa por ela, exceto Q, que sai.
