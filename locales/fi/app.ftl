# Ohjelma pelin ympärillä.
app-welcome = Puhuva Yahtzee. Ohjeet saat milloin tahansa painamalla kysymysmerkkiä.
app-quit-confirm = Lopetetaanko peli? Lopeta painamalla { confirm-yes } tai Enter, jatka millä tahansa muulla näppäimellä.
app-quit-cancelled = Peli jatkuu.
app-goodbye = Näkemiin.
app-goodbye-saved = Pelisi on tallennettu, kierros { $round }, kaikkiaan { $rounds }. Käynnistä Talking Yahtzee uudelleen, niin voit jatkaa. Näkemiin.
# Before lines of other players that a key cut before they were heard, told again.
app-unheard = Tämä jäi sinulta kuulematta, kun painoit näppäintä.
app-verbosity = { $level ->
    [brief] Lyhyt puhe.
    [detailed] Yksityiskohtainen puhe.
   *[normal] Tavallinen puhe.
}
# Numero ja sana nominatiivissa ("1 sekunti", "1,5 sekuntia"), jotta puhesynteesi lukee luvun oikein.
app-pace = { $seconds ->
    [0] Tietokone pelaa ilman taukoja.
    [one] Tietokoneen tauko siirtojen välillä, { NUMBER($seconds, maximumFractionDigits: 1) } sekunti.
   *[other] Tietokoneen tauko siirtojen välillä, { NUMBER($seconds, maximumFractionDigits: 1) } sekuntia.
}
app-pace-no-computer = Pelissä ei ole tietokonepelaajia. Tauko tietokoneen siirtojen välillä vaikuttaa vain peleissä, joissa tietokone pelaa.
app-history-oldest = Vanhin viesti.
app-history-newest = Uusin viesti.
app-history-empty = Mitään ei ole vielä sanottu.
app-other-card-hint = Vasen ja oikea nuoli valitsevat pelaajan, Escape palaa.
app-other-card-none = Muita pelaajia ei ole.
app-dice-entry = Nopat { $typed }
app-waiting = { $player } pelaa. Kiirehdi painamalla välilyöntiä.
app-choose-box = Valitse ensin kohta ylä- ja alanuolella.
app-first-roll-entry = { $player }, heitä kaikki viisi noppaa nähdäksesi, kuka aloittaa, kirjoita silmäluvut ja paina Enter.
# R or T while a computer plays: after what it has so far.
app-computer-hurry = Kiirehdi painamalla välilyöntiä.
