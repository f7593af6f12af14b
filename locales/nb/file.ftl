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
   *[record] Spillforløpet kunne ikke skrives til { $file }.
} { $reason ->
    [denied] Mappen er skrivebeskyttet eller ikke din.
    [full] Disken er full.
    [blocked] En fil eller mappe er i veien.
   *[other] Systemet nektet.
} Spillet fortsetter.
