"""The command line: the `yahtzee` entry point, the composition root, the commands and flags."""
