# Lyhyet syyt, miksi säännöt eivät nyt salli toimintoa. Mikään ei muutu.
error-no-rolls-left = Heittoja ei ole jäljellä. Valitse kohta.
error-all-held = Kaikki nopat on lukittu. Vapauta yksi tai valitse kohta.
error-not-rolled = Heitä ensin, paina R.
error-box-filled = { box-the } on jo täytetty.
error-joker = Jokerisäännöllä sallittu vain, { $boxes }.
error-game-over = Peli on päättynyt.
error-not-allowed = Ei sallittu nyt.
error-dice-values-needed = { $count ->
    [one] Kirjoita heittämäsi nopan silmäluku ja paina Enter.
   *[other] Kirjoita heittämiesi noppien silmäluvut, { $count } lukua, ja paina Enter.
}
error-dice-values-bad = Kirjoita { $count ->
    [one] yksi luku
   *[other] { $count } lukua
} yhdestä kuuteen.
error-unknown-key = Tuntematon näppäin. Ohjeet saat kysymysmerkillä.
error-not-your-turn = Vuorossa on { $player }. Kiirehdi painamalla välilyöntiä.
error-not-next-box = { game-next-box } Kohdat täytetään järjestyksessä.
