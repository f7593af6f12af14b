# Ohjenäppäin (kysymysmerkki tai F1): lyhyt sisällysluettelo, sitten sivu aihetta kohden. Jokaisen
# sivun on mahduttava 80 kertaa 24 merkin päätteeseen (tests/ui/test_help.py), joten lyhyet rivit.
# Vain pilkkuja ja pisteitä: niissä ruudunlukija pitää tauon, mutta kaksoispisteet, puolipisteet,
# ajatusviivat ja sulkeet se lukee ääneen. $rules on sääntöjen nimi, $pages sivujen määrä.
help-key = Kysymysmerkki tai F1 avaa ohjeet, sivu kerrallaan.
help-index = Ohjeet, säännöt { $rules }, { $pages } { $pages ->
    [one] sivu
   *[other] sivua
}.
help-index-topic = Sivu { $page }, { $topic }.
help-pages = Ohjeissa välilyönti, alanuoli tai kysymysmerkki vie seuraavalle sivulle, ylänuoli edelliselle, ja sivun numero avaa suoraan sen sivun, sivuja on { $pages }. Escape palaa peliin, ja mikä tahansa muu näppäin palaa peliin ja tekee siellä tehtävänsä.
help-page = Ohjeet, sivu { $page }, kaikkiaan { $pages }, { $topic }.
help-end = Ohjeet loppuivat. Home vie ensimmäiselle sivulle, Escape takaisin peliin.
help-topic-turn = heittäminen ja noppien lukitseminen
help-topic-boxes = kohdan valitseminen
help-topic-scoring = kohtien pisteet, { $rules }
help-topic-card = kierrokset ja bonukset
help-topic-review = kysymykset pelistä
help-topic-speech = puhe ja äänet
help-topic-more = muut näppäimet

# Pelin näppäimet. $yahtzee on viiden samanlaisen kohdan nimi, $order on forced, kun kohdat
# täytetään järjestyksessä, $lines kuinka monta riviä K antaa.
help-roll = R tai välilyönti heittää. Ensimmäinen heitto heittää kaikki viisi noppaa, myöhemmät heitot heittävät nopat, joita et ole lukinnut. Heti uudelleen painettu R ohitetaan, ja jos olet heittämässä pois lukitsematta suoran, täyskäden tai { $yahtzee }-yhdistelmän, R on painettava toisen kerran. Heittosuoja-asetus poistaa molemmat käytöstä.
help-hold-position = Numerot yhdestä viiteen lukitsevat tai vapauttavat nopan yhdestä viiteen, numerorivillä tai numeronäppäimistöllä, ilman Shiftiä, millä tahansa näppäimistöllä.
help-hold-value = Lukitus silmäluvun mukaan. Numerot yhdestä kuuteen lukitsevat vielä yhden nopan, jossa on sama silmäluku, ja kun kaikki sen silmäluvun nopat on lukittu, sama näppäin vapauttaa ne kaikki. Ilman Shiftiä, millä tahansa näppäimistöllä.
help-boxes = Ylänuoli ja alanuoli liikkuvat kohdasta toiseen ja kertovat niiden pisteet. Home ja End hyppäävät ensimmäiseen ja viimeiseen kohtaan. Enter merkitsee pisteet kohtaan.{ $order ->
    [forced] { " " }Tässä kohdat täytetään järjestyksessä, joten kohdistin pysähtyy vain täytettävään kohtaan.
   *[free] { " " }Vuorosi alkaa ensimmäisestä vapaasta kohdastasi tai siitä, mihin jätit kursorin, jos se kohta on yhä vapaa.
}
help-first-letter = Shift ja kirjain siirtävät seuraavaan kohtaan, jonka nimi alkaa sillä kirjaimella, paina uudelleen, niin pääset sitä seuraavaan. Pelkät kirjaimet ovat edelleen komentoja.
help-undo = U tai Ctrl+Z kumoaa viimeisimmän lukituksen tai pistemerkinnän, kunhan noppia ei ole heitetty sen jälkeen. Paina uudelleen, niin pääset kauemmas taaksepäin.
help-review = D kertoo noppasi, C pöytäkirjasi, A vapaat kohdat pisteineen, B yläosan bonuksen, S tilanteen, T kenen vuoro on. O ja sitten vasen ja oikea nuoli lukevat muiden pelaajien pöytäkirjat. K lukee pöytäkirjasi pistenäytölle { $lines ->
    [1] yhtenä lyhyenä rivinä
    [2] kahtena lyhyenä rivinä
    [3] kolmena lyhyenä rivinä
   *[other] { $lines } lyhyenä rivinä
}.
help-win = W kertoo voittomahdollisuutesi, tai yksin pelatessa mahdollisuuden lyödä ennätyksesi.
help-hint = H antaa vihjeen, paina uudelleen, niin saat seuraavaksi parhaan siirron.
help-statistics = G kertoo tilastosi, pelatut pelit, keskiarvosi ja parhaat tuloksesi.
help-speech = X pysäyttää puheen. L toistaa viimeisen viestin, pilkku ja piste siirtyvät taaksepäin ja eteenpäin aiemmissa viesteissä. V muuttaa sitä, kuinka paljon puhutaan.
help-sounds = M kytkee äänet päälle ja pois. F2 avaa äänitestin, jokainen ääni nimineen.
help-computer = Kun tietokone pelaa, välilyönti kiirehtii sitä, R tai T kertoo, mitä sillä on tähän mennessä, F lyhentää sen taukoa siirtojen välillä ja P pidentää sitä.
help-online-chat = Verkkopöydässä E avaa chat-rivin.
help-online-mute = I mykistää viimeksi kirjoittaneen, tai tuo hänet taas kuuluviin.
help-online-host = Isäntä sulkee pöydän kaikilta N-näppäimellä ja poistaa pelaajan J-näppäimellä.
help-quit = Q lopettaa, kun vahvistat painamalla { confirm-yes } tai Enter.

# Pöydän säännöt, luettuina sen sääntökokoelmasta. $box on kohdan nimi, $scored on fixed ($points
# pistettä), all (kaikki viisi noppaa lasketaan) tai made (vain kohdan muodostavat nopat lasketaan).
help-rules-upper = Yläosan kohdissa, kohdasta { $first } kohtaan { $last }, lasketaan yhteen kohdan silmälukua näyttävät nopat.
help-rules-alike = { $box }, { $count ->
    [2] kaksi
    [3] kolme
    [4] neljä
   *[other] viisi
} noppaa samalla silmäluvulla, { $scored ->
    [fixed] { $points } pistettä
    [all] kaikki viisi noppaa lasketaan
   *[made] vain ne nopat lasketaan
}.
help-rules-two-pairs = { $box }, kaksi paria eri silmäluvuilla, { $scored ->
    [fixed] { $points } pistettä
    [all] kaikki viisi noppaa lasketaan
   *[made] vain ne neljä noppaa lasketaan
}.
help-rules-full-house = { $box }, kolme noppaa yhdellä silmäluvulla ja kaksi toisella, { $scored ->
    [fixed] { $points } pistettä
    [all] kaikki viisi noppaa lasketaan
   *[made] kaikki viisi noppaa lasketaan
}.
help-rules-straight = { $box }, { $runs ->
    [one] yksi kutakin silmälukua, pienin { $low } ja suurin { $high }
   *[any] mitkä tahansa { $length ->
        [4] neljä
       *[other] viisi
    } peräkkäistä silmälukua
}, { $scored ->
    [fixed] { $points } pistettä
   *[other] kaikki viisi noppaa lasketaan
}.
help-rules-chance = { $box }, mitkä tahansa nopat, { $scored ->
    [fixed] { $points } pistettä
   *[other] kaikki viisi noppaa lasketaan
}.
help-rules-rounds = Pelissä on { $rounds } kierrosta, joissa kussakin on enintään { $rolls } heittoa, ja joka kierros täyttää yhden kohdan niillä pisteillä, jotka nopat siihen antavat, vaikka nollalla. { $order ->
    [forced] Kohdat täytetään järjestyksessä ylhäältä alas.
   *[free] Valitset kohdan itse, missä järjestyksessä tahansa.
}
help-rules-bonus = Vähintään { $threshold } pistettä yläosan kohdista, kohdasta { $first } kohtaan { $last }, antaa { $bonus } bonuspistettä.
help-rules-yahtzee-bonus = Jokainen uusi { $box } antaa { $bonus } bonuspistettä, kun kohdassa { $box } on jo { $points }.
help-rules-joker = { $joker ->
    [forced] Uusi { $box } on myös jokeri. Se menee oman silmälukunsa yläkohtaan, jos se on vapaana, muuten mihin tahansa vapaaseen alaosan kohtaan, jossa { $full } antavat täydet pisteet, muuten nollana yläosan kohtaan.
    [free] Uusi { $box } on myös jokeri ja saa mennä mihin tahansa vapaaseen kohtaan. Kun sen silmäluvun yläkohta on täytetty, { $full } antavat sillä täydet pisteet.
   *[none] Jokeria ei ole, eikä toinen { $box } anna bonusta. Viisi samaa lasketaan sen kohdan tavallisen säännön mukaan, johon ne merkitään.
}

# Muiden tilojen näppäimet. Eivät kuulu puhuttuihin ohjeisiin, niitä käyttää docs/keys.md, ja osa
# sanotaan, kun näppäintä ei siellä oteta vastaan.
help-sound-test = Äänitestissä ylänuoli ja alanuoli soittavat kunkin äänen ja kertovat sen nimen, Home ja End hyppäävät ensimmäiseen ja viimeiseen, Enter tai välilyönti soittaa sen uudelleen, Escape tai F2 palaa.
help-sound-volume = Äänitestissä vasen ja oikea nuoli hiljentävät ja voimistavat ääniä.
help-dice-entry = Oikeilla nopilla numerot yhdestä kuuteen kirjoittavat kunkin heitetyn nopan silmäluvun, askelpalautin korjaa, Enter hyväksyy, Escape peruuttaa.
help-confirm-zero = Kun kohta antaisi nollan, Enter uudelleen merkitsee sen, mikään muu näppäin ei merkitse.
help-confirm-quit = Lopetettaessa { confirm-yes } tai Enter lopettaa, ja { confirm-no }, Escape tai mikä tahansa muu näppäin jatkaa peliä.
help-other-card = Muiden pelaajien pöytäkirjoissa vasen ja oikea nuoli valitsevat pelaajan, Shift ja kirjain seuraavan pelaajan, jonka nimi alkaa sillä kirjaimella. Escape tai mikä tahansa muu näppäin palaa.
help-game-over = Lopussa Ctrl+N aloittaa uuden pelin, { confirm-no } tai Q lopettaa, ja Enter muistuttaa tästä. Heti pelin päätyttyä näitä näppäimiä ei oteta hetkeen huomioon.
help-skill-review = Lopussa ylä- ja alanuoli kertovat, miten kukin pelasi, sinä ensin, ja vasen ja oikea nuoli käyvät läpi hänen kalleimmat valintansa.
help-setup = Asetuksissa ylänuoli ja alanuoli tai vasen ja oikea nuoli muuttavat valintaa. Enter hyväksyy, Escape palaa, kysymysmerkki toistaa kysymyksen.
help-setup-count = Numerot yhdestä kahdeksaan valitsevat pelaajien määrän suoraan.
help-setup-name = Pelaajaa nimettäessä kirjaimet kirjoittavat nimen, askelpalautin korjaa, Enter hyväksyy, Escape palaa.
help-setup-known-names = Nimeä kirjoitettaessa Ylös ja Alas tarjoavat pelanneiden nimet, viimeisin ensin.
help-setup-quit = Q lopettaa, paitsi nimeä kirjoitettaessa.
help-setup-letter = Valintaluettelossa, kuten kieli, säännöt, pelaajan tyyppi tai taso, kirjain siirtää seuraavaan valintaan, joka alkaa sillä kirjaimella, paitsi Q, joka lopettaa.
help-resume = Kun alussa on kesken jäänyt peli, { confirm-yes } tai Enter jatkaa sitä, { confirm-no } tai Escape aloittaa uuden pelin, Q lopettaa.
help-online-lobby-move = Verkkoaulassa Ylös ja Alas käyvät läpi julkiset pöydät, sitten uuden pöydän asetukset, luomisen, liittymisen tai katsomisen koodilla ja ketkä ovat aulassa.
help-online-lobby-change = Vasen ja Oikea muuttavat valittua arvoa.
help-online-lobby-enter = Enter istuttaa sinut valittuun julkiseen pöytään tai katsomaan, jos vapaata paikkaa ei ole, luo pöydän tai kysyy koodia. Pöydässä ennen peliä isännän Enter aloittaa sen.
help-online-code = Koodia kirjoitettaessa numerot, askelpalautin pyyhkii, Enter liittyy, Escape palaa.
help-online-lobby-table = T kertoo pöydän koodin ja ketkä ovat paikalla.
help-online-chat-line = Kirjoita rivisi, Enter lähettää, Escape peruu, askelpalautin pyyhkii.
help-online-confirm-end = Pöytää suljettaessa { confirm-yes } tai Enter sulkee sen, mikä tahansa muu näppäin jatkaa peliä.
help-online-remove = Pelaajaa poistettaessa Ylös ja Alas valitsevat, Enter poistaa, Escape peruu.
help-resume-discard = Kesken jäänyt peli alussa, askelpalautin kahdesti poistaa sen pysyvästi.
help-online-chat-edit = Keskusteluriviä kirjoittaessa Vasen ja Oikea lukevat sen merkki kerrallaan, Home ja End vievät sen päihin, Askelpalautin ja Delete poistavat, F2 lukee koko rivin.
help-online-chat-history = Vasen ja oikea hakasulje selaavat kuultua keskustelua taakse ja eteen, keskusteluriviä kirjoittaessa Ylös ja Alas.

# Issue 32: the lobby's own keys, leaving a table, what you missed.
help-lobby-chat = E avaa chat-rivin, kaikille aulassa, tai pöydässä pöydälle.
help-lobby-leave = Pöydässä ennen peliä Escape palaa aulaan.
help-online-leave = Verkkopöydässä Escape palaa aulaan, vahvistuksen jälkeen, jos sinulla on paikka käynnissä olevassa pelissä.
help-online-missed = Z kertoo yksityiskohtaisesti, mitä edellisen siirtosi jälkeen on tapahtunut.

# Issue 32, pysyvät pöydät (ui.modes.between).
help-online-again = Kun isäntä kysyy uutta peliä, { confirm-yes } tai Enter pelaa uudelleen, { confirm-no } tai Escape luopuu paikastasi.
help-online-seats = Isännän paikat ennen peliä, Ylös ja Alas valitsevat paikan, Escape tai Enter palaa.
help-online-seats-level = Vasen ja Oikea muuttavat valitun tietokoneen tasoa.
help-online-seats-add = A lisää tietokoneen.
help-online-seats-drop = Delete tai Askelpalautin poistaa valitun tietokoneen tai vapaan paikan.
help-online-seats-open = O vapauttaa valitun tietokoneen paikan ihmiselle, ja katsojan S ottaa sen.
help-online-seats-spectator = S luettelee katsojat: Enter istuttaa valitun valitulle vapaalle tai tietokoneen paikalle.
help-online-spectators = Ylös ja Alas valitsevat katsojan, Enter istuttaa hänet valitulle paikalle, Escape palaa.
help-online-lobby-seats = C luettelee isännälle paikat ennen peliä, tietokoneiden lisäämiseen, poistamiseen ja tason säätämiseen.
help-online-take-seat = S antaa katsojalle vapaan paikan ennen peliä.
help-online-link = Ctrl+L kopioi pöydän linkin ystäville, jotka pelaavat selaimella, sen sijaan että lukisi sen ääneen.
help-online-ratings = R kertoo luokituksesi ja sijasi tällä palvelimella sekä sen parhaat pelaajat.
