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
    [save] Spelet kunde inte sparas i { $file }. Om det avbryts kan det inte fortsättas.
    [transcript] Transkriptet kunde inte skrivas till { $file }.
   *[record] Spelprotokollet kunde inte skrivas till { $file }.
} { $reason ->
    [denied] Mappen är skrivskyddad eller inte din.
    [full] Disken är full.
    [blocked] En fil eller mapp står i vägen.
    [no-reader] Inget program läser den.
   *[other] Systemet vägrade.
} Spelet fortsätter.
file-write-works-again = { $kind ->
    [settings] Dina inställningar sparas i { $file } igen.
    [stats] Statistiken sparas i { $file } igen.
    [save] Spelet sparas i { $file } igen.
    [transcript] Transkriptet skrivs till { $file } igen.
   *[record] Spelprotokollet skrivs till { $file } igen.
}
file-impossible-kept = En del av din gamla statistik i { $file } kan inte stämma, fler spel eller högre poäng än vad som går att spela, eller regler som det här spelet inte känner till. Den delen utelämnades, och filen behölls som { $aside }.
file-record-next = Spelprotokollet skrivs nu till { $file }. Det förra spelets protokoll finns kvar.
