# Puhuttu asetusvaihe ennen peliä. Jokainen valinta sanotaan.
setup-intro = Uuden pelin asetukset. Ylä- ja alanuoli muuttavat valintaa, Enter hyväksyy sen, Escape palaa.
setup-language = Kieli, { $language }.
setup-players = Pelaajien määrä, { $count }.
setup-name = Pelaajan { $number } nimi, { $name }. Kirjoita nimi ja paina Enter.
setup-name-typed = { $name }
setup-name-empty = Tyhjä
setup-kind = Pelaaja { $number } on { $kind ->
    [computer] tietokone
   *[human] ihminen
}.
setup-level = { $name } pelaa { $level ->
    [beginner] kuin aloittelija
    [good] hyvin
    [master] kuin suurmestari
   *[expert] kuin mestari
}.
setup-ready = Valmis, { $players }. { $rules }. Aloita painamalla Enter.
setup-player = { $kind ->
    [computer] { $name }, tietokone
   *[human] { $name }
}
setup-default-name = { $kind ->
    [computer] Tietokone { $number }
   *[human] Pelaaja { $number }
}
# Kielten nimet, kukin omalla kielellään.
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
setup-keys = Ylä- ja alanuoli muuttavat valintaa, Enter hyväksyy, Escape palaa, Q lopettaa.
setup-no-known-names = Tunnettuja nimiä ei vielä ole, kirjoita nimi.
setup-name-needed = Pelaaja { $number } tarvitsee nimen. Kirjoita nimi ja paina Enter.
setup-computer-name = Tarjolla on vain ihmisten nimiä. Kirjoita tietokoneen nimi ja paina Enter.
# Sääntövalikoimat (--rules) niin kuin asetukset ne nimeävät; $rules on yksi näistä nimistä.
setup-rules = Säännöt, { $rules }.
setup-rules-official = Amerikkalainen Yahtzee
setup-rules-free-joker = Yahtzee, vapaa jokeri
setup-rules-yatzy = Yatzy
setup-rules-yatzy-forced = Pakkoyatzy
