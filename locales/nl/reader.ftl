# Schermlezers: hoe het spel zich met hen laat lezen.
reader-plain-mode = Schermlezer gevonden, één gewone regel per bericht. Voor het volledige bord start je het spel met de optie volledig scherm.
