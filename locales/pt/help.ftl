# A tecla de ajuda (ponto de interrogação ou F1): um índice curto, depois uma página por assunto.
# Cada página deve caber num terminal de 80 por 24 (tests/ui/test_help.py), então linhas curtas.
# Só vírgulas e pontos: os leitores de tela fazem uma pausa neles, mas leem em voz alta dois pontos,
# ponto e vírgula, travessões e parênteses. $rules é o nome das regras, $pages o número de páginas.
help-key = O ponto de interrogação ou F1 abre a ajuda, uma página de cada vez.
help-index = Ajuda para { $rules }, em { $pages } páginas.
help-index-topic = Página { $page }, { $topic }.
help-pages = Na ajuda, Espaço, seta para baixo ou o ponto de interrogação passam para a página seguinte, seta para cima para a anterior, e um número de 1 a { $pages } abre essa página. Escape volta ao jogo, e qualquer outra tecla volta ao jogo e faz lá o seu trabalho.
help-page = Ajuda, página { $page } de { $pages }, { $topic }.
help-end = Fim da ajuda. Home volta à primeira página, Escape ao jogo.
help-topic-turn = lançar e guardar dados
help-topic-boxes = escolher uma casa
help-topic-scoring = os pontos das casas, { $rules }
help-topic-card = rodadas e bônus
help-topic-review = perguntar sobre o jogo
help-topic-speech = fala e sons
help-topic-more = outras teclas

# As teclas do jogo. $yahtzee é o nome da casa de cinco iguais, $order é forced quando as casas se
# preenchem em ordem, $lines quantas linhas K dá.
help-roll = R ou Espaço lança. O primeiro lançamento usa os cinco dados, os seguintes lançam os dados que não estão guardados. Um R pressionado de novo logo em seguida é ignorado, e relançar uma sequência, um full house ou um { $yahtzee } sem guardar dados pede um segundo R. A configuração de proteção do lançamento desativa as duas coisas.
help-hold-position = As teclas 1 a 5 guardam ou soltam o dado nessa posição, na fila dos números ou no teclado numérico, sem Shift, em qualquer teclado.
help-hold-value = Guardar por valor. As teclas 1 a 6 guardam mais um dado com esse número, e quando todos os dados com esse número estão guardados, a mesma tecla solta todos. Sem Shift, em qualquer teclado.
help-boxes = As setas para cima e para baixo percorrem as casas e dizem os pontos. Home e End vão para a primeira e a última casa. Enter marca na casa.{ $order ->
    [forced] { " " }Aqui as casas se preenchem em ordem, então o cursor só para na casa a preencher.
   *[free] { " " }Sua vez começa na sua primeira casa livre, ou onde você deixou o cursor, se essa casa ainda estiver livre.
}
help-first-letter = Shift com uma letra vai para a próxima casa cujo nome começa por ela, pressione de novo para a seguinte. As letras sozinhas continuam sendo comandos.
help-undo = U ou Ctrl+Z desfaz o seu último bloqueio ou pontuação, desde que os dados não tenham sido lançados depois. Pressione de novo para voltar mais.
help-review = D diz seus dados, C sua cartela, A as casas livres com os pontos, B o bônus da seção superior, S a classificação, T de quem é a vez. O, e depois esquerda e direita, lê as cartelas dos outros jogadores. K lê sua cartela para um display braille em { $lines ->
    [1] uma linha curta
    [2] duas linhas curtas
    [3] três linhas curtas
   *[other] { $lines } linhas curtas
}.
help-win = W diz sua chance de vencer, ou sozinho, a chance de bater seu recorde.
help-hint = H dá uma dica, pressione de novo para a próxima melhor jogada.
help-statistics = G diz as suas estatísticas, os jogos jogados, a sua média e as suas melhores pontuações.
help-speech = X interrompe a fala. L repete a última mensagem, vírgula e ponto voltam e avançam pelas mensagens anteriores. V muda quanto é dito.
help-sounds = M liga e desliga os sons. F2 abre o teste de sons, cada som com o seu nome.
help-computer = Enquanto o computador joga, Espaço o acelera, R ou T diz o que ele tem até agora, F encurta a pausa entre as jogadas e P a alonga.
help-online-chat = Numa mesa online, E abre uma linha de chat.
help-online-mute = I silencia, ou volta a ouvir, quem escreveu por último.
help-online-host = Quem criou a mesa a encerra para todos com N, e remove um jogador com J.
help-quit = Q sai, depois de confirmar com { confirm-yes } ou Enter.

# As regras da mesa, lidas das suas regras. $box é o nome de uma casa, $scored é fixed ($points
# pontos), all (contam os cinco dados) ou made (contam só os dados que formam a casa).
help-rules-upper = De { $first } a { $last }, cada casa conta os dados que mostram o seu número.
help-rules-alike = { $box }, { $count ->
    [2] dois
    [3] três
    [4] quatro
   *[other] cinco
} dados com o mesmo número, { $scored ->
    [fixed] { $points } pontos
    [all] conta os cinco dados
   *[made] conta só esses dados
}.
help-rules-two-pairs = { $box }, dois pares de números diferentes, { $scored ->
    [fixed] { $points } pontos
    [all] conta os cinco dados
   *[made] conta só esses quatro dados
}.
help-rules-full-house = { $box }, três dados de um número e dois de outro, { $scored ->
    [fixed] { $points } pontos
    [all] conta os cinco dados
   *[made] conta os cinco dados
}.
help-rules-straight = { $box }, { $runs ->
    [one] um dado de cada número de { $low } a { $high }
   *[any] quaisquer { $length ->
        [4] quatro
       *[other] cinco
    } números seguidos
}, { $scored ->
    [fixed] { $points } pontos
   *[other] conta os cinco dados
}.
help-rules-chance = { $box }, quaisquer dados, { $scored ->
    [fixed] { $points } pontos
   *[other] conta os cinco dados
}.
help-rules-rounds = O jogo tem { $rounds } rodadas de até { $rolls } lançamentos, e cada rodada preenche uma casa com os pontos que os dados dão nela, mesmo zero. { $order ->
    [forced] As casas se preenchem em ordem, de cima para baixo.
   *[free] Você escolhe a casa, em qualquer ordem.
}
help-rules-bonus = { $threshold } pontos ou mais nas casas de { $first } a { $last } dão um bônus de { $bonus }.
help-rules-yahtzee-bonus = Cada { $box } a mais dá um bônus de { $bonus }, depois de marcados { $points } na casa { $box }.
help-rules-joker = { $joker ->
    [forced] Um { $box } a mais é também um coringa. Vai para a casa superior do seu número se estiver livre, senão para qualquer casa inferior livre, onde { $full } valem todos os seus pontos, senão como zero numa casa superior.
    [free] Um { $box } a mais é também um coringa e pode ir para qualquer casa livre. Depois de preenchida a casa superior do seu número, { $full } valem com ele todos os seus pontos.
   *[none] Não há coringa nem bônus por outro { $box }. Cinco dados iguais contam pela regra habitual da casa onde vão.
}

# Teclas dos outros modos. Não fazem parte da ajuda falada, servem para docs/keys.md, e algumas são
# ditas quando uma tecla não é aceita ali.
help-sound-test = No teste de sons, Cima e Baixo tocam cada som e dizem o seu nome, Home e End saltam para o primeiro e o último, Enter ou Espaço o repetem, Escape ou F2 volta.
help-sound-volume = No teste de sons, Esquerda e Direita baixam e sobem o volume dos sons.
help-dice-entry = Com dados físicos, 1 a 6 digitam o valor de cada dado lançado, Backspace corrige, Enter aceita, Escape cancela.
help-confirm-zero = Numa casa que daria zero, Enter de novo a marca, qualquer outra tecla não.
help-confirm-quit = Ao sair, { confirm-yes } ou Enter sai, e { confirm-no }, Escape ou qualquer outra tecla continua o jogo.
help-other-card = Nas cartelas dos outros, Esquerda e Direita escolhem um jogador, Shift com uma letra o próximo jogador cujo nome começa por ela. Escape, ou qualquer outra tecla, volta.
help-game-over = No fim, Ctrl+N joga de novo, { confirm-no } ou Q sai, e Enter lembra isso. Logo após o fim, essas teclas ficam sem efeito por um instante.
help-skill-review = No fim, Cima e Baixo dizem como cada um jogou, começando por você, e Esquerda e Direita percorrem as jogadas mais caras dessa pessoa.
help-setup = Na preparação, Cima e Baixo, ou Esquerda e Direita, mudam a escolha. Enter aceita, Escape volta, o ponto de interrogação repete a pergunta.
help-setup-count = 1 a 8 escolhem diretamente o número de jogadores.
help-setup-name = Ao nomear um jogador, as letras digitam o nome, Backspace corrige, Enter aceita, Escape volta.
help-setup-known-names = Ao dar um nome, Cima e Baixo oferecem os nomes de quem já jogou, o mais recente primeiro.
help-setup-quit = Q sai, exceto enquanto se digita um nome.
help-setup-letter = Numa lista de opções, como idioma, regras, tipo de jogador ou nível, uma letra vai para a próxima opção que começa por ela, exceto Q, que sai.
help-resume = Com um jogo por terminar ao iniciar, { confirm-yes } ou Enter o retoma, { confirm-no } ou Escape começa um jogo novo, Q sai.
help-online-lobby-move = Na sala online, Cima e Baixo percorrem as mesas públicas, depois os ajustes de uma mesa nova, criar, entrar ou assistir por código, e quem está no saguão.
help-online-lobby-change = Esquerda e Direita mudam o valor escolhido.
help-online-lobby-enter = Enter senta você na mesa pública escolhida, ou deixa você assistir quando não há lugar livre, cria a mesa ou pede um código. Numa mesa antes da partida, o Enter de quem criou a mesa a começa.
help-online-code = Digitando um código, os algarismos, Backspace apaga, Enter entra, Escape volta.
help-online-lobby-table = T diz o código da mesa e quem está nela.
help-online-chat-line = Digite sua linha, Enter envia, Escape cancela, Backspace apaga.
help-online-confirm-end = Ao encerrar a mesa, { confirm-yes } ou Enter a encerra, qualquer outra tecla continua o jogo.
help-online-remove = Ao remover um jogador, Cima e Baixo escolhem, Enter remove, Escape cancela.
help-resume-discard = Um jogo por terminar ao iniciar, Backspace duas vezes descarta-o de vez.
help-online-chat-edit = Ao escrever uma linha de conversa, Esquerda e Direita a leem letra por letra, Home e End vão às pontas, Backspace e Delete apagam, F2 lê a linha inteira.
help-online-chat-history = Abre colchete e fecha colchete percorrem para trás e para a frente a conversa ouvida, Cima e Baixo ao escrever uma linha de conversa.

# Issue 32: the lobby's own keys, leaving a table, what you missed.
help-lobby-chat = E abre uma linha de chat, para todos no saguão, ou numa mesa para a mesa.
help-lobby-leave = Numa mesa antes da partida, Escape volta ao saguão.
help-online-leave = Numa mesa online, Escape volta ao saguão, depois de confirmar se você tem um lugar numa partida em andamento.
help-online-missed = Z diz em detalhe o que aconteceu desde a sua última jogada.

# Issue 32, mesas que duram (ui.modes.between).
help-online-again = Quando o anfitrião propõe jogar de novo, { confirm-yes } ou Enter para jogar de novo, { confirm-no } ou Escape para deixar o seu lugar.
help-online-seats = Os lugares do anfitrião antes de uma partida, Cima e Baixo escolhem um lugar, Escape ou Enter volta.
help-online-seats-level = Esquerda e Direita mudam o nível do computador escolhido.
help-online-seats-add = A adiciona um computador.
help-online-seats-drop = Delete ou Backspace retira o computador ou o lugar livre escolhido.
help-online-seats-open = O libera o lugar do computador escolhido para uma pessoa, e o S de um espectador o ocupa.
help-online-seats-spectator = S lista os espectadores: Enter coloca o escolhido no lugar livre ou de computador escolhido.
help-online-spectators = Cima e Baixo escolhem um espectador, Enter o coloca no lugar escolhido, Escape volta.
help-online-lobby-seats = C, para o anfitrião antes de uma partida, lista os lugares, para adicionar ou retirar computadores e ajustar o nível de cada um.
help-online-take-seat = S, para um espectador antes de uma partida, ocupa um lugar livre.
help-online-link = Ctrl+L copia o link da mesa para amigos que jogam no navegador, em vez de lê-lo em voz alta.
help-online-ratings = R diz sua pontuação e posição neste servidor, e os melhores jogadores.
