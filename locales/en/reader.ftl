# Screen readers: how the game reads under them.
reader-plain-mode = Screen reader found, one plain line per message. For the full board, start the game with the full screen option.
