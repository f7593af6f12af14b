# Talskiktet om sig självt.
speech-output-failed = { $output } slutade fungera{ $reason ->
    [not-installed] , den är inte installerad
    [no-audio-device] , ingen ljudenhet hittades
    [not-available] , den körs inte
    [daemon-gone] , den körs inte
    [engine-crashed] , den kraschade
   *[other] {""}
}. { $next ->
    [none] Bara textutskriften finns kvar.
    [screen-reader] Skärmläsaren tar över.
    [speech-dispatcher] Speech Dispatcher tar över.
    [tts] Talsyntesen tar över.
   *[other] { $next } tar över.
}
# A voice that never started (found when the game opens): not said to have stopped.
speech-output-not-started = { $output } kunde inte starta{ $reason ->
    [not-installed] , den är inte installerad
    [no-audio-device] , ingen ljudenhet hittades
    [not-available] , den körs inte
    [daemon-gone] , den körs inte
    [engine-crashed] , den kraschade
   *[other] {""}
}. { $next ->
    [none] Spelet fortsätter bara som text.
    [screen-reader] Skärmläsaren tar över.
    [speech-dispatcher] Speech Dispatcher tar över.
    [tts] Talsyntesen tar över.
   *[other] { $next } tar över.
}
speech-output-name = { $output ->
    [screen-reader] Skärmläsaren
    [speech-dispatcher] Speech Dispatcher
    [tts] Talsyntesen
    [transcript] Textutskriften
   *[other] { $output }
}
