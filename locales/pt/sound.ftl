# Os efeitos sonoros: ligá-los, o volume, o aviso quando não podem tocar e os nomes deles para
# o teste de sons da ajuda (um por som de talking_yahtzee.sound.Sound).
sound-on = Sons ligados.
sound-off = Sons desligados.
sound-volume = Volume dos sons { NUMBER($percent, maximumFractionDigits: 0) } por cento.
sound-output-failed = Os sons não podem tocar{ $reason ->
    [no-player] , nenhum programa para tocá-los foi encontrado
   *[other] , nenhum dispositivo de áudio foi encontrado
}. O jogo continua sem eles.
sound-test = Teste de sons. Cada som com o seu nome.
sound-dice-rolled = Dados lançados, um chocalhar, mais longo com mais dados.
sound-die-held = Dado guardado, um clique que sobe.
sound-die-released = Dado solto, um clique que desce.
sound-box-scored = Casa marcada, duas notas que sobem.
sound-zero-scored = Zero marcado, duas notas graves que descem.
sound-upper-bonus = Bônus da seção superior, quatro notas rápidas que sobem.
sound-yahtzee = Yahtzee, uma fanfarra.
sound-yahtzee-bonus = Bônus de Yahtzee, uma fanfarra mais aguda, com um brilho.
sound-your-turn = Sua vez, um sino claro que sobe.
sound-other-turn = Vez de outro jogador, uma nota suave e grave.
sound-refusal = Não é possível, duas notas graves e curtas.
sound-list-top = Início de uma lista, uma batida aguda.
sound-list-bottom = Fim de uma lista, uma pancada grave e surda.
sound-thinking = Pensando, um tique-taque suave.
sound-game-won = Você ganhou, uma melodia que sobe.
sound-game-lost = Partida perdida, uma melodia que desce.
