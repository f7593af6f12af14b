# Речевой слой сообщает о себе.
speech-output-failed = Вывод речи { $output } перестал работать{ $reason ->
    [not-installed] , не установлен
    [no-audio-device] , не найдено звуковое устройство
    [not-available] , не запущен
    [daemon-gone] , не запущен
    [engine-crashed] , аварийно завершился
   *[other] {""}
}. { $next ->
    [none] Остаётся только текстовая запись.
    [screen-reader] Дальше говорит программа чтения с экрана.
    [speech-dispatcher] Дальше говорит Speech Dispatcher.
    [tts] Дальше говорит синтезатор речи.
   *[other] Дальше, { $next }.
}
# A voice that never started (found when the game opens): not said to have stopped.
speech-output-not-started = Вывод речи { $output } не удалось запустить{ $reason ->
    [not-installed] , не установлен
    [no-audio-device] , не найдено звуковое устройство
    [not-available] , не запущен
    [daemon-gone] , не запущен
    [engine-crashed] , аварийно завершился
   *[other] {""}
}. { $next ->
    [none] Игра продолжается только текстом.
    [screen-reader] Дальше говорит программа чтения с экрана.
    [speech-dispatcher] Дальше говорит Speech Dispatcher.
    [tts] Дальше говорит синтезатор речи.
   *[other] Дальше, { $next }.
}
speech-output-name = { $output ->
    [screen-reader] программа чтения с экрана
    [speech-dispatcher] Speech Dispatcher
    [tts] синтезатор речи
    [transcript] текстовая запись
   *[other] { $output }
}
