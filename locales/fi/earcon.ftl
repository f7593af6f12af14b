# Äänitehosteet: äänitestin näppäimet ja Windowsin ilmoitus (äänet ja puhesynteesi jakavat siellä
# yhden soittimen). Äänten nimet ovat tiedostossa sound.ftl.
earcon-test-keys = Ylä- ja alanuoli soittavat äänet, vasen ja oikea nuoli muuttavat niiden voimakkuutta, Escape palaa.
earcon-tts-clash = Äänet ovat pois päältä, Windowsissa ne katkaisisivat puheen. Paina M, jos haluat ne silti päälle, tai käytä ruudunlukijaa.
