# Filer, spillet gemmer: en ødelagt fil ved start, en skrivning der mislykkedes.
file-broken-kept = { $kind ->
    [settings] Din indstillingsfil kunne ikke læses. Den er gemt som { $aside }, og standardindstillingerne bruges.
   *[stats] Din statistikfil kunne ikke læses. Den er gemt som { $aside }, og en ny statistik er startet.
}
file-broken-left = { $kind ->
    [settings] Din indstillingsfil { $file } kunne hverken læses eller flyttes. Den er ladt, som den er, og standardindstillingerne bruges.
   *[stats] Din statistikfil { $file } kunne hverken læses eller flyttes. Den er ladt, som den er, og en ny statistik er startet.
}
file-write-failed = { $kind ->
    [settings] Dine indstillinger kunne ikke gemmes i { $file }.
    [stats] Statistikken kunne ikke gemmes i { $file }.
   *[record] Spilforløbet kunne ikke skrives til { $file }.
} { $reason ->
    [denied] Mappen er skrivebeskyttet eller ikke din.
    [full] Disken er fuld.
    [blocked] En fil eller mappe er i vejen.
   *[other] Systemet afviste det.
} Spillet fortsætter.
