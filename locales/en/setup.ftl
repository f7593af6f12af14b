# The spoken setup before a game. Every choice is announced.
setup-intro = New game setup. Up and Down change a choice, Enter accepts it, Escape goes back.
setup-language = Language, { $language }.
setup-players = Number of players, { $count }.
setup-name = Player { $number } name, { $name }. Type a name, then Enter.
setup-name-typed = { $name }
setup-name-empty = Empty
setup-kind = Player { $number } is { $kind ->
    [computer] a computer player
   *[human] a person
}.
setup-level = { $name } plays { $level ->
    [beginner] like a beginner
    [good] well
    [master] like a master
   *[expert] like an expert
}.
setup-ready = Ready, { $players }. { $rules }. Press Enter to start.
setup-player = { $kind ->
    [computer] { $name }, computer
   *[human] { $name }
}
setup-default-name = { $kind ->
    [computer] Computer { $number }
   *[human] Player { $number }
}
# Language names, each in its own language.
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
setup-keys = Up and Down change the choice, Enter accepts, Escape goes back, Q leaves.
setup-no-known-names = No names known yet, type the name.
setup-name-needed = Player { $number } needs a name. Type one, then Enter.
setup-computer-name = Only people's names are offered. Type the computer's name, then Enter.
# The rule sets (--rules), as the setup names them; $rules is one of these names.
setup-rules = Rules, { $rules }.
setup-rules-official = American Yahtzee
setup-rules-free-joker = Yahtzee, free Joker
setup-rules-yatzy = Yatzy
setup-rules-yatzy-forced = Yatzy, forced order
