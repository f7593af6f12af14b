# Talelaget, der melder om sig selv.
speech-output-failed = { $output } holdt op med at virke{ $reason ->
    [not-installed] , den er ikke installeret
    [no-audio-device] , der blev ikke fundet nogen lydenhed
    [not-available] , den kører ikke
    [daemon-gone] , den kører ikke
    [engine-crashed] , den gik ned
   *[other] {""}
}. { $next ->
    [none] Kun tekstudskriften er tilbage.
    [screen-reader] Skærmlæseren tager over.
    [tts] Talesyntesen tager over.
    [speech-dispatcher] Speech Dispatcher tager over.
   *[other] { $next } tager over.
}
# A voice that never started (found when the game opens): not said to have stopped.
speech-output-not-started = { $output } kunne ikke starte{ $reason ->
    [not-installed] , den er ikke installeret
    [no-audio-device] , der blev ikke fundet nogen lydenhed
    [not-available] , den kører ikke
    [daemon-gone] , den kører ikke
    [engine-crashed] , den gik ned
   *[other] {""}
}. { $next ->
    [none] Spillet fortsætter kun som tekst.
    [screen-reader] Skærmlæseren tager over.
    [tts] Talesyntesen tager over.
    [speech-dispatcher] Speech Dispatcher tager over.
   *[other] { $next } tager over.
}
speech-output-name = { $output ->
    [screen-reader] Skærmlæseren
    [speech-dispatcher] Speech Dispatcher
    [tts] Talesyntesen
    [transcript] Tekstudskriften
   *[other] { $output }
}
