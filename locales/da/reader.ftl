# Skærmlæsere: hvordan spillet læses med dem.
reader-plain-mode = Skærmlæser fundet: én enkel linje pr. besked. Start med --full-screen for at få hele spillepladen.
