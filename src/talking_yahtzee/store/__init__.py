"""Storage: the game's folders and files, saves, statistics, records, settings and the log."""
