# The speech layer reporting on itself.
speech-output-failed = { $output } stopped working{ $reason ->
    [not-installed] , it is not installed
    [no-audio-device] , no audio device was found
    [not-available] , it is not running
    [daemon-gone] , it is not running
    [engine-crashed] , it crashed
   *[other] {""}
}. { $next ->
    [none] Only the text transcript is left.
    [screen-reader] Using the screen reader instead.
    [tts] Using text to speech instead.
    [speech-dispatcher] Using Speech Dispatcher instead.
   *[other] Using { $next } instead.
}
# A voice that never started (found when the game opens): not said to have stopped.
speech-output-not-started = { $output } could not start{ $reason ->
    [not-installed] , it is not installed
    [no-audio-device] , no audio device was found
    [not-available] , it is not running
    [daemon-gone] , it is not running
    [engine-crashed] , it crashed
   *[other] {""}
}. { $next ->
    [none] The game goes on in text only.
    [screen-reader] Using the screen reader instead.
    [tts] Using text to speech instead.
    [speech-dispatcher] Using Speech Dispatcher instead.
   *[other] Using { $next } instead.
}
speech-output-name = { $output ->
    [screen-reader] The screen reader
    [speech-dispatcher] Speech Dispatcher
    [tts] Text to speech
    [transcript] The transcript
   *[other] { $output }
}
