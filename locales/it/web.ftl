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
web-hold = Tieni il dado { $die }
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
