# Il livello vocale che parla di sé.
speech-output-failed = La voce tramite { $output } non funziona più{ $reason ->
    [not-installed] , non si trova
    [no-audio-device] , nessun dispositivo audio trovato
    [not-available] , non è in esecuzione
    [daemon-gone] , non è in esecuzione
    [engine-crashed] , arresto anomalo
   *[other] {""}
}. { $next ->
    [none] Resta solo la trascrizione testuale.
    [screen-reader] Ora si usa lo screen reader.
    [speech-dispatcher] Ora si usa Speech Dispatcher.
    [tts] Ora si usa la sintesi vocale.
   *[other] Ora si usa { $next }.
}
# A voice that never started (found when the game opens): not said to have stopped.
speech-output-not-started = La voce tramite { $output } non è potuta partire{ $reason ->
    [not-installed] , non si trova
    [no-audio-device] , nessun dispositivo audio trovato
    [not-available] , non è in esecuzione
    [daemon-gone] , non è in esecuzione
    [engine-crashed] , arresto anomalo
   *[other] {""}
}. { $next ->
    [none] Il gioco continua solo in testo.
    [screen-reader] Ora si usa lo screen reader.
    [speech-dispatcher] Ora si usa Speech Dispatcher.
    [tts] Ora si usa la sintesi vocale.
   *[other] Ora si usa { $next }.
}
speech-output-name = { $output ->
    [screen-reader] lo screen reader
    [speech-dispatcher] Speech Dispatcher
    [tts] la sintesi vocale
    [transcript] la trascrizione
   *[other] { $output }
}
