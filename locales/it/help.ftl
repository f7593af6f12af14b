# Il tasto di aiuto (punto interrogativo o F1): un messaggio per gruppo di tasti, nell'ordine in cui servono.
help-intro = Aiuto. Qualsiasi tasto lo interrompe.
help-roll = R o Spazio tirano. Il primo lancio tira tutti e cinque i dadi; i successivi tirano i dadi che non tieni.
help-hold-position = I tasti da 1 a 5 tengono o liberano il dado in quella posizione.
help-hold-value = Tenere per valore: i tasti da 1 a 6 tengono un altro dado con quel numero; quando tutti i dadi con quel numero sono tenuti, lo stesso tasto li libera tutti. Senza Maiusc, su ogni tastiera.
help-boxes = Le frecce su e giù scorrono le caselle e ne dicono i punti. Inizio e Fine saltano alla prima e all'ultima casella. Invio segna nella casella.
help-review = D dice i tuoi dadi, C la tua scheda, A le caselle libere con i punti, B il bonus della sezione superiore, S la classifica, T a chi tocca. O, poi sinistra e destra, legge le schede degli altri giocatori.
help-hint = H dà un suggerimento; premilo di nuovo per la mossa migliore successiva.
help-speech = X ferma la voce. L ripete l'ultimo messaggio; virgola e punto vanno indietro e avanti tra i messaggi precedenti. V cambia quanto viene detto.
help-computer = Mentre gioca il computer, Spazio lo fa accelerare; F accorcia la sua pausa tra le mosse, P la allunga.
help-quit = Q esce, dopo la conferma con { confirm-yes } o Invio.
# Tasti degli altri modi; non fanno parte dell'aiuto parlato, servono per docs/keys.md.
help-dice-entry = Con dadi veri: da 1 a 6 scrivono il valore di ogni dado lanciato, Backspace corregge, Invio conferma, Esc annulla.
help-confirm-zero = Una casella che darebbe zero: Invio di nuovo la segna; qualsiasi altro tasto no.
help-confirm-quit = Per uscire: { confirm-yes } o Invio esce; { confirm-no }, Esc o qualsiasi altro tasto continua la partita.
help-other-card = Schede degli altri: Sinistra e Destra scelgono un giocatore, Maiusc con una lettera il prossimo giocatore il cui nome inizia con essa; Esc, o qualsiasi altro tasto, torna indietro.
help-game-over = Alla fine: Invio gioca ancora, { confirm-no } o Q esce.
help-coach-review = Alla fine, con l'allenatore: Sinistra e Destra scorrono le tue scelte più costose.
help-setup = Preparazione: Su e Giù, o Sinistra e Destra, cambiano la scelta; Invio conferma; Esc torna indietro; il punto interrogativo ripete la domanda.
help-setup-count = Da 1 a 8 scelgono direttamente il numero di giocatori.
help-setup-name = Per dare un nome: le lettere scrivono il nome, Backspace corregge, Invio conferma, Esc torna indietro.
help-setup-quit = Q esce, tranne mentre si scrive un nome.
help-first-letter = Maiusc con una lettera va alla prossima casella il cui nome inizia con essa; premila di nuovo per la successiva. Le lettere da sole restano comandi.
help-setup-letter = In un elenco di scelte (lingua, tipo di giocatore, livello), una lettera va alla prossima scelta che inizia con essa, tranne Q, che esce.
