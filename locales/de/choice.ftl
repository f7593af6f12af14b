# First-letter navigation in lists: the names of the setup's choices, and the answer when nothing matches.
choice-none = Nichts beginnt mit { $letter }.
choice-kind = { $kind ->
    [computer] Computer
   *[human] Mensch
}
choice-level = { $level ->
    [beginner] Anfänger
    [good] Gut
    [master] Meister
   *[expert] Experte
}
