# La couche vocale qui parle d'elle-même.
speech-output-failed = La parole via { $output } ne fonctionne plus{ $reason ->
    [not-installed] , logiciel introuvable
    [no-audio-device] , aucun périphérique audio trouvé
    [not-available] , programme non démarré
    [daemon-gone] , programme non démarré
    [engine-crashed] , arrêt inattendu
   *[other] {""}
}. { $next ->
    [none] Il ne reste que la transcription texte.
    [screen-reader] Passage au lecteur d'écran.
    [speech-dispatcher] Passage à Speech Dispatcher.
    [tts] Passage à la synthèse vocale.
   *[other] Passage à { $next }.
}
# A voice that never started (found when the game opens): not said to have stopped.
speech-output-not-started = La parole via { $output } n'a pas pu démarrer{ $reason ->
    [not-installed] , logiciel introuvable
    [no-audio-device] , aucun périphérique audio trouvé
    [not-available] , programme non démarré
    [daemon-gone] , programme non démarré
    [engine-crashed] , arrêt inattendu
   *[other] {""}
}. { $next ->
    [none] Le jeu continue en texte seulement.
    [screen-reader] Passage au lecteur d'écran.
    [speech-dispatcher] Passage à Speech Dispatcher.
    [tts] Passage à la synthèse vocale.
   *[other] Passage à { $next }.
}
speech-output-name = { $output ->
    [screen-reader] le lecteur d'écran
    [speech-dispatcher] Speech Dispatcher
    [tts] la synthèse vocale
    [transcript] la transcription
   *[other] { $output }
}
