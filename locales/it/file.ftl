# I file del gioco: un file danneggiato all'avvio, una scrittura non riuscita.
file-broken-kept = { $kind ->
    [settings] Impossibile leggere il file delle impostazioni. È stato conservato come { $aside } e si usano le impostazioni predefinite.
   *[stats] Impossibile leggere il file delle statistiche. È stato conservato come { $aside } e sono state avviate nuove statistiche.
}
file-broken-left = { $kind ->
    [settings] Impossibile leggere il file delle impostazioni, { $file }, o metterlo da parte. È stato lasciato com'è e si usano le impostazioni predefinite.
   *[stats] Impossibile leggere il file delle statistiche, { $file }, o metterlo da parte. È stato lasciato com'è e sono state avviate nuove statistiche.
}
file-write-failed = { $kind ->
    [settings] Impossibile salvare le impostazioni in { $file }.
    [stats] Impossibile salvare le statistiche in { $file }.
    [save] Impossibile salvare la partita in { $file }. Se viene interrotta, non si potrà riprendere.
    [transcript] Impossibile scrivere la trascrizione in { $file }.
   *[record] Impossibile scrivere la registrazione della partita in { $file }.
} { $reason ->
    [denied] La cartella è di sola lettura o non è tua.
    [full] Il disco è pieno.
    [blocked] Un file o una cartella è d'intralcio.
    [no-reader] Nessun programma lo sta leggendo.
   *[other] Il sistema ha rifiutato.
} La partita continua.
file-write-works-again = { $kind ->
    [settings] Le impostazioni vengono di nuovo salvate in { $file }.
    [stats] Le statistiche vengono di nuovo salvate in { $file }.
    [save] La partita viene di nuovo salvata in { $file }.
    [transcript] La trascrizione viene di nuovo scritta in { $file }.
   *[record] La registrazione della partita viene di nuovo scritta in { $file }.
}
file-impossible-kept = Una parte delle tue vecchie statistiche in { $file } non può essere vera, più partite o punteggi più alti di quanto sia possibile, o regole che questo gioco non conosce. Quella parte è stata esclusa e il file è stato conservato come { $aside }.
file-record-next = La registrazione di questa partita viene scritta in { $file }. Quella della partita precedente viene conservata.
