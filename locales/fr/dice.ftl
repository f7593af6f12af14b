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
# Le nom d'une face dans une combinaison (invariable) : « six ».
dice-faces = { $face ->
    [1] as
    [2] deux
    [3] trois
    [4] quatre
    [5] cinq
   *[6] six
}
# Ce que fait un lancer, nommé d'abord et brièvement. $combination vaut yahtzee,
# large-straight, four-of-a-kind, full-house, small-straight, three-of-a-kind ou none (rien).
# $face est la face du brelan (ou du full), $other celle de la paire ; $faces, $other_faces leurs noms.
dice-combination = { $combination ->
    [yahtzee] Yahtzee ! Cinq { $faces }.
    [large-straight] Grande suite !
    [four-of-a-kind] { $face ->
        [1] Carré d'as.
       *[other] Carré de { $faces }.
    }
    [full-house] Full aux { $faces } par les { $other_faces }.
    [small-straight] Petite suite.
    [three-of-a-kind] { $face ->
        [1] Brelan d'as.
       *[other] Brelan de { $faces }.
    }
    [one-pair] { $face ->
        [1] Paire d'as.
       *[other] Paire de { $faces }.
    }
    [two-pairs] Double paire, { $faces } et { $other_faces }.
    [yatzy] Yatzy ! Cinq { $faces }.
   *[none] {""}
}
