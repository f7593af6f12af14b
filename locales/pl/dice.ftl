# Kości. $face i $value od 1 do 6.
dice-value = { $value }
dice-face = { $face ->
    [1] jedynka
    [2] dwójka
    [3] trójka
    [4] czwórka
    [5] piątka
   *[6] szóstka
}
# Grupa jednakowych kości: „jedna dwójka”, „trzy szóstki”, „pięć szóstek”.
dice-group = { $count ->
    [1] { $face ->
        [1] jedna jedynka
        [2] jedna dwójka
        [3] jedna trójka
        [4] jedna czwórka
        [5] jedna piątka
       *[6] jedna szóstka
    }
    [5] pięć { $face ->
        [1] jedynek
        [2] dwójek
        [3] trójek
        [4] czwórek
        [5] piątek
       *[6] szóstek
    }
   *[other] { $count ->
        [2] dwie
        [3] trzy
       *[4] cztery
    } { $face ->
        [1] jedynki
        [2] dwójki
        [3] trójki
        [4] czwórki
        [5] piątki
       *[6] szóstki
    }
}
# Nazwa ścianki w mianowniku liczby mnogiej, w układach: „piątki”.
dice-faces = { $face ->
    [1] jedynki
    [2] dwójki
    [3] trójki
    [4] czwórki
    [5] piątki
   *[6] szóstki
}
# Co daje rzut, powiedziane najpierw i krótko. $combination to yahtzee, large-straight,
# four-of-a-kind, full-house, small-straight, three-of-a-kind albo none (nic).
# $face to ścianka trójki (także w fullu), $other ścianka pary.
dice-combination = { $combination ->
    [yahtzee] Yahtzee! Pięć { $face ->
        [1] jedynek
        [2] dwójek
        [3] trójek
        [4] czwórek
        [5] piątek
       *[6] szóstek
    }.
    [large-straight] Duży strit!
    [four-of-a-kind] Cztery { $faces }.
    [full-house] Full, { $faces } i { $other_faces }.
    [small-straight] Mały strit.
    [three-of-a-kind] Trzy { $faces }.
    [one-pair] Para { $face ->
        [1] jedynek
        [2] dwójek
        [3] trójek
        [4] czwórek
        [5] piątek
       *[6] szóstek
    }.
    [two-pairs] Dwie pary, { $faces } i { $other_faces }.
    [yatzy] Yatzy! Pięć { $face ->
        [1] jedynek
        [2] dwójek
        [3] trójek
        [4] czwórek
        [5] piątek
       *[6] szóstek
    }.
   *[none] {""}
}
