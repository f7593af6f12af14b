# First-letter navigation in lists: the names of the setup's choices, and the answer when nothing matches.
choice-none = Nada começa com { $letter }.
choice-kind = { $kind ->
    [computer] Computador
   *[human] Pessoa
}
choice-level = { $level ->
    [beginner] Iniciante
    [good] Bom
    [master] Mestre
   *[expert] Especialista
}
