# Warstwa mowy o sobie samej.
speech-output-failed = { $output } przestał działać{ $reason ->
    [not-installed] , nie jest zainstalowany
    [no-audio-device] , nie znaleziono urządzenia dźwiękowego
    [not-available] , nie działa
    [daemon-gone] , nie działa
    [engine-crashed] , uległ awarii
   *[other] {""}
}. { $next ->
    [none] Zostaje tylko zapis tekstowy.
    [screen-reader] Przejmuje czytnik ekranu.
    [speech-dispatcher] Przejmuje Speech Dispatcher.
    [tts] Przejmuje synteza mowy.
   *[other] Przejmuje { $next }.
}
# A voice that never started (found when the game opens): not said to have stopped.
speech-output-not-started = Wyjście mowy { $output } nie uruchomiło się{ $reason ->
    [not-installed] , nie jest zainstalowane
    [no-audio-device] , nie znaleziono urządzenia dźwiękowego
    [not-available] , nie działa
    [daemon-gone] , nie działa
    [engine-crashed] , uległo awarii
   *[other] {""}
}. { $next ->
    [none] Gra toczy się dalej tylko jako tekst.
    [screen-reader] Przejmuje czytnik ekranu.
    [speech-dispatcher] Przejmuje Speech Dispatcher.
    [tts] Przejmuje synteza mowy.
   *[other] Przejmuje { $next }.
}
speech-output-name = { $output ->
    [screen-reader] Czytnik ekranu
    [speech-dispatcher] Speech Dispatcher
    [tts] Syntezator mowy
    [transcript] Zapis tekstowy
   *[other] { $output }
}
