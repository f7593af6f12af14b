# Screenreader: wie das Spiel mit ihnen gelesen wird.
reader-plain-mode = Screenreader erkannt, eine einfache Zeile pro Meldung. Für das ganze Spielbrett das Spiel mit der Option Vollbild starten.
