# Blokkens ruter med de norske Yatzy-navnene, både under amerikansk Yahtzee og under Yatzy.
# Første bokstav (Skift+bokstav): E Enere, Ett par; T Toere, Treere, Tre like, To par; F Firere,
# Femmere, Fire like; S Seksere, Stor straight, Sjanse; H Hus; L Liten straight; Y Yatzy.
box-ones = Enere
box-twos = Toere
box-threes = Treere
box-fours = Firere
box-fives = Femmere
box-sixes = Seksere
box-three-of-a-kind = Tre like
box-four-of-a-kind = Fire like
box-full-house = Hus
box-small-straight = Liten straight
box-large-straight = Stor straight
box-yahtzee = Yatzy
box-chance = Sjanse
# Yatzys egne ruter (--rules yatzy, yatzy-forced); de andre har navnene ovenfor.
box-one-pair = Ett par
box-two-pairs = To par
box-yatzy = Yatzy

# Når markøren flyttes til en rute med piltastene.
box-focus = { $box }, { $points }{ $joker ->
    [yes] , som joker
   *[no] {""}
}
box-focus-open = { $box }, ledig
box-focus-filled = { $box }, fylt ut, { $points }
box-focus-forbidden = { $box }, ikke tillatt nå
# Enter på en rute som ikke gir poeng.
box-confirm-zero = Null i { $box }? Trykk Enter igjen for å bekrefte.
# Hjelpemeldinger som andre meldinger viser til ({ box-in }); de ser kallerens $box og
# $category (ones ... chance). Ruten med "i": "i Femmere". Navnene bøyes ikke.
box-in = i { $box }
# Ruten som subjekt: "Femmere", "Hus".
box-the = { $box }
