# Dés. $face et $value vont de 1 à 6. Le 1 se dit « as », comme au Yams.
dice-value = { $value }
dice-face = { $face ->
    [1] as
    [2] deux
    [3] trois
    [4] quatre
    [5] cinq
   *[6] six
}
# Un groupe de dés égaux : « un deux », « trois six ».
dice-group = { $count ->
    [1] { $face ->
        [1] un as
        [2] un deux
        [3] un trois
        [4] un quatre
        [5] un cinq
       *[6] un six
    }
   *[other] { $count ->
        [2] deux
        [3] trois
        [4] quatre
       *[5] cinq
    } { $face ->
        [1] as
        [2] deux
        [3] trois
        [4] quatre
        [5] cinq
       *[6] six
    }
}
