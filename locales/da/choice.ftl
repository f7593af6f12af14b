# Navigation med første bogstav i lister: opsætningens valg som navne, og svaret når intet passer.
choice-none = Intet begynder med { $letter }.
choice-kind = { $kind ->
    [computer] Computer
   *[human] Person
}
choice-level = { $level ->
    [beginner] Begynder
    [good] God
    [master] Mester
   *[expert] Ekspert
}
