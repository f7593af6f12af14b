# Screenreader: wie das Spiel mit ihnen gelesen wird.
reader-plain-mode = Screenreader erkannt: eine einfache Zeile pro Meldung. Für das ganze Spielbrett mit --full-screen starten.
