# Il tasto dell'aiuto (punto interrogativo o F1): un breve indice, poi una pagina per argomento. Ogni
# pagina deve stare in un terminale di 80 per 24 (tests/ui/test_help.py), quindi righe brevi. Solo
# virgole e punti: gli screen reader fanno una pausa, ma leggono ad alta voce i due punti, il punto
# e virgola, i trattini e le parentesi. $rules è il nome delle regole, $pages il numero di pagine.
help-key = Il punto interrogativo o F1 apre l'aiuto, una pagina alla volta.
help-index = Aiuto per { $rules }, in { $pages } pagine.
help-index-topic = Pagina { $page }, { $topic }.
help-pages = Nell'aiuto, Spazio, freccia giù o il punto interrogativo passano alla pagina successiva, freccia su alla precedente, e un numero da 1 a { $pages } apre quella pagina. Esc torna al gioco, e qualsiasi altro tasto torna al gioco e lì fa il suo lavoro.
help-page = Aiuto, pagina { $page } di { $pages }, { $topic }.
help-end = Fine dell'aiuto. Inizio torna alla prima pagina, Esc al gioco.
help-topic-turn = tirare e tenere i dadi
help-topic-boxes = scegliere una casella
help-topic-scoring = i punti delle caselle, { $rules }
help-topic-card = turni e bonus
help-topic-review = chiedere della partita
help-topic-speech = voce e suoni
help-topic-more = altri tasti

# I tasti del gioco. $yahtzee è il nome della casella dei cinque uguali, $order è forced quando le
# caselle si riempiono in ordine, $lines quante righe dà K.
help-roll = R o Spazio tirano. Il primo lancio tira tutti e cinque i dadi, i successivi tirano i dadi che non tieni. Una R premuta di nuovo subito viene ignorata, e ritirare una scala, un full o uno { $yahtzee } senza tenere dadi chiede una seconda R. L'impostazione di protezione del lancio le disattiva entrambe.
help-hold-position = I tasti da 1 a 5 tengono o liberano il dado in quella posizione, sulla fila dei numeri o sul tastierino numerico, senza Maiusc, su qualsiasi tastiera.
help-hold-value = Tenere per valore. I tasti da 1 a 6 tengono un altro dado con quel numero, e quando tutti i dadi con quel numero sono tenuti, lo stesso tasto li libera tutti. Senza Maiusc, su ogni tastiera.
help-boxes = Le frecce su e giù scorrono le caselle e ne dicono i punti. Inizio e Fine saltano alla prima e all'ultima casella. Invio segna nella casella.{ $order ->
    [forced] { " " }Qui le caselle si riempiono in ordine, quindi il cursore si ferma solo sulla casella da riempire.
   *[free] { " " }Il tuo turno inizia dalla tua prima casella libera, o da dove hai lasciato il cursore se quella casella è ancora libera.
}
help-first-letter = Maiusc con una lettera va alla prossima casella il cui nome inizia con essa, premila di nuovo per la successiva. Le lettere da sole restano comandi.
help-undo = U o Ctrl+Z annulla l'ultimo blocco o l'ultimo punteggio, purché i dadi non siano stati tirati da allora. Premilo di nuovo per tornare più indietro.
help-review = D dice i tuoi dadi, C la tua scheda, A le caselle libere con i punti, B il bonus della sezione superiore, S la classifica, T a chi tocca. O, poi sinistra e destra, legge le schede degli altri giocatori. K legge la tua scheda per un display braille in { $lines ->
    [1] una riga breve
    [2] due righe brevi
    [3] tre righe brevi
   *[other] { $lines } righe brevi
}.
help-win = W dice la tua probabilità di vincere, o in solitario, quella di battere il tuo record.
help-hint = H dà un suggerimento, premilo di nuovo per la mossa migliore successiva.
help-statistics = G dice le tue statistiche, le partite giocate, la tua media e i tuoi punteggi migliori.
help-speech = X ferma la voce. L ripete l'ultimo messaggio, virgola e punto vanno indietro e avanti tra i messaggi precedenti. V cambia quanto viene detto.
help-sounds = M attiva e disattiva i suoni. F2 apre la prova dei suoni, ogni suono con il suo nome.
help-computer = Mentre gioca il computer, Spazio lo fa accelerare, R o T dice cosa ha finora, F accorcia la sua pausa tra le mosse e P la allunga.
help-online-chat = A un tavolo online, E apre una riga di chat.
help-online-mute = I silenzia, o fa sentire di nuovo, chi ha scritto per ultimo.
help-online-host = Chi ospita chiude il tavolo per tutti con N, e toglie un giocatore con J.
help-quit = Q esce, dopo la conferma con { confirm-yes } o Invio.

# Le regole del tavolo, lette dalle sue regole. $box è il nome di una casella, $scored è fixed
# ($points punti), all (contano tutti e cinque i dadi) o made (contano solo i dadi che formano la casella).
help-rules-upper = Da { $first } a { $last }, ogni casella conta i dadi che mostrano il suo numero.
help-rules-alike = { $box }, { $count ->
    [2] due
    [3] tre
    [4] quattro
   *[other] cinque
} dadi con lo stesso numero, { $scored ->
    [fixed] { $points } punti
    [all] conta tutti e cinque i dadi
   *[made] conta solo quei dadi
}.
help-rules-two-pairs = { $box }, due coppie di numeri diversi, { $scored ->
    [fixed] { $points } punti
    [all] conta tutti e cinque i dadi
   *[made] conta solo quei quattro dadi
}.
help-rules-full-house = { $box }, tre dadi di un numero e due di un altro, { $scored ->
    [fixed] { $points } punti
    [all] conta tutti e cinque i dadi
   *[made] conta tutti e cinque i dadi
}.
help-rules-straight = { $box }, { $runs ->
    [one] un dado per ogni numero da { $low } a { $high }
   *[any] { $length ->
        [4] quattro
       *[other] cinque
    } numeri qualsiasi in fila
}, { $scored ->
    [fixed] { $points } punti
   *[other] conta tutti e cinque i dadi
}.
help-rules-chance = { $box }, dadi qualsiasi, { $scored ->
    [fixed] { $points } punti
   *[other] conta tutti e cinque i dadi
}.
help-rules-rounds = La partita ha { $rounds } turni di al massimo { $rolls } lanci, e ogni turno riempie una casella con i punti che lì danno i dadi, anche zero. { $order ->
    [forced] Le caselle si riempiono in ordine, dall'alto in basso.
   *[free] Scegli tu la casella, in qualsiasi ordine.
}
help-rules-bonus = { $threshold } punti o più nelle caselle da { $first } a { $last } danno un bonus di { $bonus }.
help-rules-yahtzee-bonus = Ogni { $box } in più dà un bonus di { $bonus }, una volta segnati { $points } nella casella { $box }.
help-rules-joker = { $joker ->
    [forced] Uno { $box } in più è anche un jolly. Va nella casella superiore del suo numero se è libera, altrimenti in una casella inferiore libera, dove { $full } danno tutti i loro punti, altrimenti come zero in una casella superiore.
    [free] Uno { $box } in più è anche un jolly e può andare in qualsiasi casella libera. Una volta riempita la casella superiore del suo numero, { $full } danno con lui tutti i loro punti.
   *[none] Non ci sono jolly né bonus per un altro { $box }. Cinque dadi uguali contano secondo la regola solita della casella in cui vanno.
}

# Tasti delle altre modalità. Non fanno parte dell'aiuto parlato, servono a docs/keys.md, e alcuni
# vengono detti quando lì un tasto non è accettato.
help-sound-test = Nella prova dei suoni, Su e Giù suonano ogni suono e ne dicono il nome, Inizio e Fine saltano al primo e all'ultimo, Invio o Spazio lo ripetono, Esc o F2 torna indietro.
help-sound-volume = Nella prova dei suoni, Sinistra e Destra abbassano e alzano il volume dei suoni.
help-dice-entry = Con dadi veri, da 1 a 6 scrivono il valore di ogni dado lanciato, Backspace corregge, Invio conferma, Esc annulla.
help-confirm-zero = Per una casella che darebbe zero, Invio di nuovo la segna, qualsiasi altro tasto no.
help-confirm-quit = Per uscire, { confirm-yes } o Invio esce, e { confirm-no }, Esc o qualsiasi altro tasto continua la partita.
help-other-card = Nelle schede degli altri, Sinistra e Destra scelgono un giocatore, Maiusc con una lettera il prossimo giocatore il cui nome inizia con essa. Esc, o qualsiasi altro tasto, torna indietro.
help-game-over = Alla fine, Ctrl+N gioca ancora, { confirm-no } o Q esce, e Invio lo ricorda. Appena finita la partita, questi tasti vengono ignorati per un momento.
help-skill-review = Alla fine, Su e Giù dicono come ha giocato ciascuno, a partire da te, e Sinistra e Destra scorrono le sue scelte più costose.
help-setup = Nella preparazione, Su e Giù, o Sinistra e Destra, cambiano la scelta. Invio conferma, Esc torna indietro, il punto interrogativo ripete la domanda.
help-setup-count = Da 1 a 8 scelgono direttamente il numero di giocatori.
help-setup-name = Per dare un nome, le lettere scrivono il nome, Backspace corregge, Invio conferma, Esc torna indietro.
help-setup-known-names = Quando dai un nome, Su e Giù propongono i nomi di chi ha già giocato, il più recente per primo.
help-setup-quit = Q esce, tranne mentre si scrive un nome.
help-setup-letter = In un elenco di scelte, come lingua, regole, tipo di giocatore o livello, una lettera va alla prossima scelta che inizia con essa, tranne Q, che esce.
help-resume = Con una partita non finita all'avvio, { confirm-yes } o Invio la riprende, { confirm-no } o Esc inizia una nuova partita, Q esce.
help-online-lobby-move = Nella sala online, Su e Giù scorrono i tavoli pubblici, poi le impostazioni di un nuovo tavolo, crea, unisciti o guarda con un codice, e chi è nella sala.
help-online-lobby-change = Sinistra e Destra cambiano il valore scelto.
help-online-lobby-enter = Invio ti fa sedere al tavolo pubblico scelto, o guardarlo se non c'è posto libero, crea il tavolo o chiede un codice. A un tavolo prima della partita, l'Invio di chi ospita la avvia.
help-online-code = Digitando un codice, le cifre, Backspace cancella, Invio si unisce, Esc torna indietro.
help-online-lobby-table = T dice il codice del tavolo e chi c'è.
help-online-chat-line = Scrivi la tua riga, Invio la manda, Esc annulla, Backspace cancella.
help-online-confirm-end = Per chiudere il tavolo, { confirm-yes } o Invio lo chiude, qualsiasi altro tasto continua a giocare.
help-online-remove = Per togliere un giocatore, Su e Giù scelgono, Invio lo toglie, Esc annulla.
help-resume-discard = Una partita non finita all'avvio, Backspace due volte la elimina definitivamente.
help-online-chat-edit = Mentre scrivi una riga di chat, Sinistra e Destra la leggono lettera per lettera, Inizio e Fine vanno ai suoi estremi, Backspace e Canc cancellano, F2 legge tutta la riga.
help-online-chat-history = Parentesi quadra aperta e parentesi quadra chiusa scorrono indietro e avanti la chat ascoltata, Su e Giù mentre scrivi una riga di chat.

# Issue 32: the lobby's own keys, leaving a table, what you missed.
help-lobby-chat = E apre una riga di chat, per tutti nella sala, o a un tavolo per il tavolo.
help-lobby-leave = A un tavolo prima della partita, Esc torna alla sala.
help-online-leave = A un tavolo online, Esc torna alla sala, dopo una conferma se hai un posto in una partita in corso.
help-online-missed = Z dice nel dettaglio cosa è successo dalla tua ultima mossa.

# Issue 32, tavoli che durano (ui.modes.between).
help-online-again = Quando l'host propone di giocare ancora, { confirm-yes } o Invio per giocare ancora, { confirm-no } o Esc per lasciare il tuo posto.
help-online-seats = I posti dell'host prima di una partita, Su e Giù scelgono un posto, Esc o Invio torna indietro.
help-online-seats-level = Sinistra e Destra cambiano il livello del computer scelto.
help-online-seats-add = A aggiunge un computer.
help-online-seats-drop = Canc o Backspace toglie il computer o il posto libero scelto.
help-online-seats-open = O libera il posto del computer scelto per una persona, e la S di uno spettatore lo prende.
help-online-seats-spectator = S elenca gli spettatori: Invio fa sedere quello scelto nel posto libero o del computer scelto.
help-online-spectators = Su e Giù scelgono uno spettatore, Invio lo fa sedere nel posto scelto, Esc torna indietro.
help-online-lobby-seats = C, per l'host prima di una partita, elenca i posti, per aggiungere o togliere computer e impostare il livello di ciascuno.
help-online-take-seat = S, per uno spettatore prima di una partita, prende un posto libero.
help-online-link = Ctrl+L copia il link del tavolo per gli amici che giocano nel browser, invece di leggerlo ad alta voce.
help-online-ratings = R dice il tuo punteggio e il tuo posto su questo server, e i suoi migliori giocatori.
