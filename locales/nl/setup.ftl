# De gesproken voorbereiding van een spel. Elke keuze wordt genoemd.
setup-intro = Nieuw spel. Pijl omhoog en omlaag veranderen een keuze, Enter bevestigt, Escape gaat terug.
setup-language = Taal, { $language }.
setup-players = Aantal spelers, { $count }.
setup-name = Naam van speler { $number }, { $name }. Typ een naam en druk op Enter.
setup-name-typed = { $name }
setup-name-empty = Leeg
setup-kind = Speler { $number } is { $kind ->
    [computer] de computer
   *[human] een mens
}.
setup-level = { $name } speelt { $level ->
    [beginner] als een beginner
    [good] goed
    [master] als een meester
   *[expert] als een expert
}.
setup-ready = Klaar, { $players }. { $rules }. Druk op Enter om te beginnen.
setup-player = { $kind ->
    [computer] { $name }, computer
   *[human] { $name }
}
setup-default-name = { $kind ->
    [computer] Computer { $number }
   *[human] Speler { $number }
}
# Namen van de talen, elk in de eigen taal.
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
setup-keys = Pijl omhoog en omlaag veranderen de keuze, Enter bevestigt, Escape gaat terug, Q stopt.
setup-no-known-names = Nog geen bekende namen, typ de naam.
setup-name-needed = Speler { $number } heeft een naam nodig. Typ er een en druk op Enter.
setup-computer-name = Alleen namen van mensen worden aangeboden. Typ de naam van de computer en druk op Enter.
# De spelregels (--rules), zoals de voorbereiding ze noemt; $rules is een van deze namen.
setup-rules = Regels, { $rules }.
setup-rules-official = Amerikaanse Yahtzee
setup-rules-free-joker = Yahtzee, vrije joker
setup-rules-yatzy = Yatzy
setup-rules-yatzy-forced = Yatzy, vaste volgorde
