# As 13 casas da cartela, com os nomes da edição em português.
box-ones = Uns
box-twos = Dois
box-threes = Três
box-fours = Quatros
box-fives = Cincos
box-sixes = Seis
box-three-of-a-kind = Trinca
box-four-of-a-kind = Quadra
box-full-house = Full house
box-small-straight = Sequência baixa
box-large-straight = Sequência alta
box-yahtzee = Yahtzee
box-chance = Chance
# As casas próprias do Yatzy escandinavo (--rules yatzy, yatzy-forced); as outras mantêm os nomes.
box-one-pair = Par
box-two-pairs = Dois pares
box-yatzy = Yatzy

# Ao chegar a uma casa com as setas. $box é um nome já traduzido, de gênero desconhecido:
# nada de adjetivos que concordem com ele.
box-focus = { $box }, { $points }{ $joker ->
    [yes] , como coringa
   *[no] {""}
}
box-focus-open = { $box }, livre
box-focus-filled = { $box }, já tem { $points }
box-focus-forbidden = { $box }, indisponível agora
# Enter numa casa que daria zero pontos.
box-confirm-zero = Zero na casa { $box }? Pressione Enter de novo para confirmar.
# Ajudas a que outras mensagens se referem ({ box-in }): veem $box e $category da mensagem que
# as usa (ones … chance), para dar a cada casa o seu artigo e gênero. A casa com «em».
box-in = { $category ->
    [ones] nos Uns
    [twos] nos Dois
    [threes] nos Três
    [fours] nos Quatros
    [fives] nos Cincos
    [sixes] nos Seis
    [three-of-a-kind] na Trinca
    [four-of-a-kind] na Quadra
    [full-house] no Full house
    [small-straight] na Sequência baixa
    [large-straight] na Sequência alta
    [yahtzee] no Yahtzee
    [chance] na Chance
    [one-pair] no Par
    [two-pairs] nos Dois pares
    [yatzy] no Yatzy
   *[other] na casa { $box }
}
# A casa como sujeito: «Os Cincos», «O Full house», «A Chance».
box-the = { $category ->
    [ones] Os Uns
    [twos] Os Dois
    [threes] Os Três
    [fours] Os Quatros
    [fives] Os Cincos
    [sixes] Os Seis
    [three-of-a-kind] A Trinca
    [four-of-a-kind] A Quadra
    [full-house] O Full house
    [small-straight] A Sequência baixa
    [large-straight] A Sequência alta
    [yahtzee] O Yahtzee
    [chance] A Chance
    [one-pair] O Par
    [two-pairs] Os Dois pares
    [yatzy] O Yatzy
   *[other] A casa { $box }
}
