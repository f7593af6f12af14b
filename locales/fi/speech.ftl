# Puhekerros kertoo itsestään.
speech-output-failed = { $output } lakkasi toimimasta{ $reason ->
    [not-installed] : sitä ei ole asennettu
    [no-audio-device] : äänilaitetta ei löytynyt
    [not-available] : se ei ole käynnissä
    [daemon-gone] : se ei ole käynnissä
    [engine-crashed] : se kaatui
   *[other] {""}
}. { $next ->
    [none] Jäljellä on vain tekstitallenne.
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
