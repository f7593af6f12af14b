# The speech layer reporting on itself.
speech-output-failed = Speech through { $output } stopped working{ $reason ->
    [missing] : it is not installed
    [no-audio] : no audio device
    [not-running] : it is not running
   *[other] {""}
}. { $next ->
    [none] Only the text transcript is left.
   *[other] Using { $next } instead.
}
speech-output-name = { $output ->
    [screen-reader] the screen reader
    [speech-dispatcher] speech dispatcher
    [tts] text to speech
    [transcript] the transcript
   *[other] { $output }
}
