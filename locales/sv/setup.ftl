# Den talade förberedelsen av ett spel. Varje val sägs.
setup-intro = Nytt spel. Upp- och nedpil ändrar ett val, Enter godkänner det, Escape går tillbaka.
setup-language = Språk, { $language }.
setup-players = Antal spelare, { $count }.
setup-name = Namn på spelare { $number }, { $name }. Skriv ett namn och tryck på Enter.
setup-name-typed = { $name }
setup-name-empty = Tomt
setup-kind = Spelare { $number } är { $kind ->
    [computer] datorn
   *[human] en människa
}.
setup-level = { $name } spelar { $level ->
    [beginner] som en nybörjare
    [good] bra
    [master] som en mästare
   *[expert] som en expert
}.
setup-ready = Klart, { $players }. { $rules }. Tryck på Enter för att börja.
setup-player = { $kind ->
    [computer] { $name }, dator
   *[human] { $name }
}
setup-default-name = { $kind ->
    [computer] Dator { $number }
   *[human] Spelare { $number }
}
# Språkens namn, vart och ett på sitt eget språk.
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
setup-keys = Upp- och nedpil ändrar valet, Enter godkänner, Escape går tillbaka, Q avslutar.
setup-no-known-names = Inga kända namn än, skriv namnet.
setup-name-needed = Spelare { $number } behöver ett namn. Skriv ett och tryck på Enter.
setup-computer-name = Bara personers namn erbjuds. Skriv datorns namn och tryck på Enter.
# Regeluppsättningarna (--rules) som inställningen kallar dem; $rules är ett av namnen.
setup-rules = Regler, { $rules }.
setup-rules-official = Amerikansk Yahtzee
setup-rules-free-joker = Yahtzee, fri joker
setup-rules-yatzy = Yatzy
setup-rules-yatzy-forced = Tvångsyatzy
