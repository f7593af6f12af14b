# Liikkuminen luetteloissa ensimmäisellä kirjaimella: asetusten valintojen nimet ja vastaus, kun mikään ei sovi.
choice-none = Mikään ei ala kirjaimella { $letter }.
choice-kind = { $kind ->
    [computer] Tietokone
   *[human] Ihminen
}
choice-level = { $level ->
    [beginner] Aloittelija
    [good] Hyvä
    [master] Suurmestari
   *[expert] Mestari
}
