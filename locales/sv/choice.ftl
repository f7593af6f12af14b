# First-letter navigation in lists: the names of the setup's choices, and the answer when nothing matches.
choice-none = Inget börjar på { $letter }.
choice-kind = { $kind ->
    [computer] Dator
   *[human] Person
}
choice-level = { $level ->
    [beginner] Nybörjare
    [good] Bra
    [master] Mästare
   *[expert] Expert
}
