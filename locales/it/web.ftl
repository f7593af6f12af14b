# Il client web: le parole della pagina (pulsanti, etichette); tutto ciò che il gioco dice viene
# dagli altri file. $die è la posizione di un dado, da 1 a 5. $link è un indirizzo web.
web-title = Yahtzee parlante
web-join-heading = Partecipa alla partita
web-name = Il tuo nome
web-language = Lingua
web-play = Gioca
web-area = Tavolo di gioco. Premi qui i tasti del gioco, punto interrogativo per l’aiuto.
web-area-role = gioco
web-buttons = Pulsanti
web-roll = Lancia
web-previous = Casella precedente
web-next = Casella successiva
web-score = Segna
web-help = Aiuto
web-repeat = Ripeti
web-sounds = Suoni sì o no
web-board = Tabellone
web-messages = Messaggi
web-link = { $where ->
    [page] L’indirizzo di questa pagina è il link del tavolo. Gli amici che lo aprono giocano nel browser.
   *[terminal] Ctrl+L copia il link del tavolo, per gli amici che giocano nel browser.
}
web-closed = La connessione si è chiusa. Ricarica la pagina per giocare di nuovo.

# Il tabellone per gli amici vedenti (e la navigazione per tabelle dei lettori): non parla mai da solo.
web-board-card = Segnapunti
web-board-box = Casella
web-board-dice = Dadi
web-board-held = tenuto
web-board-standings = Classifica
web-board-upper = Totale superiore
web-board-bonus = Bonus da { $target } in su
web-board-lower = Totale inferiore
web-board-yahtzee-bonus = Bonus Yahtzee
web-board-total = Totale
web-board-round = Giro { $round } di { $rounds }
web-board-turn = { $you ->
    [yes] Tocca a te
   *[no] Ora gioca { $player }
}
web-board-rolls = { $rolled ->
    [no] Ancora nessun lancio
   *[yes] { $rolls_left ->
        [0] Niente più lanci
        [one] Ancora 1 lancio
       *[other] Ancora { $rolls_left } lanci
    }
}
web-board-possible = { $points } { $points ->
    [one] possibile
   *[other] possibili
}
web-board-die = { $value ->
    [0] Dado { $position }, non lanciato
   *[other] Dado { $position }, { $value }
}
web-board-place = { $place }. { $player }, { $points }
web-board-over = Partita finita
web-board-you = { $player }, tu
# Quello che la pagina dice senza il server.
web-unreachable = Il server non è raggiungibile. Nuovo tentativo in corso.
web-not-found = A questo indirizzo non c'è nessun tavolo.
web-to-lobby = Vai alla sala
web-app-description = Il gioco di dadi che si gioca a orecchio, da soli o con gli amici.
