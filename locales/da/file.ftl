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
    [save] Spillet kunne ikke gemmes i { $file }. Hvis det bliver afbrudt, kan det ikke genoptages.
    [transcript] Transskriptionen kunne ikke skrives til { $file }.
   *[record] Spilforløbet kunne ikke skrives til { $file }.
} { $reason ->
    [denied] Mappen er skrivebeskyttet eller ikke din.
    [full] Disken er fuld.
    [blocked] En fil eller mappe er i vejen.
    [no-reader] Intet program læser den.
   *[other] Systemet afviste det.
} Spillet fortsætter.
file-write-works-again = { $kind ->
    [settings] Dine indstillinger gemmes i { $file } igen.
    [stats] Statistikken gemmes i { $file } igen.
    [save] Spillet gemmes i { $file } igen.
    [transcript] Transskriptionen skrives til { $file } igen.
   *[record] Spilforløbet skrives til { $file } igen.
}
file-impossible-kept = En del af din gamle statistik i { $file } kan ikke passe, flere spil eller højere point, end man kan nå, eller regler, som dette spil ikke kender. Den del blev udeladt, og filen blev gemt som { $aside }.
file-record-next = Dette spils forløb skrives til { $file }. Det forrige spils forløb bevares.
