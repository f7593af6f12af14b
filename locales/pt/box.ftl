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
box-confirm-zero = Zero em { $box }? Pressione Enter de novo para confirmar.
