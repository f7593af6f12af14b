# Miten kukin pelasi noppien onnesta riippumatta, jokaisen pelin lopussa (docs/strategy.md).
# $own on yes kuuntelijalle ("sinä"); muuten rivi nimeää pelaajan, nimi aina perusmuodossa.
# $played on murtoluku (0,986 on 98,6 %): valintojen odotettu tulos suhteessa parhaaseen peliin.
# $luck on noppien poikkeama keskiarvosta kokonaisina pisteinä, ei koskaan negatiivinen; $dice
# kertoo suunnan: more, less tai even. Kun $measured on yes, myös menetetty voittomahdollisuus,
# $chance (murtoluku).
skill-line = { $own ->
    [yes] Pelasit { NUMBER($played, style: "percent", maximumFractionDigits: 1) } parhaasta{ $measured ->
        [yes] , voittomahdollisuutta meni { NUMBER($chance, style: "percent", maximumFractionDigits: 1) }
       *[no] {""}
    }, ja nopat { $dice ->
        [more] antoivat sinulle { $luck } { $luck ->
            [one] pisteen
           *[other] pistettä
        } keskiarvoa enemmän.
        [less] antoivat sinulle { $luck } { $luck ->
            [one] pisteen
           *[other] pistettä
        } keskiarvoa vähemmän.
       *[even] olivat tasan keskiarvossa.
    }
   *[no] Pelaaja { $name } pelasi { NUMBER($played, style: "percent", maximumFractionDigits: 1) } parhaasta{ $measured ->
        [yes] , voittomahdollisuutta meni { NUMBER($chance, style: "percent", maximumFractionDigits: 1) }
       *[no] {""}
    }, ja nopat { $dice ->
        [more] antoivat { $luck } { $luck ->
            [one] pisteen
           *[other] pistettä
        } keskiarvoa enemmän.
        [less] antoivat { $luck } { $luck ->
            [one] pisteen
           *[other] pistettä
        } keskiarvoa vähemmän.
       *[even] olivat tasan keskiarvossa.
    }
}
skill-details-start = Paras peli tuottaa keskimäärin { NUMBER($start, maximumFractionDigits: 1) } pistettä, { $own ->
    [yes] { $finished ->
        [yes] sait { $final }.
       *[no] sinulla oli { $final } pistettä, kun peli jätettiin kesken.
    }
   *[no] { $finished ->
        [yes] pelaaja { $name } sai { $final }.
       *[no] pelaajalla { $name } oli { $final } pistettä, kun peli jätettiin kesken.
    }
}
skill-details-luck = { $dice ->
    [more] Nopat antoivat { NUMBER($luck, maximumFractionDigits: 2) } { $luck ->
        [one] pisteen
       *[other] pistettä
    } keskiarvoa enemmän.
    [less] Nopat antoivat { NUMBER($luck, maximumFractionDigits: 2) } { $luck ->
        [one] pisteen
       *[other] pistettä
    } keskiarvoa vähemmän.
   *[even] Nopat olivat tasan keskiarvossa.
}
skill-details-loss = { $choices ->
    [one] Yksi valinta
   *[other] { $choices } valintaa
}, { NUMBER($loss, maximumFractionDigits: 2) } { $loss ->
    [one] piste
   *[other] pistettä
} menetetty, { NUMBER($per_choice, maximumFractionDigits: 2) } valintaa kohden.
skill-details-chance = Voittoon pelatessa { $choices ->
    [one] yhdessä valinnassa
   *[other] { $choices } valinnassa
} voittomahdollisuutta meni { NUMBER($chance, style: "percent", maximumFractionDigits: 1) }.
skill-choices-none = { $own ->
    [yes] Ei kalliita valintoja, valitsit joka kerta parhaan siirron.
   *[no] Pelaajalla { $name } ei ollut kalliita valintoja.
}
skill-choice = Numero { $rank }, kaikkiaan { $count }, kierros { $round }, { $measured ->
    [yes] voittomahdollisuutta meni { NUMBER($chance, style: "percent", maximumFractionDigits: 1) }.
   *[no] { NUMBER($loss, maximumFractionDigits: 2) } { $loss ->
        [one] piste
       *[other] pistettä
    } menetetty.
}
skill-choice-dice = { $rolls_left ->
    [0] Viimeinen heitto
    [one] Yksi heitto jäljellä
   *[other] { $rolls_left } heittoa jäljellä
}, nopat { $dice }{ $held_count ->
    [0] .
   *[other] , lukittuina { $held }.
}
skill-choice-done = { $own ->
    [yes] { $action ->
        [keep] { $count ->
            [0] Heitit kaikki viisi uudelleen.
           *[other] Lukitsit { $dice }.
        }
       *[score] Merkitsit { $points } { box-in }.
    }
   *[no] Pelaaja { $name } { $action ->
        [keep] { $count ->
            [0] heitti kaikki viisi uudelleen.
           *[other] lukitsi { $dice }.
        }
       *[score] merkitsi { $points } { box-in }.
    }
}
skill-choice-best = { $goal ->
    [win] Paras voittoon
   *[points] Paras
}, { $action ->
    [keep] { $count ->
        [0] heittää kaikki viisi.
       *[other] lukita { $dice }.
    }
   *[score] { $points } { box-in }.
}

skill-rating = { $own ->
    [yes] Sinun luokituksesi on nyt
   *[no] { $name }, luokitus
} { $rating }, { $direction ->
    [up] nousua { $change }
    [down] laskua { $change }
   *[same] ennallaan
}, sija { $rank }, pelaajia { $ranked }.
skill-unrated = Tämä peli ei vaikuta luokitukseen, { $reason ->
    [computers] pöydässä pelasi tietokone.
    [stand-in] tietokone pelasi jonkun puolesta.
    [store] palvelin ei voinut tallentaa luokitusta.
   *[practice] pöytä on harjoittelua varten.
}
