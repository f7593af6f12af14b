# Den talte opsætning før et spil. Hvert valg bliver sagt.
setup-intro = Opsætning af nyt spil. Op og ned ændrer et valg, Enter godkender det, Escape går tilbage.
setup-language = Sprog, { $language }.
setup-players = Antal spillere, { $count }.
setup-name = Navn på spiller { $number }, { $name }. Skriv et navn, og tryk Enter.
setup-name-typed = { $name }
setup-name-empty = Tomt
setup-kind = Spiller { $number } er { $kind ->
    [computer] en computer
   *[human] et menneske
}.
setup-level = { $name } spiller { $level ->
    [beginner] som en begynder
    [good] godt
    [master] som en mester
   *[expert] som en ekspert
}.
setup-ready = Klar, { $players }. { $rules }. Tryk Enter for at starte.
setup-player = { $kind ->
    [computer] { $name }, computer
   *[human] { $name }
}
setup-default-name = { $kind ->
    [computer] Computer { $number }
   *[human] Spiller { $number }
}
# Sprogenes navne, hvert på sit eget sprog.
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
setup-keys = Op og ned ændrer valget, Enter godkender, Escape går tilbage, Q afslutter.
setup-no-known-names = Ingen kendte navne endnu, skriv navnet.
setup-name-needed = Spiller { $number } skal have et navn. Skriv et, og tryk Enter.
setup-computer-name = Kun personers navne tilbydes. Skriv computerens navn, og tryk Enter.
# Regelsættene (--rules), som opsætningen kalder dem; $rules er et af navnene.
setup-rules = Regler, { $rules }.
setup-rules-official = Amerikansk Yahtzee
setup-rules-free-joker = Yahtzee, fri joker
setup-rules-yatzy = Yatzy
setup-rules-yatzy-forced = Yatzy, fast rækkefølge
