# First-letter navigation in lists: the names of the setup's choices, and the answer when nothing matches.
choice-none = Rien ne commence par { $letter }.
choice-kind = { $kind ->
    [computer] Ordinateur
   *[human] Personne
}
choice-level = { $level ->
    [beginner] Débutant
    [good] Bon
    [master] Maître
   *[expert] Expert
}
