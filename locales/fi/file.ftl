# Pelin tiedostot: rikkinäinen tiedosto käynnistyksessä, epäonnistunut kirjoitus.
file-broken-kept = { $kind ->
    [settings] Asetustiedostoasi ei voitu lukea. Se säilytettiin nimellä { $aside }, ja oletusasetukset ovat käytössä.
   *[stats] Tilastotiedostoasi ei voitu lukea. Se säilytettiin nimellä { $aside }, ja uudet tilastot aloitettiin.
}
file-broken-left = { $kind ->
    [settings] Asetustiedostoasi { $file } ei voitu lukea eikä siirtää sivuun. Se jätettiin ennalleen, ja oletusasetukset ovat käytössä.
   *[stats] Tilastotiedostoasi { $file } ei voitu lukea eikä siirtää sivuun. Se jätettiin ennalleen, ja uudet tilastot aloitettiin.
}
file-write-failed = { $kind ->
    [settings] Asetuksiasi ei voitu tallentaa tiedostoon { $file }.
    [stats] Tilastoja ei voitu tallentaa tiedostoon { $file }.
    [save] Peliä ei voitu tallentaa tiedostoon { $file }. Jos se keskeytyy, sitä ei voi jatkaa.
    [transcript] Tekstitallennetta ei voitu kirjoittaa tiedostoon { $file }.
   *[record] Pelin kulkua ei voitu kirjoittaa tiedostoon { $file }.
} { $reason ->
    [denied] Kansio on kirjoitussuojattu tai ei ole sinun.
    [full] Levy on täynnä.
    [blocked] Tiedosto tai kansio on tiellä.
    [no-reader] Mikään ohjelma ei lue sitä.
   *[other] Järjestelmä kieltäytyi.
} Peli jatkuu.
file-write-works-again = { $kind ->
    [settings] Asetuksesi tallentuvat taas tiedostoon { $file }.
    [stats] Tilastot tallentuvat taas tiedostoon { $file }.
    [save] Peli tallentuu taas tiedostoon { $file }.
    [transcript] Tekstitallenne kirjoittuu taas tiedostoon { $file }.
   *[record] Pelin kulku kirjoittuu taas tiedostoon { $file }.
}
file-impossible-kept = Osa vanhoista tilastoistasi tiedostossa { $file } ei voi pitää paikkaansa, enemmän pelejä tai suurempia pisteitä kuin on mahdollista, tai sääntöjä, joita tämä peli ei tunne. Se osa jätettiin pois, ja tiedosto säilytettiin nimellä { $aside }.
file-record-next = Tämän pelin kulku kirjoitetaan tiedostoon { $file }. Edellisen pelin kulku säilyy.
