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
# Le caselle proprie dello Yatzy scandinavo (--rules yatzy, yatzy-forced); le altre tengono i loro nomi.
box-one-pair = Coppia
box-two-pairs = Doppia coppia
box-yatzy = Yatzy

# Quando si arriva su una casella con le frecce. $box è un nome già tradotto, di genere ignoto:
# niente aggettivi che debbano concordare con esso.
box-focus = { $box }, { $points }{ $joker ->
    [yes] , come jolly
   *[no] {""}
}
box-focus-open = { $box }, da segnare
box-focus-filled = { $box }, già segnata, { $points }
box-focus-forbidden = { $box }, non disponibile ora
# Invio su una casella che darebbe zero punti.
box-confirm-zero = Zero nella casella { $box }? Premi di nuovo Invio per confermare.
# Aiuti a cui altri messaggi rimandano ({ box-in }): vedono $box e $category del messaggio che li usa
# (ones … chance), per dare a ogni casella articolo e genere. La casella con «in».
box-in = { $category ->
    [ones] nella casella Uno
    [twos] nella casella Due
    [threes] nella casella Tre
    [fours] nella casella Quattro
    [fives] nella casella Cinque
    [sixes] nella casella Sei
    [three-of-a-kind] nel Tris
    [four-of-a-kind] nel Poker
    [full-house] nel Full
    [small-straight] nella Scala minore
    [large-straight] nella Scala maggiore
    [yahtzee] nello Yahtzee
    [chance] nella Chance
    [one-pair] nella Coppia
    [two-pairs] nella Doppia coppia
    [yatzy] nello Yatzy
   *[other] nella casella { $box }
}
# La casella come soggetto: «Il Full», «La Chance».
box-the = { $category ->
    [ones] La casella Uno
    [twos] La casella Due
    [threes] La casella Tre
    [fours] La casella Quattro
    [fives] La casella Cinque
    [sixes] La casella Sei
    [three-of-a-kind] Il Tris
    [four-of-a-kind] Il Poker
    [full-house] Il Full
    [small-straight] La Scala minore
    [large-straight] La Scala maggiore
    [yahtzee] Lo Yahtzee
    [chance] La Chance
    [one-pair] La Coppia
    [two-pairs] La Doppia coppia
    [yatzy] Lo Yatzy
   *[other] La casella { $box }
}
