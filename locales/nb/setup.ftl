# Det talte oppsettet før et spill. Hvert valg blir sagt.
setup-intro = Oppsett av nytt spill. Opp og ned endrer et valg, Enter godtar det, Escape går tilbake.
setup-language = Språk, { $language }.
setup-players = Antall spillere, { $count }.
setup-name = Navn på spiller { $number }, { $name }. Skriv et navn, og trykk Enter.
setup-name-typed = { $name }
setup-name-empty = Tomt
setup-kind = Spiller { $number } er { $kind ->
    [computer] en datamaskin
   *[human] et menneske
}.
setup-level = { $name } spiller { $level ->
    [beginner] som en nybegynner
    [good] godt
    [master] som en mester
   *[expert] som en ekspert
}.
setup-ready = Klar, { $players }. { $rules }. Trykk Enter for å begynne.
setup-player = { $kind ->
    [computer] { $name }, datamaskin
   *[human] { $name }
}
setup-default-name = { $kind ->
    [computer] Datamaskin { $number }
   *[human] Spiller { $number }
}
# Navnene på språkene, hvert på sitt eget språk.
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
setup-keys = Opp og ned endrer valget, Enter godtar, Escape går tilbake, Q avslutter.
setup-no-known-names = Ingen kjente navn ennå, skriv navnet.
setup-name-needed = Spiller { $number } trenger et navn. Skriv et, og trykk Enter.
setup-computer-name = Bare navn på personer tilbys. Skriv navnet til datamaskinen, og trykk Enter.
# Regelsettene (--rules) slik oppsettet kaller dem; $rules er ett av navnene.
setup-rules = Regler, { $rules }.
setup-rules-official = Amerikansk Yahtzee
setup-rules-free-joker = Yahtzee, fri joker
setup-rules-yatzy = Yatzy
setup-rules-yatzy-forced = Yatzy, fast rekkefølge
