# Filer spillet tar vare på: en ødelagt fil ved start, en skriving som mislyktes.
file-broken-kept = { $kind ->
    [settings] Innstillingsfilen din kunne ikke leses. Den er lagret som { $aside }, og standardinnstillingene brukes.
   *[stats] Statistikkfilen din kunne ikke leses. Den er lagret som { $aside }, og en ny statistikk er startet.
}
file-broken-left = { $kind ->
    [settings] Innstillingsfilen din { $file } kunne verken leses eller flyttes. Den er latt være som den er, og standardinnstillingene brukes.
   *[stats] Statistikkfilen din { $file } kunne verken leses eller flyttes. Den er latt være som den er, og en ny statistikk er startet.
}
file-write-failed = { $kind ->
    [settings] Innstillingene dine kunne ikke lagres i { $file }.
    [stats] Statistikken kunne ikke lagres i { $file }.
    [save] Spillet kunne ikke lagres i { $file }. Hvis det blir avbrutt, kan det ikke gjenopptas.
    [transcript] Transkripsjonen kunne ikke skrives til { $file }.
   *[record] Spillforløpet kunne ikke skrives til { $file }.
} { $reason ->
    [denied] Mappen er skrivebeskyttet eller ikke din.
    [full] Disken er full.
    [blocked] En fil eller mappe er i veien.
    [no-reader] Ingen programmer leser den.
   *[other] Systemet nektet.
} Spillet fortsetter.
file-write-works-again = { $kind ->
    [settings] Innstillingene dine lagres i { $file } igjen.
    [stats] Statistikken lagres i { $file } igjen.
    [save] Spillet lagres i { $file } igjen.
    [transcript] Transkripsjonen skrives til { $file } igjen.
   *[record] Spillforløpet skrives til { $file } igjen.
}
file-impossible-kept = En del av den gamle statistikken din i { $file } kan ikke stemme, flere spill eller høyere poeng enn det går an å spille, eller regler dette spillet ikke kjenner. Den delen ble utelatt, og filen ble tatt vare på som { $aside }.
file-record-next = Dette spillets forløp skrives til { $file }. Det forrige spillets forløp beholdes.
