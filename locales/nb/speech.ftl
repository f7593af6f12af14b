# Talelaget som melder om seg selv.
speech-output-failed = { $output } sluttet å virke{ $reason ->
    [not-installed] , den er ikke installert
    [no-audio-device] , fant ingen lydenhet
    [not-available] , den kjører ikke
    [daemon-gone] , den kjører ikke
    [engine-crashed] , den krasjet
   *[other] {""}
}. { $next ->
    [none] Bare tekstutskriften er igjen.
    [screen-reader] Skjermleseren tar over.
    [tts] Talesyntesen tar over.
    [speech-dispatcher] Speech Dispatcher tar over.
   *[other] { $next } tar over.
}
# A voice that never started (found when the game opens): not said to have stopped.
speech-output-not-started = { $output } kunne ikke starte{ $reason ->
    [not-installed] , den er ikke installert
    [no-audio-device] , fant ingen lydenhet
    [not-available] , den kjører ikke
    [daemon-gone] , den kjører ikke
    [engine-crashed] , den krasjet
   *[other] {""}
}. { $next ->
    [none] Spillet fortsetter bare som tekst.
    [screen-reader] Skjermleseren tar over.
    [tts] Talesyntesen tar over.
    [speech-dispatcher] Speech Dispatcher tar over.
   *[other] { $next } tar over.
}
speech-output-name = { $output ->
    [screen-reader] Skjermleseren
    [speech-dispatcher] Speech Dispatcher
    [tts] Talesyntesen
    [transcript] Tekstutskriften
   *[other] { $output }
}
