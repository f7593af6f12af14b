# Kyllä- ja ei-kirjaimet vahvistuksissa isoina kirjaimina (peli hyväksyy molemmat koot).
# Viestit nimeävät ne viittauksella ({ confirm-yes }), joten mainittu näppäin on se, joka toimii.
# K = kyllä, E = ei. E ei ole minkään tarkastelunäppäimen kirjain, joten se toimii myös pelin lopussa.
confirm-yes = K
confirm-no = E
