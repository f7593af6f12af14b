"""The core: rules, dice, the game's events and the game itself; pure, with no I/O and no words."""
