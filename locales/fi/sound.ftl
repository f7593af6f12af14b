# Äänitehosteet: päälle ja pois, voimakkuus, ilmoitus kun niitä ei voi toistaa, ja niiden nimet
# ohjeiden äänitestiin (yksi kutakin talking_yahtzee.sound.Sound-ääntä kohden).
sound-on = Äänet päällä.
sound-off = Äänet pois.
sound-volume = Äänenvoimakkuus { NUMBER($percent, maximumFractionDigits: 0) } prosenttia.
sound-output-failed = Ääniä ei voi toistaa{ $reason ->
    [no-player] , toisto-ohjelmaa ei löytynyt
   *[other] , äänilaitetta ei löytynyt
}. Peli jatkuu ilman niitä.
sound-test = Äänitesti. Jokainen ääni nimineen.
sound-dice-rolled = Nopat heitetty, kalinaa, pidempään kun noppia on enemmän.
sound-die-held = Noppa lukittu, nouseva naksahdus.
sound-die-released = Noppa vapautettu, laskeva naksahdus.
sound-box-scored = Kohta merkitty, kaksi nousevaa säveltä.
sound-zero-scored = Nolla merkitty, kaksi matalaa laskevaa säveltä.
sound-upper-bonus = Yläosan bonus, neljä nopeaa nousevaa säveltä.
sound-yahtzee = Yatzy, fanfaari.
sound-yahtzee-bonus = Yatzy-bonus, korkeampi fanfaari ja kimallus.
sound-your-turn = Sinun vuorosi, kirkas nouseva kello.
sound-other-turn = Toisen pelaajan vuoro, yksi pehmeä matala sävel.
sound-refusal = Ei mahdollista, kaksi lyhyttä matalaa säveltä.
sound-list-top = Luettelon alku, korkea tömähdys.
sound-list-bottom = Luettelon loppu, matala jysähdys.
sound-thinking = Miettii, pehmeä tikitys.
sound-game-won = Voitit, nouseva sävelmä.
sound-game-lost = Peli hävitty, laskeva sävelmä.
