# Motivos curtos para ações que as regras não permitem agora. Nada muda.
error-no-rolls-left = Não há mais lançamentos. Escolha uma casa.
error-all-held = Todos os dados estão guardados. Solte um ou escolha uma casa.
error-not-rolled = Lance primeiro, pressione R.
error-box-filled = { box-the } já { $category ->
    [ones] foram marcados
    [twos] foram marcados
    [threes] foram marcados
    [fours] foram marcados
    [fives] foram marcados
    [sixes] foram marcados
    [full-house] foi marcado
    [yahtzee] foi marcado
    [one-pair] foi marcado
    [two-pairs] foram marcados
    [yatzy] foi marcado
   *[other] foi marcada
}.
error-joker = A regra do coringa só permite { $boxes }.
error-game-over = A partida terminou.
error-not-allowed = Não é possível agora.
error-dice-values-needed = Digite { $count ->
    [one] o valor do dado lançado
   *[other] os valores dos { $count } dados lançados
} e pressione Enter.
error-dice-values-bad = Digite { $count ->
    [one] um número
   *[other] { $count } números
} de 1 a 6.
error-unknown-key = Tecla desconhecida. Pressione o ponto de interrogação para ajuda.
error-not-your-turn = É a vez de { $player }. Pressione Espaço para acelerar.
error-not-next-box = { game-next-box } As casas são marcadas em ordem.
