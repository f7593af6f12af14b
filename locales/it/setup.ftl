# La preparazione parlata prima di una partita. Ogni scelta viene annunciata.
setup-intro = Nuova partita. Su e giù cambiano una scelta, Invio la conferma, Esc torna indietro.
setup-language = Lingua, { $language }.
setup-players = Numero di giocatori, { $count }.
setup-name = Nome del giocatore { $number }, { $name }. Scrivi un nome, poi Invio.
setup-name-typed = { $name }
setup-name-empty = Vuoto
setup-kind = Giocatore { $number }, { $kind ->
    [computer] il computer
   *[human] una persona
}.
setup-level = { $name } gioca { $level ->
    [beginner] da principiante
    [good] bene
    [master] da maestro
   *[expert] da esperto
}.
setup-ready = Tutto pronto, { $players }. { $rules }. Premi Invio per iniziare.
setup-player = { $kind ->
    [computer] { $name }, computer
   *[human] { $name }
}
setup-default-name = { $kind ->
    [computer] Computer { $number }
   *[human] Giocatore { $number }
}
# Nomi delle lingue, ognuno nella propria lingua.
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
setup-keys = Su e giù cambiano la scelta, Invio conferma, Esc torna indietro, Q esce.
setup-no-known-names = Nessun nome conosciuto, scrivi il nome.
setup-name-needed = Il giocatore { $number } ha bisogno di un nome. Scrivine uno, poi Invio.
setup-computer-name = Vengono proposti solo nomi di persone. Scrivi il nome del computer, poi Invio.
# I regolamenti (--rules), come li nomina la preparazione; $rules è uno di questi nomi.
setup-rules = Regole, { $rules }.
setup-rules-official = Yahtzee americano
setup-rules-free-joker = Yahtzee, jolly libero
setup-rules-yatzy = Yatzy
setup-rules-yatzy-forced = Yatzy, ordine obbligato
