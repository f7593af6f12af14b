# Screen reader: come si legge il gioco con loro.
reader-plain-mode = Screen reader rilevato, una riga semplice per messaggio. Per il tabellone completo, avvia il gioco con l’opzione schermo intero.
