# De 13 vakken van het scoreblok, zoals de Nederlandse uitgave ze noemt.
box-ones = Enen
box-twos = Tweeën
box-threes = Drieën
box-fours = Vieren
box-fives = Vijven
box-sixes = Zessen
box-three-of-a-kind = Drie gelijke
box-four-of-a-kind = Vier gelijke
box-full-house = Full house
box-small-straight = Kleine straat
box-large-straight = Grote straat
box-yahtzee = Yahtzee
box-chance = Kans
# De eigen vakken van Scandinavisch Yatzy (--rules yatzy, yatzy-forced); de andere houden hun namen.
box-one-pair = Eén paar
box-two-pairs = Twee paar
box-yatzy = Yatzy

# Met de pijltjes op een vak komen.
box-focus = { $box }, { $points }{ $joker ->
    [yes] , als joker
   *[no] {""}
}
box-focus-open = { $box }, open
box-focus-filled = { $box }, ingevuld, { $points }
box-focus-forbidden = { $box }, nu niet toegestaan
# Enter op een vak dat niets oplevert.
box-confirm-zero = Nul bij { $box }? Druk nogmaals op Enter om te bevestigen.
# Hulpberichten waarnaar andere berichten verwijzen ({ box-in }); ze zien $box en $category van
# het aanroepende bericht (ones … chance). Het vak met "bij": "bij de Vijven".
box-in = { $category ->
    [ones] bij de Enen
    [twos] bij de Tweeën
    [threes] bij de Drieën
    [fours] bij de Vieren
    [fives] bij de Vijven
    [sixes] bij de Zessen
   *[other] bij { $box }
}
# Het vak als onderwerp: "De Vijven", "Kans".
box-the = { $category ->
    [ones] De Enen
    [twos] De Tweeën
    [threes] De Drieën
    [fours] De Vieren
    [fives] De Vijven
    [sixes] De Zessen
   *[other] { $box }
}
