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
   *[record] Impossibile scrivere la registrazione della partita in { $file }.
} { $reason ->
    [denied] La cartella è di sola lettura o non è tua.
    [full] Il disco è pieno.
    [blocked] Un file o una cartella è d'intralcio.
   *[other] Il sistema ha rifiutato.
} La partita continua.
