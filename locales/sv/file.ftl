# Spelets filer: en skadad fil vid start, en skrivning som misslyckades.
file-broken-kept = { $kind ->
    [settings] Din inställningsfil kunde inte läsas. Den sparades som { $aside }, och standardvärdena används.
   *[stats] Din statistikfil kunde inte läsas. Den sparades som { $aside }, och ny statistik har påbörjats.
}
file-broken-left = { $kind ->
    [settings] Din inställningsfil { $file } kunde varken läsas eller flyttas undan. Den lämnades som den är, och standardvärdena används.
   *[stats] Din statistikfil { $file } kunde varken läsas eller flyttas undan. Den lämnades som den är, och ny statistik har påbörjats.
}
file-write-failed = { $kind ->
    [settings] Dina inställningar kunde inte sparas i { $file }.
    [stats] Statistiken kunde inte sparas i { $file }.
   *[record] Spelprotokollet kunde inte skrivas till { $file }.
} { $reason ->
    [denied] Mappen är skrivskyddad eller inte din.
    [full] Disken är full.
    [blocked] En fil eller mapp står i vägen.
   *[other] Systemet vägrade.
} Spelet fortsätter.
