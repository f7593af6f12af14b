# Navigering med første bokstav i lister: oppsettets valg som navn, og svaret når ingenting passer.
choice-none = Ingenting begynner med { $letter }.
choice-kind = { $kind ->
    [computer] Datamaskin
   *[human] Person
}
choice-level = { $level ->
    [beginner] Nybegynner
    [good] God
    [master] Mester
   *[expert] Ekspert
}
