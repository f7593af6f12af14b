# De spraaklaag over zichzelf.
speech-output-failed = { $output } werkt niet meer{ $reason ->
    [not-installed] , niet geïnstalleerd
    [no-audio-device] , geen audioapparaat gevonden
    [not-available] , draait niet
    [daemon-gone] , draait niet
    [engine-crashed] , vastgelopen
   *[other] {""}
}. { $next ->
    [none] Alleen het tekstverslag blijft over.
    [screen-reader] De schermlezer neemt het over.
    [speech-dispatcher] Speech Dispatcher neemt het over.
    [tts] De spraaksynthese neemt het over.
   *[other] { $next } neemt het over.
}
# A voice that never started (found when the game opens): not said to have stopped.
speech-output-not-started = { $output } kon niet starten{ $reason ->
    [not-installed] , niet geïnstalleerd
    [no-audio-device] , geen audioapparaat gevonden
    [not-available] , draait niet
    [daemon-gone] , draait niet
    [engine-crashed] , vastgelopen
   *[other] {""}
}. { $next ->
    [none] Het spel gaat verder als tekst.
    [screen-reader] De schermlezer neemt het over.
    [speech-dispatcher] Speech Dispatcher neemt het over.
    [tts] De spraaksynthese neemt het over.
   *[other] { $next } neemt het over.
}
speech-output-name = { $output ->
    [screen-reader] De schermlezer
    [speech-dispatcher] Speech Dispatcher
    [tts] De spraaksynthese
    [transcript] Het verslag
   *[other] { $output }
}
