# First-letter navigation in lists: the names of the setup's choices, and the answer when nothing matches.
choice-none = Niente inizia con { $letter }.
choice-kind = { $kind ->
    [computer] Computer
   *[human] Persona
}
choice-level = { $level ->
    [beginner] Principiante
    [good] Bravo
    [master] Maestro
   *[expert] Esperto
}
