# Il tasto di aiuto (punto interrogativo o F1): un messaggio per gruppo di tasti, nell'ordine in cui servono.
help-intro = Aiuto. Qualsiasi tasto lo interrompe.
help-roll = R o Spazio tirano. Il primo lancio tira tutti e cinque i dadi; i successivi tirano i dadi che non tieni.
help-hold-position = I tasti da 1 a 5 tengono o liberano il dado in quella posizione.
help-hold-value = Tenere per valore: da 1 a 6 tengono un altro dado con quel numero; con Maiusc ne liberano uno.
help-boxes = Le frecce su e giù scorrono le caselle e ne dicono i punti. Inizio e Fine saltano alla prima e all'ultima casella. Invio segna nella casella.
help-review = D dice i tuoi dadi, C la tua scheda, A le caselle libere con i punti, B il bonus della sezione superiore, S la classifica, T a chi tocca. O, poi sinistra e destra, legge le schede degli altri giocatori. K legge la tua scheda in due righe brevi per un display braille.
help-hint = H dà un suggerimento; premilo di nuovo per la mossa migliore successiva.
help-speech = X ferma la voce. L ripete l'ultimo messaggio; virgola e punto vanno indietro e avanti tra i messaggi precedenti. V cambia quanto viene detto.
help-sounds = M attiva e disattiva i suoni. F2 apre la prova dei suoni: ogni suono con il suo nome.
help-computer = Mentre gioca il computer, Spazio lo fa accelerare; più e meno cambiano il suo ritmo.
help-quit = Q esce, dopo la conferma con Y.
# Tasti degli altri modi; non fanno parte dell'aiuto parlato, servono per docs/keys.md.
help-sound-test = Prova dei suoni: Su e Giù suonano ogni suono e ne dicono il nome; Inizio e Fine saltano al primo e all'ultimo; Invio o Spazio lo ripetono; Esc o F2 torna indietro.
help-sound-volume = Prova dei suoni: Sinistra e Destra abbassano e alzano il volume dei suoni.
help-dice-entry = Con dadi veri: da 1 a 6 scrivono il valore di ogni dado lanciato, Backspace corregge, Invio conferma, Esc annulla.
help-confirm-zero = Una casella che darebbe zero: Invio di nuovo la segna; qualsiasi altro tasto no.
help-confirm-quit = Per uscire: Y esce; qualsiasi altro tasto continua la partita.
help-other-card = Schede degli altri: Sinistra e Destra scelgono un giocatore; Esc, o qualsiasi altro tasto, torna indietro.
help-game-over = Alla fine: Y gioca ancora, N o Q esce.
help-coach-review = Alla fine, con l'allenatore: Sinistra e Destra scorrono le tue scelte più costose.
help-setup = Preparazione: Su e Giù, o Sinistra e Destra, cambiano la scelta; Invio conferma; Esc torna indietro; il punto interrogativo ripete la domanda.
help-setup-count = Da 1 a 8 scelgono direttamente il numero di giocatori.
help-setup-name = Per dare un nome: le lettere scrivono il nome, Backspace corregge, Invio conferma, Esc torna indietro.
help-setup-quit = Q esce, tranne mentre si scrive un nome.
help-undo = U o Ctrl+Z annulla l'ultimo blocco o l'ultimo punteggio, purché i dadi non siano stati tirati da allora; premilo di nuovo per tornare più indietro.
help-statistics = G dice le tue statistiche: partite giocate, media, punteggi migliori, Yahtzee.
help-resume = Una partita non finita all'avvio: Y la riprende, N inizia una nuova partita, Q esce.
