# A tecla de ajuda (ponto de interrogação ou F1): uma mensagem por grupo de teclas, na ordem em que se precisa delas.
help-intro = Ajuda. Qualquer tecla interrompe.
help-roll = R ou Espaço lança. O primeiro lançamento usa os cinco dados; os seguintes lançam os dados que não estão guardados.
help-hold-position = As teclas 1 a 5 guardam ou soltam o dado nessa posição.
help-hold-value = Guardar por valor: 1 a 6 guardam mais um dado com esse número; com Shift, soltam um.
help-boxes = As setas para cima e para baixo percorrem as casas e dizem os pontos. Home e End vão para a primeira e a última casa. Enter marca na casa.
help-review = D diz seus dados, C sua cartela, A as casas livres com os pontos, B o bônus da seção superior, S a classificação, T de quem é a vez. O, e depois esquerda e direita, lê as cartelas dos outros jogadores.
help-hint = H dá uma dica; pressione de novo para a próxima melhor jogada.
help-speech = X interrompe a fala. L repete a última mensagem; vírgula e ponto voltam e avançam pelas mensagens anteriores. V muda quanto é dito.
help-computer = Enquanto o computador joga, Espaço o acelera; mais e menos mudam o ritmo.
help-quit = Q sai, depois de confirmar com Y.
