# Le 13 caselle della scheda, con i nomi dell'edizione italiana.
box-ones = Uno
box-twos = Due
box-threes = Tre
box-fours = Quattro
box-fives = Cinque
box-sixes = Sei
box-three-of-a-kind = Tris
box-four-of-a-kind = Poker
box-full-house = Full
box-small-straight = Scala minore
box-large-straight = Scala maggiore
box-yahtzee = Yahtzee
box-chance = Chance

# Quando si arriva su una casella con le frecce. $box è un nome già tradotto, di genere ignoto:
# niente aggettivi che debbano concordare con esso.
box-focus = { $box }, { $points }{ $joker ->
    [yes] , come jolly
   *[no] {""}
}
box-focus-open = { $box }, da segnare
box-focus-filled = { $box }, { $points ->
    [one] già segnato { $points }
   *[other] già segnati { $points }
}
box-focus-forbidden = { $box }, non disponibile ora
# Invio su una casella che darebbe zero punti.
box-confirm-zero = Zero in { $box }? Premi di nuovo Invio per confermare.
