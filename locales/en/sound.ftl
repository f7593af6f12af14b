# Sound effects: switching them, their volume, the notice when they cannot play, and their names
# for the sound test in the help (one per sound of talking_yahtzee.sound.Sound).
sound-on = Sounds on.
sound-off = Sounds off.
sound-volume = Sound volume { NUMBER($percent, maximumFractionDigits: 0) } percent.
sound-output-failed = Sounds cannot play{ $reason ->
    [no-player] , no program to play them was found
   *[other] , no audio device was found
}. The game goes on without them.
sound-test = Sound test. Each sound with its name.
sound-dice-rolled = Dice rolled, a rattle, longer for more dice.
sound-die-held = Die held, a click going up.
sound-die-released = Die released, a click going down.
sound-box-scored = Box scored, two notes going up.
sound-zero-scored = Zero scored, two low notes going down.
sound-upper-bonus = Upper bonus earned, four quick rising notes.
sound-yahtzee = Yahtzee, a fanfare.
sound-yahtzee-bonus = Yahtzee bonus, a higher fanfare with a sparkle.
sound-your-turn = Your turn, a bright bell rising.
sound-other-turn = Another player's turn, one soft low note.
sound-refusal = Not possible, two short low notes.
sound-list-top = Top of a list, a high bump.
sound-list-bottom = Bottom of a list, a low thud.
sound-thinking = Thinking, a soft tick.
sound-game-won = You won, a rising tune.
sound-game-lost = Game lost, a falling tune.
