# Pöytäkirjan kohdat suomalaisen Yatzyn nimillä, sekä amerikkalaisessa Yahtzeessa että Yatzyssa.
# Ensimmäinen kirjain (Shift+kirjain): Y Ykköset, Yatzy; K Kakkoset, Kolmoset, Kuutoset,
# Kolme samaa, Kaksi paria; N Neloset, Neljä samaa; V Viitoset; T Täyskäsi; P Pieni suora, Pari;
# I Iso suora; S Sattuma.
box-ones = Ykköset
box-twos = Kakkoset
box-threes = Kolmoset
box-fours = Neloset
box-fives = Viitoset
box-sixes = Kuutoset
box-three-of-a-kind = Kolme samaa
box-four-of-a-kind = Neljä samaa
box-full-house = Täyskäsi
box-small-straight = Pieni suora
box-large-straight = Iso suora
box-yahtzee = Yatzy
box-chance = Sattuma
# Yatzyn omat kohdat (--rules yatzy, yatzy-forced); muilla kohdilla on yllä olevat nimet.
box-one-pair = Pari
box-two-pairs = Kaksi paria
box-yatzy = Yatzy

# Kun kohdistin siirtyy kohtaan nuolinäppäimillä.
box-focus = { $box }, { $points }{ $joker ->
    [yes] , jokerina
   *[no] {""}
}
box-focus-open = { $box }, vapaa
box-focus-filled = { $box }, täytetty, { $points }
box-focus-forbidden = { $box }, ei sallittu nyt
# Enter kohdassa, joka ei antaisi pisteitä (viesti ei saa $category-argumenttia: neutraali muoto).
box-confirm-zero = Nolla kohtaan { $box }? Vahvista painamalla Enter uudelleen.
# Apuviestit, joihin muut viestit viittaavat ({ box-in }); ne näkevät kutsujan $box- ja
# $category-argumentit (ones ... chance). Kohta illatiivissa: "25 Täyskäteen", "20 Viitosiin".
# Pelaajien nimiä ei koskaan taivuteta; kohtien nimet taivutetaan, koska ne tunnetaan.
box-in = { $category ->
    [ones] Ykkösiin
    [twos] Kakkosiin
    [threes] Kolmosiin
    [fours] Nelosiin
    [fives] Viitosiin
    [sixes] Kuutosiin
    [three-of-a-kind] Kolmeen samaan
    [four-of-a-kind] Neljään samaan
    [full-house] Täyskäteen
    [small-straight] Pieneen suoraan
    [large-straight] Isoon suoraan
    [yahtzee] Yatzyyn
    [chance] Sattumaan
    [one-pair] Pariin
    [two-pairs] Kahteen pariin
    [yatzy] Yatzyyn
   *[other] kohtaan { $box }
}
# Kohta lauseen subjektina: "Viitoset", "Täyskäsi".
box-the = { $box }
