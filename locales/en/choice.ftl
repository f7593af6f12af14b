# First-letter navigation in lists: the names of the setup's choices, and the answer when nothing matches.
choice-none = Nothing starts with { $letter }.
choice-kind = { $kind ->
    [computer] Computer
   *[human] Person
}
choice-level = { $level ->
    [beginner] Beginner
    [good] Good
    [master] Master
   *[expert] Expert
}
