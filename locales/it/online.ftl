# Il gioco online: la sala, il tavolo, la chat, una connessione persa.
# $player è un nome (mai declinato). $code sono le cifre di un tavolo, a gruppi.
online-welcome = Yahtzee parlante online.
online-lobby = Sala online. Su e Giù scelgono, Sinistra e Destra cambiano, Invio esegue.
online-lobby-keys = Nella sala, Su e Giù scelgono, Sinistra e Destra cambiano, Invio esegue, Q esce.
online-table-keys = { $role ->
    [host] Al tuo tavolo, prima della partita. Invio la avvia, C imposta i posti, J toglie un giocatore, N chiude il tavolo, T dice il codice e chi c'è, E apre la chat, Esc torna alla sala.
    [spectator] Spettatore, prima della partita. S prende un posto libero, T dice il codice e chi c'è, E apre la chat, Esc torna alla sala.
   *[player] In attesa che l'host avvii la partita. T dice il codice e chi c'è, E apre la chat, Esc torna alla sala.
}
online-field-seats = Posti al tavolo, { $count }.
online-field-computers = Giocatori computer, { $count }.
online-field-rules = Regole, { $rules }.
online-field-spectators = Spettatori, { $allowed ->
    [yes] ammessi
   *[no] non ammessi
}.
online-field-away = Il computer gioca un posto vuoto, { $minutes ->
    [0] mai
    [one] dopo un minuto
   *[other] dopo { $minutes } minuti
}.
online-field-turn = Tempo per turno, { $minutes ->
    [0] senza limite
    [one] un minuto
   *[other] { $minutes } minuti
}.
online-field-create = Crea il tavolo.
online-field-join = Unisciti a un tavolo con il suo codice.
online-field-watch = Guarda un tavolo con il suo codice.
online-code-ask = Digita le nove cifre del tavolo, poi Invio. Esc torna indietro.
online-digit = { $digit }
online-code-typed = Digitato, { $digits }.
online-code-empty = Nulla digitato.
online-code-long = Il codice ha già nove cifre. Invio si unisce, Backspace cancella.
online-code-short = Un codice ha nove cifre. Digitate, { $count }.
online-busy = In attesa del server.
online-creating = Creazione del tavolo.
online-joining = Ingresso al tavolo { $code }.
online-cannot-connect = Impossibile raggiungere il server. { $reason ->
    [certificate] Il suo certificato non è attendibile. Indica il certificato che l'ha firmato con l'opzione cafile.
    [tls] La connessione sicura non è riuscita.
    [refused] Nessuno risponde a quell'indirizzo.
    [unknown-host] Questo host non esiste.
    [timeout] Nessuna risposta in tempo.
    [address] L'indirizzo non è valido.
    [not-a-server] Non è un server di Talking Yahtzee.
   *[other] La rete non funziona.
}
online-created = { $open ->
    [0] Tavolo creato. Il suo codice, { $code }. Tutti i posti sono occupati, Invio avvia la partita ora.
   *[other] Tavolo creato. Il suo codice, { $code }. Dallo ai tuoi amici. Invio avvia la partita quando ci sono tutti.
}
online-seated = Sei al tavolo { $code }. Chi ospita avvia la partita.
online-seated-by-host = Chi ospita ti ha dato il posto { $number } al tavolo { $code }. Chi ospita avvia la partita.
online-watching = Stai guardando il tavolo { $code }.
online-code = Codice del tavolo, { $code }.
online-not-seated = Non sei ancora a nessun tavolo.
online-name = { $player }
online-who = Al tavolo, { $players }. { $open ->
    [0] Nessun posto è libero.
    [one] Un posto è libero.
   *[other] { $open } posti sono liberi.
}
online-everyone-here = Ci sono tutti. Invio avvia la partita.
online-seat-joined = { $player } si unisce al tavolo.
online-seat-away = { $player }, connessione persa.
online-seat-stand-in = { $player }, per ora gioca il computer.
online-seat-back = { $player }, di nuovo al tavolo.
online-seat-removed = { $player } non è più al tavolo.
online-seat-left = { $player } lascia il tavolo.
online-seat-watching = { $player } sta guardando.
online-seat-timed-out = { $player }, tempo scaduto, il computer chiude questo turno.
online-chat = Chat, { $player }, { $text }
online-chat-open = Chat, scrivi una riga, Invio la manda, Esc annulla.
online-chat-cancelled = Chat annullata.
online-chat-offline = La chat è per i tavoli online.
online-mute-none = Nessuno ha ancora scritto in chat.
online-muted = { $player }, chat silenziata.
online-unmuted = { $player }, chat di nuovo udibile.
online-not-your-turn = Non è il tuo turno. Ora gioca, { $player }.
online-not-connected = Nessuna connessione. Non è stato inviato nulla. Riconnessione.
online-connection-lost = Connessione persa, riconnessione.
online-back = Di nuovo al tavolo.
online-missed = Mentre eri via.
online-missed-scored = { $player }, { $points } { box-in }.
online-missed-for-you = Giocato per te, { $points } { box-in }.
online-missed-summary = { $player }, { $count } { $count ->
        [one] turno
       *[other] turni
    }, { $points } { $points ->
        [one] punto
       *[other] punti
    } in tutto.
online-missed-summary-you = Giocato per te, { $count } { $count ->
        [one] turno
       *[other] turni
    }, { $points } { $points ->
        [one] punto
       *[other] punti
    } in tutto.
online-missed-rolled = I dadi sono stati lanciati per te.
online-gave-up = Non è stato possibile ripristinare la connessione al tavolo.
online-closed-ended = Chi ospita ha chiuso il tavolo.
online-closed-removed = Chi ospita ti ha tolto dal tavolo.
online-over = La partita è finita. L'host può proporre a tutti di giocare ancora. Q esce.
online-refused = Il server non l'ha accettato.
online-refused-server-error = Il server non è riuscito a salvarlo. Riprova tra un momento.
online-refused-rate-limited = Troppo veloce. Aspetta un momento, poi riprova.
online-refused-unknown-table = Nessun tavolo ha quel codice.
online-refused-full = Quel tavolo è al completo.
online-refused-started = La partita di quel tavolo è già iniziata.
online-refused-no-spectators = Quel tavolo non ammette spettatori.
online-refused-name-taken = Qualcuno a quel tavolo ha il tuo nome. Scegline un altro con l’opzione del nome.
online-refused-bad-name = Il server non accetta quel nome.
online-refused-seats-open = Non si sono ancora seduti tutti.
online-refused-not-host = Solo chi ospita avvia la partita.
online-refused-too-many-attempts = Troppi codici sbagliati. Riprova più tardi.
online-refused-too-many-tables = Hai creato troppi tavoli. Riprova più tardi.
online-refused-server-full = Il server è pieno. Riprova più tardi.
online-refused-chat-rate = Chat, una riga ogni due secondi.
online-refused-computer-plays = Per ora il computer gioca al tuo posto.
online-refused-spectator = Stai guardando. Le mosse spettano ai giocatori.
online-refused-closed = Il tavolo è chiuso.
online-refused-replaced = Il tuo posto è stato ripreso da un altro dispositivo.
online-host-only = Solo chi ospita può farlo.
online-end-confirm = Chiudere il tavolo per tutti? { confirm-yes } o Invio lo chiude. Qualsiasi altro tasto continua a giocare.
online-end-cancelled = Il tavolo continua.
online-remove-choose = Togliere un giocatore, Su e Giù scelgono, Invio lo toglie, Esc annulla.
online-remove-none = Al tavolo non c'è nessun altro.
online-remove-cancelled = Nessuno è stato tolto.

# Issue 32: what a player hears of others' turns, the turn timer, the chat line.
online-turn = Tocca a { $player }.
online-clock-warning = Mancano { $seconds } secondi.
online-clock-left = { $mine ->
    [yes] Mancano { $seconds } secondi al tuo turno.
   *[no] Mancano { $seconds } secondi a questo turno.
}
online-chat-char = { $char }
online-chat-space = spazio
online-chat-erased = { $char } cancellato.
online-chat-empty = Riga vuota.
online-chat-start = Inizio della riga.
online-chat-end = Fine della riga.
online-chat-full = La riga è piena, { $limit } caratteri.
online-chat-typed = { $text }
online-chat-history-none = Ancora nessun messaggio.
online-chat-history-place = { $place } di { $count }.
online-spectators-watching = Sono arrivati { $count } spettatori.
online-spectators-left = Sono usciti { $count } spettatori.

## A player's key keeps the seat (issue 32)

online-returned = Sei di nuovo al tuo posto al tavolo { $code }.
online-quit-seat = Lasciare il tavolo? Un computer gioca al tuo posto finché non torni con lo stesso comando. Premi { confirm-yes } o Invio per uscire, un altro tasto per continuare a giocare.
# The same question in the browser, where no command was typed.
online-quit-seat-web = Lasciare il tavolo? Un computer gioca al tuo posto finché non riapri il link del tavolo in questo browser. Premi { confirm-yes } o Invio per uscire, un altro tasto per continuare a giocare.

## The public tables, in the lobby and for --tables (issue 32)

online-table-line = Tavolo { $code }, { $rules }, { $players }. { $started ->
    [yes] Partita in corso.
   *[no] { $free ->
        [0] Nessun posto è libero.
        [one] Un posto è libero.
       *[other] { $free } posti sono liberi.
    }
} { $spectators ->
    [yes] Spettatori benvenuti.
   *[no] Niente spettatori.
}
# Issue 42: a seat of yours in a game under way, named in the lobby; a game begun offered to watch.
online-table-yours = Tavolo { $code }, { $rules }, { $players }. Il tuo posto, giro { $round }. Invio lo riprende.
online-watch-offer = La partita a quel tavolo è già cominciata. Vuoi guardarla? Premi { confirm-yes } o Invio per guardare, un altro tasto per restare nella sala.
online-watch-declined = Resti nella sala.
online-tables-none = Nessun tavolo pubblico al momento.
online-field-public = Visibile nella sala, { $public ->
    [yes] sì, chiunque può unirsi
   *[no] no, solo con il codice
}.
online-lobby-people = { $tables ->
    [0] Nessun tavolo pubblico.
    [one] Un tavolo pubblico.
   *[other] { $tables } tavoli pubblici.
} { $count ->
    [0] Nella sala non c’è nessun altro.
   *[other] Nella sala, { $people }.
}

## Who comes into the lobby and who leaves, one line per burst; the lobby's connection (issue 40)
online-lobby-came = { $count ->
    [one] { $people } entra nella sala.
   *[other] { $people } entrano nella sala.
}
online-lobby-left = { $count ->
    [one] { $people } esce dalla sala.
   *[other] { $people } escono dalla sala.
}
online-lobby-others = { $count ->
    [one] un'altra persona
   *[other] altre { $count } persone
}
online-lobby-back = Di nuovo nella sala.
online-lobby-chat-later = Nessuna connessione. La tua riga sarà inviata quando la connessione tornerà.

## Back to the lobby from a table, and what you missed (issue 32)

online-leave-seat = Tornare alla sala? Un computer gioca al tuo posto finché non torni a questo tavolo. Premi { confirm-yes } o Invio per uscire, un altro tasto per continuare a giocare.
online-left = { $watching ->
    [yes] Hai smesso di guardare il tavolo.
   *[no] Hai lasciato il tavolo.
}
online-missed-recap = { $since ->
    [move] Dalla tua ultima mossa.
   *[came] Da quando sei al tavolo.
}
online-missed-none = { $since ->
    [move] Non è successo niente dalla tua ultima mossa.
   *[came] Non è successo niente da quando sei al tavolo.
}

# Issue 32, tavoli che durano: giocare ancora allo stesso tavolo, i diritti dell'host passano a un
# altro, uno spettatore prende posto, i computer dell'host tra una partita e l'altra.
online-over-host = La partita è finita. Ctrl+N propone a tutti di giocare ancora a questo tavolo. Q esce.
online-again-sent = Hai proposto agli altri di giocare ancora.
online-again-asked = { $player } propone a tutti di giocare ancora a questo tavolo. { confirm-yes } o Invio per giocare ancora, { confirm-no } o Esc per lasciare il tuo posto.
online-again-asked-others = { $player } propone ai giocatori di giocare ancora.
online-again-host-only = Solo l'host può proporre di giocare ancora.
online-again-yes = Giochi ancora. In attesa degli altri.
online-seat-accepted = { $player } gioca ancora.
online-seat-declined = { $player } non gioca ancora. Il posto è libero.
online-seat-host = { $player } è ora l'host.
online-host-you = Ora sei l'host.
online-seat-sat = { $player } prende posto.
online-seat-computer = { $player }, un computer, prende posto, livello { $level }.
online-seat-level = { $player }, livello { $level }.
online-seat-dropped = { $player }, il posto è tolto.
online-seat-opened = { $player }, il posto è libero per una persona.
online-seat-seated = { $player } prende il posto { $number }, per scelta di chi ospita.
online-new-game = { $host ->
    [yes] Una nuova partita a questo tavolo, con dadi nuovi. Invio la avvia, C imposta i computer.
   *[no] Una nuova partita a questo tavolo, con dadi nuovi. { $player } la avvia.
}
online-closed-declined = Hai lasciato il tuo posto a questo tavolo.
online-refused-not-over = La partita non è ancora finita.
online-refused-not-asked = Non c'è nessuna domanda a cui rispondere.
online-refused-seated = Hai già un posto.
online-refused-bad-seat = Quel posto non si può cambiare.
online-refused-bad-level = Il server non conosce quel livello.
online-refused-bad-seats = Un tavolo tiene almeno due posti.
online-refused-no-spectator = Quella persona non guarda più il tavolo.
online-seats-keys = Posti. Su e Giù scelgono, Sinistra e Destra cambiano il livello di un computer, A aggiunge un computer, O libera il posto di un computer per una persona, S vi fa sedere uno spettatore, Canc toglie un computer o un posto libero, Esc torna indietro.
online-seat-line = Posto { $number }, { $kind ->
    [computer] { $player }, computer, livello { $level }
    [open] libero
   *[person] { $player }
}.
online-seats-not-now = I posti cambiano solo prima di una partita.
online-seats-not-computer = Qui cambiano solo un computer o un posto libero.
online-spectators-choose = Posto { $number }, scegli uno spettatore, Su e Giù scelgono, Invio fa sedere, Esc torna indietro.
online-spectators-none = Nessuno guarda questo tavolo.
online-spectators-cancelled = Nessuno è stato fatto sedere.
online-seats-done = Di nuovo al tavolo.
# The lobby: each computer's own level ($number as in its name, Computer 3).
online-field-computer-level = Computer { $number }, livello { $level }.
online-link-copied = Link copiato. Gli amici che lo aprono giocano nel browser.
online-link-no-clipboard = Nessun programma per gli appunti trovato qui. Gli amici possono unirsi con il codice { $code }.

online-field-rated = Valida per la classifica, { $rated ->
    [yes] sì, le partite contano per la classifica, solo persone
   *[no] no, per allenarsi
}.
online-rating-own = Il tuo punteggio qui è { $rating }, posto { $rank } su { $ranked }, dopo { $games ->
    [one] una partita valida
   *[other] { $games } partite valide
}.
online-rating-none = Non hai ancora un punteggio su questo server. Gioca a un tavolo valido per la classifica.
online-ratings-line = { $rank }. { $name }, { $rating }, { $games ->
    [one] una partita
   *[other] { $games } partite
}.
online-ratings-none = Nessuno ha ancora giocato una partita valida per la classifica su questo server.

# Issue 40: un tasto che il tavolo non ha preso (il tavolo è andato avanti prima che arrivasse, o la
# connessione è caduta): quale tasto e perché, mai un id di motivo.
online-refused-stale = Il tavolo è andato avanti prima che arrivasse il tuo tasto. Premilo di nuovo se lo vuoi ancora.
online-not-taken = Non accettato, { $command ->
        [roll] il tuo lancio
        [hold] tenere o lasciare il dado { $die }
        [set-held] i dadi che tenevi
        [score] il tuo punteggio { box-in }
       *[undo] l'annullamento
    }. { $why ->
        [stale] Il tavolo è andato avanti prima che arrivasse il tuo tasto.
       *[lost] Il tuo tasto non ha raggiunto il tavolo prima che la connessione cadesse.
    } Premilo di nuovo se lo vuoi ancora.
# Your own score, taken, whose answer was lost with the connection (issue 40).
online-missed-yours = Il tuo punteggio ha raggiunto il tavolo prima che la connessione cadesse, { $points } { box-in }.
# A chat line on its way when the connection closed (issue 40): it may have been said.
online-chat-lost = La tua riga di chat potrebbe non aver raggiunto il tavolo, { $text }. Scrivila di nuovo se la vuoi ancora.
