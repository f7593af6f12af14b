# Anteeksiantava peli: suojat vahinkopainalluksia vastaan, kumoaminen ja keskeneräisen pelin jatkaminen.
# $combo on yahtzee, large-straight, small-straight tai full-house. $key on näppäimen nimi.
# $box on kohdan nimi (box.ftl, ilman $category-argumenttia: neutraali muoto "kohdasta X").
# $dice on luettelo silmälukuja.
forgive-roll-too-soon = Heitto ohitettu, liian pian edellisen jälkeen.
forgive-confirm-roll = Sinulla on { $combo ->
    [yahtzee] Yatzy
    [yatzy] Yatzy
    [large-straight] iso suora
    [small-straight] pieni suora
   *[full-house] täyskäsi
}. Heitä silti painamalla { $key } uudelleen.
forgive-undo-hold = Kumottu. { $count ->
    [0] Ei lukittuja noppia.
   *[other] Lukittu, { $dice }.
}
forgive-undo-score = Kumottu, { $points } kohdasta { $box }. Kohta { $box } on taas vapaa.
forgive-undo-turn-back = Taas vuorossa { $player }.
forgive-undo-nothing = Ei mitään kumottavaa.
forgive-undo-after-roll = Noppia on heitetty sen jälkeen. Heittoa ei voi kumota.
forgive-undo-not-yours = { $player } on pelannut sen jälkeen. Voit kumota vain oman viimeisen siirtosi.
forgive-undo-off = Kumoaminen on pois päältä tässä pelissä.
forgive-undo-game-over = Peli on päättynyt. Mitään ei voi kumota.
forgive-resume-offer = Sinulla on kesken jäänyt peli, päivätty { DATETIME($when, dateStyle: "long") }, { $rules }, kierros { $round }, kaikkiaan { $rounds }, { $scores }, { $last_score }. Jatka sitä painamalla { confirm-yes } tai Enter, aloita uusi peli painamalla { confirm-no } tai Escape. { forgive-resume-discard-key }
forgive-resume-choice = Kesken jäänyt peli numero { $number }, pelejä kaikkiaan { $count }, päivätty { DATETIME($when, dateStyle: "long") }, { $rules }, kierros { $round }, kaikkiaan { $rounds }, { $scores }, { $last_score }. Jatka sitä painamalla { confirm-yes } tai Enter, { $last ->
    [yes] aloita uusi peli painamalla { confirm-no } tai Escape.
   *[no] siirry seuraavaan painamalla { confirm-no } tai Escape.
} { forgive-resume-discard-key }
forgive-resume-last = viimeksi, { $player }, { $points } { box-in }
forgive-resume-score = { $player }, { $total } { $total ->
    [one] piste
   *[other] pistettä
}
forgive-resumed = Peli jatkuu. { $kind ->
    [solo] Kierros { $round }, kaikkiaan { $rounds }
   *[other] { $player }, kierros { $round }, kaikkiaan { $rounds }
}. { $dice }
forgive-resume-new = Uusi peli. Kesken jääneet pelit pysyvät tallessa.
forgive-resume-none = Kesken jäänyttä peliä ei ole. Aloitetaan uusi peli.
forgive-save-broken-notice = Kesken jäänyttä peliäsi ei voitu lukea. Se siirrettiin sivuun nimellä { $file }.
forgive-save-old-notice = Kesken jäänyt pelisi on tallennettu Puhuvan Yahtzeen toisella versiolla, eikä sitä voi jatkaa. Se siirrettiin sivuun nimellä { $file }.
forgive-save-failed-notice = Peliä ei voi tallentaa tiedostoon { $file }. Peli jatkuu, mutta sitä ei voi jatkaa, jos se keskeytyy.
forgive-save-running = { $count ->
    [1] Tässä datakansiossa on käynnissä toinen peli. Sen tallennus on sen oma ja säilyy.
   *[other] Tässä datakansiossa käynnissä olevia pelejä, { $count }. Niiden tallennukset ovat niiden omia ja säilyvät.
}
forgive-resume-discard-key = Askelpalautin poistaa sen pysyvästi.
forgive-resume-discard-ask = Poistetaanko tämä kesken jäänyt peli pysyvästi? Poista se painamalla askelpalautinta uudelleen, mikä tahansa muu näppäin säilyttää sen.
forgive-resume-discarded = Kesken jäänyt peli poistettu.
