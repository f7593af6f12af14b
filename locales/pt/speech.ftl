# A camada de fala informando sobre si mesma.
speech-output-failed = A saída de voz { $output } parou de funcionar{ $reason ->
    [not-installed] , programa ausente
    [no-audio-device] , nenhum dispositivo de áudio encontrado
    [not-available] , não está em execução
    [daemon-gone] , não está em execução
    [engine-crashed] , falhou
   *[other] {""}
}. { $next ->
    [none] Resta só a transcrição em texto.
    [screen-reader] Agora com o leitor de tela.
    [speech-dispatcher] Agora com o Speech Dispatcher.
    [tts] Agora com a síntese de voz.
   *[other] Agora com { $next }.
}
# A voice that never started (found when the game opens): not said to have stopped.
speech-output-not-started = A saída de voz { $output } não pôde iniciar{ $reason ->
    [not-installed] , programa ausente
    [no-audio-device] , nenhum dispositivo de áudio encontrado
    [not-available] , não está em execução
    [daemon-gone] , não está em execução
    [engine-crashed] , falhou
   *[other] {""}
}. { $next ->
    [none] O jogo continua só em texto.
    [screen-reader] Agora com o leitor de tela.
    [speech-dispatcher] Agora com o Speech Dispatcher.
    [tts] Agora com a síntese de voz.
   *[other] Agora com { $next }.
}
speech-output-name = { $output ->
    [screen-reader] leitor de tela
    [speech-dispatcher] Speech Dispatcher
    [tts] síntese de voz
    [transcript] transcrição
   *[other] { $output }
}
