# Protokollets rutor, som den svenska utgåvan kallar dem (amerikansk Yahtzee och Yatzy).
box-ones = Ettor
box-twos = Tvåor
box-threes = Treor
box-fours = Fyror
box-fives = Femmor
box-sixes = Sexor
box-three-of-a-kind = Tretal
box-four-of-a-kind = Fyrtal
box-full-house = Kåk
box-small-straight = Liten stege
box-large-straight = Stor stege
box-yahtzee = Yatzy
box-chance = Chans
# Yatzyns egna rutor (--rules yatzy, yatzy-forced); de andra har samma namn som ovan.
box-one-pair = Ett par
box-two-pairs = Två par
box-yatzy = Yatzy

# När markören flyttas till en ruta med pilarna.
box-focus = { $box }, { $points }{ $joker ->
    [yes] , som joker
   *[no] {""}
}
box-focus-open = { $box }, öppen
box-focus-filled = { $box }, ifylld, { $points }
box-focus-forbidden = { $box }, inte tillåten nu
# Enter på en ruta som inte ger några poäng.
box-confirm-zero = Noll på { $box }? Tryck Enter igen för att bekräfta.
# Hjälpmeddelanden som andra meddelanden hänvisar till ({ box-in }); de ser anroparens $box och
# $category (ones … chance). Rutan med "på": "på Femmor".
box-in = på { $box }
# Rutan som subjekt: "Femmor", "Kåk".
box-the = { $box }
