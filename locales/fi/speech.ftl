# Puhekerros kertoo itsestään.
speech-output-failed = { $output } lakkasi toimimasta{ $reason ->
    [not-installed] , sitä ei ole asennettu
    [no-audio-device] , äänilaitetta ei löytynyt
    [not-available] , se ei ole käynnissä
    [daemon-gone] , se ei ole käynnissä
    [engine-crashed] , se kaatui
   *[other] {""}
}. { $next ->
    [none] Jäljellä on vain tekstitallenne.
    [screen-reader] Ruudunlukija jatkaa.
    [tts] Puhesynteesi jatkaa.
    [speech-dispatcher] Speech Dispatcher jatkaa.
   *[other] { $next } jatkaa.
}
# A voice that never started (found when the game opens): not said to have stopped.
speech-output-not-started = { $output } ei käynnistynyt{ $reason ->
    [not-installed] , sitä ei ole asennettu
    [no-audio-device] , äänilaitetta ei löytynyt
    [not-available] , se ei ole käynnissä
    [daemon-gone] , se ei ole käynnissä
    [engine-crashed] , se kaatui
   *[other] {""}
}. { $next ->
    [none] Peli jatkuu pelkkänä tekstinä.
    [screen-reader] Ruudunlukija jatkaa.
    [tts] Puhesynteesi jatkaa.
    [speech-dispatcher] Speech Dispatcher jatkaa.
   *[other] { $next } jatkaa.
}
speech-output-name = { $output ->
    [screen-reader] Ruudunlukija
    [speech-dispatcher] Speech Dispatcher
    [tts] Puhesynteesi
    [transcript] Tekstitallenne
   *[other] { $output }
}
