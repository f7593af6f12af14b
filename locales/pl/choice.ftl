# First-letter navigation in lists: the names of the setup's choices, and the answer when nothing matches.
choice-none = Nic nie zaczyna się na { $letter }.
choice-kind = { $kind ->
    [computer] Komputer
   *[human] Człowiek
}
choice-level = { $level ->
    [beginner] Początkujący
    [good] Dobry
    [master] Mistrz
   *[expert] Ekspert
}
