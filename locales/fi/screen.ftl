# Mitä koko näytön tila näyttää (tärkeät sanat ensin). Puhutut viestit ovat muualla.
screen-title = Puhuva Yahtzee
screen-status = { $over ->
    [yes] Peli päättyi. { $player } yhteensä { $total }
   *[no] { $player }: kierros { $round }, kaikkiaan { $rounds }, { $rolls_left ->
        [0] ei heittoja jäljellä
        [one] 1 heitto jäljellä
       *[other] { $rolls_left } heittoa jäljellä
    }, yhteensä { $total }
}
screen-dice = Nopat:
screen-die = { $held ->
    [yes] [{ $value }]
   *[no] { $value }
}
screen-typed = Kirjoitettu: { $typed }
screen-box-filled = { $box }: { $points }
screen-box-option = { $box }: tarjolla { $points }
screen-box-forbidden = { $box }: ei sallittu
screen-box-open = { $box }: vapaa
screen-totals = Yläosa { $upper }, tavoite { $target }{ $bonus ->
    [0] {""}
   *[other] {" "}+ bonus { $bonus }
}, alaosa { $lower }{ $yahtzee_bonus ->
    [0] {""}
   *[other] , Yatzy-bonus { $yahtzee_bonus }
}, yhteensä { $total }
screen-prompt = Yatzy>{" "}
