# I nomi dei giocatori scritti durante la preparazione.
name-too-long = I nomi hanno al massimo { $limit } caratteri.
name-taken = { $name } sta già giocando. Scrivi un altro nome.
