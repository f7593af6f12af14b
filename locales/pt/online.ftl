# Jogar online: a sala, a mesa, o chat, uma conexão perdida.
# $player é um nome (nunca declinado). $code são os algarismos de uma mesa, em grupos.
online-welcome = Yahtzee falante online.
online-lobby = Sala online. Cima e Baixo escolhem, Esquerda e Direita mudam, Enter executa.
online-lobby-keys = Na sala, Cima e Baixo escolhem, Esquerda e Direita mudam, Enter executa, Q sai.
online-table-keys = { $role ->
    [host] Na sua mesa, antes da partida. Enter começa a partida, C ajusta os lugares, J remove um jogador, N encerra a mesa, T diz o código e quem está, E abre o chat, Escape volta à sala.
    [spectator] Assistindo, antes da partida. S ocupa um lugar livre, T diz o código e quem está, E abre o chat, Escape volta à sala.
   *[player] Esperando o anfitrião começar a partida. T diz o código e quem está, E abre o chat, Escape volta à sala.
}
online-field-seats = Lugares na mesa, { $count }.
online-field-computers = Jogadores do computador, { $count }.
online-field-rules = Regras, { $rules }.
online-field-spectators = Espectadores, { $allowed ->
    [yes] permitidos
   *[no] não permitidos
}.
online-field-away = O computador joga um lugar vazio, { $minutes ->
    [0] nunca
    [one] após um minuto
   *[other] após { $minutes } minutos
}.
online-field-turn = Tempo por vez, { $minutes ->
    [0] sem limite
    [one] um minuto
   *[other] { $minutes } minutos
}.
online-field-create = Criar a mesa.
online-field-join = Entrar em uma mesa pelo código.
online-field-watch = Assistir a uma mesa pelo código.
online-code-ask = Digite os nove algarismos da mesa e depois Enter. Escape volta.
online-digit = { $digit }
online-code-typed = Digitado, { $digits }.
online-code-empty = Nada digitado.
online-code-long = O código já tem nove algarismos. Enter entra, Backspace apaga.
online-code-short = Um código tem nove algarismos. Digitados, { $count }.
online-busy = Aguardando o servidor.
online-creating = Criando a mesa.
online-joining = Entrando na mesa { $code }.
online-cannot-connect = Não foi possível conectar ao servidor. { $reason ->
    [certificate] O certificado dele não é confiável. Indique o certificado que o assinou com a opção cafile.
    [tls] A conexão segura falhou.
    [refused] Nada responde nesse endereço.
    [unknown-host] Esse host não existe.
    [timeout] Sem resposta a tempo.
    [address] O endereço não é válido.
    [not-a-server] Não é um servidor de Talking Yahtzee.
   *[other] A rede falhou.
}
online-created = { $open ->
    [0] Mesa criada. O código dela, { $code }. Todos os lugares estão ocupados, então Enter começa a partida agora.
   *[other] Mesa criada. O código dela, { $code }. Passe para seus amigos. Enter começa a partida quando todos estiverem aqui.
}
online-seated = Você está na mesa { $code }. Quem criou a mesa começa a partida.
online-seated-by-host = Quem criou a mesa deu a você o lugar { $number } na mesa { $code }. Quem criou a mesa começa a partida.
online-watching = Você está assistindo à mesa { $code }.
online-code = Código da mesa, { $code }.
online-not-seated = Você ainda não está em nenhuma mesa.
online-name = { $player }
online-who = Na mesa, { $players }. { $open ->
    [0] Nenhum lugar livre.
    [one] Um lugar livre.
   *[other] { $open } lugares livres.
}
online-everyone-here = Todos estão aqui. Enter começa a partida.
online-seat-joined = { $player } entra na mesa.
online-seat-away = { $player }, conexão perdida.
online-seat-stand-in = { $player }, por enquanto o computador joga.
online-seat-back = { $player }, de volta à mesa.
online-seat-removed = { $player } não está mais na mesa.
online-seat-left = { $player } sai da mesa.
online-seat-watching = { $player } está assistindo.
online-seat-timed-out = { $player }, o tempo acabou, o computador termina esta vez.
online-chat = Chat, { $player }, { $text }
online-chat-open = Chat, digite uma linha, Enter envia, Escape cancela.
online-chat-cancelled = Chat cancelado.
online-chat-offline = O chat é para mesas online.
online-mute-none = Ninguém escreveu no chat ainda.
online-muted = { $player }, chat silenciado.
online-unmuted = { $player }, chat audível de novo.
online-not-your-turn = Não é a sua vez. Agora joga, { $player }.
online-not-connected = Sem conexão. Nada foi enviado. Reconectando.
online-connection-lost = Conexão perdida, reconectando.
online-back = De volta à mesa.
online-missed = Enquanto você estava fora.
online-missed-scored = { $player }, { $points } { box-in }.
online-missed-for-you = Jogado em seu lugar, { $points } { box-in }.
online-missed-summary = { $player }, { $count } { $count ->
        [one] jogada
       *[other] jogadas
    }, { $points } { $points ->
        [one] ponto
       *[other] pontos
    } no total.
online-missed-summary-you = Jogado por você, { $count } { $count ->
        [one] jogada
       *[other] jogadas
    }, { $points } { $points ->
        [one] ponto
       *[other] pontos
    } no total.
online-missed-rolled = Os dados foram lançados em seu lugar.
online-gave-up = Não foi possível restabelecer a conexão com a mesa.
online-closed-ended = Quem criou a mesa encerrou a mesa.
online-closed-removed = Quem criou a mesa tirou você dela.
online-over = A partida terminou. O anfitrião pode propor a todos jogar de novo. Q sai.
online-refused = O servidor não aceitou isso.
online-refused-server-error = O servidor não conseguiu salvar isso. Tente de novo daqui a pouco.
online-refused-rate-limited = Rápido demais. Espere um momento e tente de novo.
online-refused-unknown-table = Nenhuma mesa tem esse código.
online-refused-full = Essa mesa está cheia.
online-refused-started = A partida dessa mesa já começou.
online-refused-no-spectators = Essa mesa não aceita espectadores.
online-refused-name-taken = Alguém nessa mesa tem o seu nome. Escolha outro com a opção de nome.
online-refused-bad-name = O servidor não aceita esse nome.
online-refused-seats-open = Nem todos se sentaram ainda.
online-refused-not-host = Só quem criou a mesa começa a partida.
online-refused-too-many-attempts = Códigos errados demais. Tente mais tarde.
online-refused-too-many-tables = Você criou mesas demais. Tente mais tarde.
online-refused-server-full = O servidor está cheio. Tente mais tarde.
online-refused-chat-rate = Chat, uma linha a cada dois segundos.
online-refused-computer-plays = Por enquanto o computador joga no seu lugar.
online-refused-spectator = Você está assistindo. As jogadas são dos jogadores.
online-refused-closed = A mesa está fechada.
online-refused-replaced = Seu lugar foi retomado em outro dispositivo.
online-host-only = Só quem criou a mesa pode fazer isso.
online-end-confirm = Encerrar a mesa para todos? { confirm-yes } ou Enter encerra. Qualquer outra tecla continua o jogo.
online-end-cancelled = A mesa continua.
online-remove-choose = Remover um jogador, Cima e Baixo escolhem, Enter remove, Escape cancela.
online-remove-none = Não há mais ninguém na mesa.
online-remove-cancelled = Ninguém foi removido.

# Issue 32: what a player hears of others' turns, the turn timer, the chat line.
online-turn = Vez de { $player }.
online-clock-warning = Faltam { $seconds } segundos.
online-clock-left = { $mine ->
    [yes] Faltam { $seconds } segundos da sua vez.
   *[no] Faltam { $seconds } segundos desta vez.
}
online-chat-char = { $char }
online-chat-space = espaço
online-chat-erased = { $char } apagado.
online-chat-empty = Linha vazia.
online-chat-start = Início da linha.
online-chat-end = Fim da linha.
online-chat-full = A linha está cheia, { $limit } caracteres.
online-chat-typed = { $text }
online-chat-history-none = Ainda não há conversa.
online-chat-history-place = { $place } de { $count }.
online-spectators-watching = Chegaram { $count } espectadores.
online-spectators-left = Saíram { $count } espectadores.

## A player's key keeps the seat (issue 32)

online-returned = Você voltou ao seu lugar na mesa { $code }.
online-quit-seat = Sair da mesa? Um computador joga no seu lugar até você voltar com o mesmo comando. Pressione { confirm-yes } ou Enter para sair, qualquer outra tecla para continuar.
# The same question in the browser, where no command was typed.
online-quit-seat-web = Sair da mesa? Um computador joga no seu lugar até você abrir de novo o link da mesa neste navegador. Pressione { confirm-yes } ou Enter para sair, qualquer outra tecla para continuar.

## The public tables, in the lobby and for --tables (issue 32)

online-table-line = Mesa { $code }, { $rules }, { $players }. { $started ->
    [yes] Partida em andamento.
   *[no] { $free ->
        [0] Nenhum lugar livre.
        [one] Um lugar livre.
       *[other] { $free } lugares livres.
    }
} { $spectators ->
    [yes] Espectadores são bem-vindos.
   *[no] Sem espectadores.
}
# Issue 42: a seat of yours in a game under way, named in the lobby; a game begun offered to watch.
online-table-yours = Mesa { $code }, { $rules }, { $players }. Seu lugar, rodada { $round }. Enter o retoma.
online-watch-offer = O jogo dessa mesa já começou. Assistir? Pressione { confirm-yes } ou Enter para assistir, qualquer outra tecla para ficar no saguão.
online-watch-declined = Você fica no saguão.
online-tables-none = Nenhuma mesa pública agora.
online-field-public = Visível no saguão, { $public ->
    [yes] sim, qualquer pessoa pode entrar
   *[no] não, só pelo código
}.
online-lobby-people = { $tables ->
    [0] Nenhuma mesa pública.
    [one] Uma mesa pública.
   *[other] { $tables } mesas públicas.
} { $count ->
    [0] Não há mais ninguém no saguão.
   *[other] No saguão, { $people }.
}

## Who comes into the lobby and who leaves, one line per burst; the lobby's connection (issue 40)
online-lobby-came = { $count ->
    [one] { $people } entrou no saguão.
   *[other] { $people } entraram no saguão.
}
online-lobby-left = { $count ->
    [one] { $people } saiu do saguão.
   *[other] { $people } saíram do saguão.
}
online-lobby-others = { $count ->
    [one] mais uma pessoa
   *[other] mais { $count } pessoas
}
online-lobby-back = De volta ao saguão.
online-lobby-chat-later = Sem conexão. Sua linha será enviada quando a conexão voltar.

## Back to the lobby from a table, and what you missed (issue 32)

online-leave-seat = Voltar ao saguão? Um computador joga no seu lugar até você voltar a esta mesa. Pressione { confirm-yes } ou Enter para sair, qualquer outra tecla para continuar.
online-left = { $watching ->
    [yes] Você deixou de assistir à mesa.
   *[no] Você saiu da mesa.
}
online-missed-recap = { $since ->
    [move] Desde a sua última jogada.
   *[came] Desde que você chegou à mesa.
}
online-missed-none = { $since ->
    [move] Nada aconteceu desde a sua última jogada.
   *[came] Nada aconteceu desde que você chegou à mesa.
}

# Issue 32, mesas que duram: jogar de novo na mesma mesa, os direitos do anfitrião passam a outro,
# um espectador senta-se, os computadores do anfitrião entre partidas.
online-over-host = A partida terminou. Ctrl+N propõe a todos jogar de novo nesta mesa. Q sai.
online-again-sent = Você propôs aos outros jogar de novo.
online-again-asked = { $player } propõe a todos jogar de novo nesta mesa. { confirm-yes } ou Enter para jogar de novo, { confirm-no } ou Escape para deixar o seu lugar.
online-again-asked-others = { $player } propõe aos jogadores jogar de novo.
online-again-host-only = Só o anfitrião pode propor jogar de novo.
online-again-yes = Você joga de novo. À espera dos outros.
online-seat-accepted = { $player } joga de novo.
online-seat-declined = { $player } não joga de novo. O lugar fica livre.
online-seat-host = { $player } é agora o anfitrião.
online-host-you = Agora você é o anfitrião.
online-seat-sat = { $player } ocupa um lugar.
online-seat-computer = { $player }, um computador, ocupa um lugar, nível { $level }.
online-seat-level = { $player }, nível { $level }.
online-seat-dropped = { $player }, o lugar é retirado.
online-seat-opened = { $player }, o lugar fica livre para uma pessoa.
online-seat-seated = { $player } ocupa o lugar { $number }, por escolha de quem criou a mesa.
online-new-game = { $host ->
    [yes] Uma nova partida nesta mesa, com dados novos. Enter começa, C ajusta os computadores.
   *[no] Uma nova partida nesta mesa, com dados novos. { $player } começa.
}
online-closed-declined = Você deixou o seu lugar nesta mesa.
online-refused-not-over = A partida ainda não terminou.
online-refused-not-asked = Não há pergunta para responder.
online-refused-seated = Você já tem um lugar.
online-refused-bad-seat = Esse lugar não pode ser mudado.
online-refused-bad-level = O servidor não conhece esse nível.
online-refused-bad-seats = Uma mesa mantém pelo menos dois lugares.
online-refused-no-spectator = Essa pessoa não está mais assistindo.
online-seats-keys = Lugares. Cima e Baixo escolhem, Esquerda e Direita mudam o nível de um computador, A adiciona um computador, O libera o lugar de um computador para uma pessoa, S senta ali um espectador, Delete retira um computador ou um lugar livre, Escape volta.
online-seat-line = Lugar { $number }, { $kind ->
    [computer] { $player }, computador, nível { $level }
    [open] livre
   *[person] { $player }
}.
online-seats-not-now = Os lugares só mudam antes de uma partida.
online-seats-not-computer = Aqui só mudam um computador ou um lugar livre.
online-spectators-choose = Lugar { $number }, escolha um espectador, Cima e Baixo escolhem, Enter coloca, Escape volta.
online-spectators-none = Ninguém está assistindo a esta mesa.
online-spectators-cancelled = Ninguém foi colocado.
online-seats-done = De volta à mesa.
# The lobby: each computer's own level ($number as in its name, Computer 3).
online-field-computer-level = Computador { $number }, nível { $level }.
online-link-copied = Link copiado. Os amigos que o abrirem jogam no navegador.
online-link-no-clipboard = Nenhum programa de área de transferência foi encontrado aqui. Os amigos podem entrar com o código { $code }.

online-field-rated = Classificatória, { $rated ->
    [yes] sim, as partidas contam para a classificação, só pessoas
   *[no] não, para treino
}.
online-rating-own = Sua pontuação aqui é { $rating }, posição { $rank } de { $ranked }, depois de { $games ->
    [one] uma partida classificatória
   *[other] { $games } partidas classificatórias
}.
online-rating-none = Você ainda não tem pontuação neste servidor. Jogue numa mesa classificatória.
online-ratings-line = { $rank }. { $name }, { $rating }, { $games ->
    [one] uma partida
   *[other] { $games } partidas
}.
online-ratings-none = Ninguém jogou ainda uma partida classificatória neste servidor.

# Issue 40: uma tecla que a mesa não aceitou (a mesa avançou antes de ela chegar, ou a conexão
# caiu): qual tecla e por quê, nunca um id de motivo.
online-refused-stale = A mesa avançou antes de sua tecla chegar. Pressione de novo se ainda quiser.
online-not-taken = Não aceito, { $command ->
        [roll] seu lançamento
        [hold] guardar ou soltar o dado { $die }
        [set-held] os dados que você guardava
        [score] sua marcação { box-in }
       *[undo] o desfazer
    }. { $why ->
        [stale] A mesa avançou antes de sua tecla chegar.
       *[lost] Sua tecla não chegou à mesa antes de a conexão cair.
    } Pressione de novo se ainda quiser.
# Your own score, taken, whose answer was lost with the connection (issue 40).
online-missed-yours = Sua marcação chegou à mesa antes de a conexão cair, { $points } { box-in }.
# A chat line on its way when the connection closed (issue 40): it may have been said.
online-chat-lost = Sua linha de chat pode não ter chegado à mesa, { $text }. Digite-a de novo se ainda quiser.
