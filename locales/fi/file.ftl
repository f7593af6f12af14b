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
   *[record] Pelin kulkua ei voitu kirjoittaa tiedostoon { $file }.
} { $reason ->
    [denied] Kansio on kirjoitussuojattu tai ei ole sinun.
    [full] Levy on täynnä.
    [blocked] Tiedosto tai kansio on tiellä.
   *[other] Järjestelmä kieltäytyi.
} Peli jatkuu.
