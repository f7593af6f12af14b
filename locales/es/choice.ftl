# First-letter navigation in lists: the names of the setup's choices, and the answer when nothing matches.
choice-none = Nada empieza por { $letter }.
choice-kind = { $kind ->
    [computer] Ordenador
   *[human] Persona
}
choice-level = { $level ->
    [beginner] Principiante
    [good] Bueno
    [master] Maestro
   *[expert] Experto
}
