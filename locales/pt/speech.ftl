# A camada de fala informando sobre si mesma.
speech-output-failed = A fala com { $output } parou de funcionar{ $reason ->
    [not-installed] : programa ausente
    [no-audio-device] : nenhum dispositivo de áudio encontrado
    [not-available] : não está em execução
    [daemon-gone] : não está em execução
    [engine-crashed] : travou
   *[other] {""}
}. { $next ->
    [none] Resta só a transcrição em texto.
    [screen-reader] Agora com o leitor de tela.
    [speech-dispatcher] Agora com o Speech Dispatcher.
    [tts] Agora com a síntese de voz.
   *[other] Agora com { $next }.
}
speech-output-name = { $output ->
    [screen-reader] o leitor de tela
    [speech-dispatcher] o Speech Dispatcher
    [tts] a síntese de voz
    [transcript] a transcrição
   *[other] { $output }
}
