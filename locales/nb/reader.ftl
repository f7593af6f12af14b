# Skjermlesere: hvordan spillet leses med dem.
reader-plain-mode = Skjermleser funnet: én enkel linje per melding. Start med --full-screen for å få hele spillebrettet.
