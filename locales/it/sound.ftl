# Gli effetti sonori: attivarli, il loro volume, l'avviso quando non possono suonare e i loro
# nomi per la prova dei suoni nell'aiuto (uno per suono di talking_yahtzee.sound.Sound).
sound-on = Suoni attivi.
sound-off = Suoni disattivati.
sound-volume = Volume dei suoni { NUMBER($percent, maximumFractionDigits: 0) } per cento.
sound-output-failed = I suoni non possono essere riprodotti{ $reason ->
    [no-player] , non è stato trovato nessun programma per riprodurli
   *[other] , non è stato trovato nessun dispositivo audio
}. La partita continua senza di loro.
sound-test = Prova dei suoni. Ogni suono con il suo nome.
sound-dice-rolled = Dadi lanciati, un rotolio, più lungo con più dadi.
sound-die-held = Dado tenuto, un clic che sale.
sound-die-released = Dado rilasciato, un clic che scende.
sound-box-scored = Casella segnata, due note che salgono.
sound-zero-scored = Zero segnato, due note gravi che scendono.
sound-upper-bonus = Bonus della sezione superiore, quattro note rapide che salgono.
sound-yahtzee = Yahtzee, una fanfara.
sound-yahtzee-bonus = Bonus Yahtzee, una fanfara più acuta, con uno scintillio.
sound-your-turn = Tocca a te, una campana chiara che sale.
sound-other-turn = Turno di un altro giocatore, una nota morbida e grave.
sound-refusal = Non possibile, due note gravi e brevi.
sound-list-top = Inizio di un elenco, un colpo acuto.
sound-list-bottom = Fine di un elenco, un tonfo grave.
sound-thinking = Sto pensando, un ticchettio leggero.
sound-game-won = Hai vinto, una melodia che sale.
sound-game-lost = Partita persa, una melodia che scende.
