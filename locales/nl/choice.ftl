# First-letter navigation in lists: the names of the setup's choices, and the answer when nothing matches.
choice-none = Niets begint met { $letter }.
choice-kind = { $kind ->
    [computer] Computer
   *[human] Persoon
}
choice-level = { $level ->
    [beginner] Beginner
    [good] Goed
    [master] Meester
   *[expert] Expert
}
