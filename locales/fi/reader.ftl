# Ruudunlukijat: miten peli toimii niiden kanssa.
reader-plain-mode = Ruudunlukija löytyi, yksi tavallinen rivi viestiä kohden. Koko pelilaudan saat käynnistämällä pelin koko näytön valitsimella.
