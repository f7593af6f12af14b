# Die Sprachausgabe meldet sich selbst.
speech-output-failed = Die Sprachausgabe über { $output } funktioniert nicht mehr{ $reason ->
    [not-installed] , nicht installiert
    [no-audio-device] , kein Audiogerät gefunden
    [not-available] , läuft nicht
    [daemon-gone] , läuft nicht
    [engine-crashed] , abgestürzt
   *[other] {""}
}. { $next ->
    [none] Es bleibt nur das Textprotokoll.
    [screen-reader] Weiter mit dem Screenreader.
    [speech-dispatcher] Weiter mit Speech Dispatcher.
    [tts] Weiter mit der Sprachsynthese.
   *[other] Weiter mit { $next }.
}
# A voice that never started (found when the game opens): not said to have stopped.
speech-output-not-started = Die Sprachausgabe über { $output } konnte nicht starten{ $reason ->
    [not-installed] , nicht installiert
    [no-audio-device] , kein Audiogerät gefunden
    [not-available] , läuft nicht
    [daemon-gone] , läuft nicht
    [engine-crashed] , abgestürzt
   *[other] {""}
}. { $next ->
    [none] Das Spiel geht nur als Text weiter.
    [screen-reader] Weiter mit dem Screenreader.
    [speech-dispatcher] Weiter mit Speech Dispatcher.
    [tts] Weiter mit der Sprachsynthese.
   *[other] Weiter mit { $next }.
}
speech-output-name = { $output ->
    [screen-reader] den Screenreader
    [speech-dispatcher] Speech Dispatcher
    [tts] die Sprachsynthese
    [transcript] das Textprotokoll
   *[other] { $output }
}
