# Blokkens felter med de danske Yatzy-navne, både under amerikansk Yahtzee og under Yatzy.
# Første bogstav (Skift+bogstav): E Enere, Et par; T Toere, Treere, Tre ens, To par; F Firere,
# Femmere, Fire ens, Fuldt hus; S Seksere, Store straight; L Lille straight; Y Yatzy; C Chance.
box-ones = Enere
box-twos = Toere
box-threes = Treere
box-fours = Firere
box-fives = Femmere
box-sixes = Seksere
box-three-of-a-kind = Tre ens
box-four-of-a-kind = Fire ens
box-full-house = Fuldt hus
box-small-straight = Lille straight
box-large-straight = Store straight
box-yahtzee = Yatzy
box-chance = Chance
# Yatzys egne felter (--rules yatzy, yatzy-forced); de andre har navnene ovenfor.
box-one-pair = Et par
box-two-pairs = To par
box-yatzy = Yatzy

# Når markøren flyttes til et felt med piletasterne.
box-focus = { $box }, { $points }{ $joker ->
    [yes] , som joker
   *[no] {""}
}
box-focus-open = { $box }, ledig
box-focus-filled = { $box }, udfyldt, { $points }
box-focus-forbidden = { $box }, ikke tilladt nu
# Enter på et felt, der ikke giver point.
box-confirm-zero = Nul i { $box }? Tryk Enter igen for at bekræfte.
# Hjælpebeskeder, som andre beskeder henviser til ({ box-in }); de ser kalderens $box og
# $category (ones ... chance). Feltet med "i": "i Femmere". Navnene bøjes ikke.
box-in = i { $box }
# Feltet som subjekt: "Femmere", "Fuldt hus".
box-the = { $box }
