# La capa de voz informando sobre sí misma.
speech-output-failed = La voz por { $output } dejó de funcionar{ $reason ->
    [not-installed] , no se encuentra
    [no-audio-device] , no se encontró ningún dispositivo de audio
    [not-available] , no se está ejecutando
    [daemon-gone] , no se está ejecutando
    [engine-crashed] , se cerró de forma inesperada
   *[other] {""}
}. { $next ->
    [none] Solo queda la transcripción de texto.
    [screen-reader] Ahora se usa el lector de pantalla.
    [speech-dispatcher] Ahora se usa Speech Dispatcher.
    [tts] Ahora se usa la síntesis de voz.
   *[other] Ahora se usa { $next }.
}
# A voice that never started (found when the game opens): not said to have stopped.
speech-output-not-started = La voz por { $output } no pudo iniciarse{ $reason ->
    [not-installed] , no se encuentra
    [no-audio-device] , no se encontró ningún dispositivo de audio
    [not-available] , no se está ejecutando
    [daemon-gone] , no se está ejecutando
    [engine-crashed] , se cerró de forma inesperada
   *[other] {""}
}. { $next ->
    [none] El juego sigue solo en texto.
    [screen-reader] Ahora se usa el lector de pantalla.
    [speech-dispatcher] Ahora se usa Speech Dispatcher.
    [tts] Ahora se usa la síntesis de voz.
   *[other] Ahora se usa { $next }.
}
speech-output-name = { $output ->
    [screen-reader] el lector de pantalla
    [speech-dispatcher] Speech Dispatcher
    [tts] la síntesis de voz
    [transcript] la transcripción
   *[other] { $output }
}
