# Skærmlæsere: hvordan spillet læses med dem.
reader-plain-mode = Skærmlæser fundet, én enkel linje pr. besked. Start spillet med fuldskærmsindstillingen for at få hele spillepladen.
