# Skjermlesere: hvordan spillet leses med dem.
reader-plain-mode = Skjermleser funnet, én enkel linje per melding. Start spillet med fullskjermsvalget for å få hele spillebrettet.
