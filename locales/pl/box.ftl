# 13 pól tabeli wyników.
box-ones = Jedynki
box-twos = Dwójki
box-threes = Trójki
box-fours = Czwórki
box-fives = Piątki
box-sixes = Szóstki
box-three-of-a-kind = Trzy jednakowe
box-four-of-a-kind = Kareta
box-full-house = Full
box-small-straight = Mały strit
box-large-straight = Duży strit
box-yahtzee = Yahtzee
box-chance = Szansa
# Pola właściwe skandynawskiemu Yatzy (--rules yatzy, yatzy-forced); pozostałe mają te same nazwy.
box-one-pair = Para
box-two-pairs = Dwie pary
box-yatzy = Yatzy

# Przejście strzałkami na pole.
box-focus = { $box }, { $points }{ $joker ->
    [yes] , jako dżoker
   *[no] {""}
}
box-focus-open = { $box }, wolne
box-focus-filled = { $box }, zapisane, { $points }
box-focus-forbidden = { $box }, teraz niedozwolone
# Enter na polu, które nic nie da.
box-confirm-zero = Zero w polu { $box }? Naciśnij Enter jeszcze raz, aby potwierdzić.
# Pomocnicze komunikaty, do których odwołują się inne ({ box-in }); widzą $box i $category
# komunikatu wywołującego (ones … chance). Pole z „na” i biernikiem: „na Karetę”, „na Fulla”.
box-in = { $category ->
    [ones] na Jedynki
    [twos] na Dwójki
    [threes] na Trójki
    [fours] na Czwórki
    [fives] na Piątki
    [sixes] na Szóstki
    [three-of-a-kind] na Trzy jednakowe
    [four-of-a-kind] na Karetę
    [full-house] na Fulla
    [small-straight] na Małego strita
    [large-straight] na Dużego strita
    [yahtzee] na Yahtzee
    [chance] na Szansę
    [one-pair] na Parę
    [two-pairs] na Dwie pary
    [yatzy] na Yatzy
   *[other] w polu { $box }
}
# Pole jako podmiot (mianownik).
box-the = { $box }
