# Die gesprochene Einrichtung vor einem Spiel. Jede Auswahl wird angesagt.
setup-intro = Neues Spiel einrichten. Pfeil hoch und runter ändern eine Auswahl, die Eingabetaste bestätigt, Escape geht zurück.
setup-language = Sprache, { $language }.
setup-players = Anzahl der Spieler, { $count }.
setup-name = Name von Spieler { $number }, { $name }. Tippe einen Namen, dann die Eingabetaste.
setup-name-typed = { $name }
setup-name-empty = Leer
setup-kind = Spieler { $number } ist { $kind ->
    [computer] ein Computer
   *[human] ein Mensch
}.
setup-level = { $name } spielt { $level ->
    [beginner] wie ein Anfänger
    [good] gut
    [master] wie ein Meister
   *[expert] wie ein Profi
}.
setup-ready = Bereit, { $players }. { $rules }. Drücke die Eingabetaste zum Starten.
setup-player = { $kind ->
    [computer] { $name }, Computer
   *[human] { $name }
}
setup-default-name = { $kind ->
    [computer] Computer { $number }
   *[human] Spieler { $number }
}
# Namen der Sprachen, jeder in seiner eigenen Sprache.
setup-language-name = { $code ->
    [es] Español
    [fr] Français
    [de] Deutsch
    [it] Italiano
    [pt] Português
    [nl] Nederlands
    [pl] Polski
    [ru] Русский
    [sv] Svenska
    [da] Dansk
    [nb] Norsk bokmål
    [fi] Suomi
   *[en] English
}
setup-keys = Pfeil hoch und runter ändern die Auswahl, Eingabetaste bestätigt, Escape geht zurück, Q beendet.
setup-no-known-names = Noch keine bekannten Namen, Namen eintippen.
setup-name-needed = Spieler { $number } braucht einen Namen. Tippe einen, dann die Eingabetaste.
setup-computer-name = Angeboten werden nur Namen von Menschen. Tippe den Namen des Computers, dann die Eingabetaste.
# Die Regelwerke (--rules), wie die Einrichtung sie nennt; $rules ist einer dieser Namen.
setup-rules = Regeln, { $rules }.
setup-rules-official = Amerikanisches Yahtzee
setup-rules-free-joker = Yahtzee, freier Joker
setup-rules-yatzy = Yatzy
setup-rules-yatzy-forced = Yatzy, feste Reihenfolge
