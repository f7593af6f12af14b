# Pelin tapahtumat. $kind on solo (yksi pelaaja), human tai computer. $verbosity on brief, normal tai detailed.
# Yksityiskohtaista tasoa alemmilla tasoilla tietokoneen heitot ja lukitukset ovat hiljaa:
# game-scored kertoo merkinnän, sitten mahdollinen bonus, sitten game-turn-end tilanteen.
# Pelaajien nimiä ei koskaan taivuteta: nimi on aina perusmuodossa ("Vuorossa Ann",
# "johdossa Robo", "Ann, 120, 19 pistettä jäljessä"). Luvut kirjoitetaan numeroina vain
# perusmuodossa (heti perässä partitiivi: "2 heittoa"), koska puhesynteesi ei taivuta numeroita.

## Kuka aloittaa
game-first-roll = { $verbosity ->
    [detailed] { $player } heittää { $dice }, yhteensä { $total }.
   *[other] { $player } heittää { $total }.
}
game-first-roll-tie = Tasan { $total }, { $players } heittävät uudelleen.
game-first-player = { $player } aloittaa.

## Vuorot
game-turn-start = { $kind ->
    [solo] { $verbosity ->
        [brief] Kierros { $round }.
        [detailed] Kierros { $round }, kaikkiaan { $rounds }, { $rounds_left ->
            [0] viimeinen kierros
            [one] vielä yksi tämän jälkeen
           *[other] vielä { $rounds_left } tämän jälkeen
        }. Yhteensä { $total }. Heitä painamalla R.
       *[other] Kierros { $round }, kaikkiaan { $rounds }.
    }
    [computer] { $verbosity ->
        [detailed] Vuorossa { $player }.
       *[other] {""}
    }
   *[human] { $team ->
        [yes] { $player }, { $member } heittää. { $verbosity ->
            [brief] {""}
           *[other] Kierros { $round }, kaikkiaan { $rounds }.
        }
       *[no] { $player }, sinun vuorosi. { $verbosity ->
            [brief] {""}
           *[other] Kierros { $round }, kaikkiaan { $rounds }.
        }
    }
}

## Heitot
# $dice pelaajan valitsemassa järjestyksessä; $named on yhdistelmä (dice-combination), $combination
# sen tunnus; $best parhaat vapaat kohdat pisteineen.
game-rolled = { $kind ->
    [computer] { $verbosity ->
        [detailed] { $player } heittää { $dice }. { $named }
       *[other] {""}
    }
   *[other] { $verbosity ->
        [brief] { $named } { $combination ->
            [yahtzee] {""}
            [yatzy] {""}
           *[other] { $new_count ->
                [5] { $dice }.
               *[other] { $new }.
            }
        } { $rolls_left ->
            [0] Viimeinen heitto.
            [one] Yksi heitto jäljellä.
           *[other] { $rolls_left } heittoa jäljellä.
        }
        [detailed] Heitto { $roll }, { $named } { $dice }, eli { $groups }. { $best_count ->
            [0] {""}
           *[other] Parhaat, { $best }.
        } { $rolls_left ->
            [0] Ei heittoja jäljellä, valitse kohta.
            [one] Yksi heitto jäljellä.
           *[other] { $rolls_left } heittoa jäljellä.
        } { $held_count ->
            [0] {""}
            [one] Yksi noppa oli lukittu.
           *[other] { $held_count } noppaa oli lukittu.
        }
       *[other] { $named } { $combination ->
            [yahtzee] {""}
            [yatzy] {""}
           *[other] { $dice }.
        } { $rolls_left ->
            [0] Valitse kohta.
            [one] Yksi heitto jäljellä.
           *[other] { $rolls_left } heittoa jäljellä.
        }
    }
}

## Lukitseminen
game-hold = { $verbosity ->
    [brief] { $position }, { $held ->
        [yes] lukittu
       *[no] vapautettu
    }
    [detailed] Noppa { $position }, { $face }, { $held ->
        [yes] lukittu
       *[no] vapautettu
    }. { $held_count ->
        [0] Ei lukittuja noppia.
        [one] Yksi noppa lukittu.
       *[other] { $held_count } noppaa lukittu.
    }
   *[other] Noppa { $position }, { $face }, { $held ->
        [yes] lukittu
       *[no] vapautettu
    }.
}
# Tietokone lukitsee noppia heittojen välillä: sanotaan vain yksityiskohtaisella tasolla.
game-keeps = { $verbosity ->
    [detailed] { $count ->
        [0] { $player } heittää kaikki viisi uudelleen.
       *[other] { $player } lukitsee { $dice }.
    }
   *[other] {""}
}

## Pisteet
game-scored = { $kind ->
    [computer] { $verbosity ->
        [detailed] { $player } merkitsee { $points } { box-in }{ $joker ->
            [yes] {" "}jokerina
           *[no] {""}
        }.
       *[other] { $player }, { $points } { box-in }{ $joker ->
            [yes] {" "}jokerina
           *[no] {""}
        }.
    }
   *[other] { $points } { box-in }{ $joker ->
        [yes] {" "}jokerina
       *[no] {""}
    }.
}
game-yahtzee-bonus = { $kind ->
    [computer] Yatzy-bonus, { $bonus } pistettä.
   *[other] Yatzy-bonus, { $bonus } pistettä!
}
game-upper-bonus = { $kind ->
    [computer] Yläosan bonus, { $bonus } pistettä.
   *[other] Yläosan bonus, { $bonus } pistettä!
}
game-turn-end = { $kind ->
    [computer] { $verbosity ->
        [brief] Yhteensä { $total }.
        [detailed] { game-turn-standing }
       *[other] { $status ->
            [leading] { $player } johdossa, { $lead } { $lead ->
                [one] piste
               *[other] pistettä
            } edellä.
            [tied] Jaettu johto, { $total }.
           *[behind] { $behind } { $behind ->
                [one] piste
               *[other] pistettä
            } jäljessä, johdossa { $leader }.
        }
    }
   *[other] { game-turn-standing }
}
# Tilanne vuoron jälkeen (osa game-turn-end-viestiä).
game-turn-standing = { $status ->
    [solo] Yhteensä { $total }.
    [leading] { $player }, { $total }, { $alone ->
        [yes] johdossa.
       *[no] { $verbosity ->
            [brief] johdossa.
           *[other] johdossa, { $lead } { $lead ->
                [one] piste
               *[other] pistettä
            } edellä.
        }
    }
    [tied] { $player }, { $total }, jaettu johto.
   *[behind] { $player }, { $total }, { $behind } { $behind ->
        [one] piste
       *[other] pistettä
    } jäljessä, johdossa { $leader }.
}
game-round-end = { $kind ->
    [solo] { $verbosity ->
        [detailed] Kierros { $round } päättyi. { $rounds_left ->
            [0] {""}
            [one] Yksi kierros jäljellä.
           *[other] { $rounds_left } kierrosta jäljellä.
        }
       *[other] {""}
    }
   *[many] { $verbosity ->
        [brief] {""}
        [detailed] Kierros { $round } päättyi. Tilanne, { $standings }.
       *[other] Kierros { $round } päättyi.
    }
}

## Loppu
game-over = Peli päättyi.
game-over-solo = Loppupisteet { $total }. { $comparison ->
    [first] {""}
    [better] Uusi ennätys, { $difference } { $difference ->
        [one] piste
       *[other] pistettä
    } enemmän kuin edellinen ennätyksesi { $best }!
    [equal] Se sivuaa ennätystäsi.
   *[worse] Ennätyksesi on yhä { $best }, { $difference } { $difference ->
        [one] piste
       *[other] pistettä
    } enemmän.
}
game-winner = { $player } voittaa, { $total } { $total ->
    [one] piste
   *[other] pistettä
}. Ero voittajaan, { $margins }.
# Ero voittajaan: "Ann, 131 pistettä" (nimi perusmuodossa, pilkku ennen lukua).
game-margin = { $player }, { $margin } { $margin ->
    [one] piste
   *[other] pistettä
}
game-winners-tie = { $players } jakavat voiton, { $total } { $total ->
    [one] piste
   *[other] pistettä
}.
game-standings = Tilanne, { $standings }.
game-play-again = Uusi peli? Pelaa uudelleen painamalla Ctrl+N, lopeta painamalla { confirm-no } tai Q.
game-new = Uusi peli.
game-over-too-soon = Näppäintä ei otettu huomioon, peli päättyi juuri. { $again }
# Apuviesti pelaajan nimelle ("Pöytäkirja, pelaaja Ann"); nimi pysyy perusmuodossa.
game-of-player = pelaaja { $player }

# Pakollinen järjestys (--rules yatzy-forced): ainoa kohta, johon voi nyt merkitä.
game-next-box = Seuraava kohta, { $box }.
