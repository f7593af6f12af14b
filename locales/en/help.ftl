# The help key (question mark or F1): one message per group of keys, in the order a player needs them.
help-intro = Help. Any key stops this.
help-roll = R or Space rolls. The first roll takes all five dice; later rolls roll the dice you do not hold.
help-hold-position = 1 to 5 hold or release die 1 to 5.
help-hold-value = Hold by value: the keys 1 to 6 hold one more die showing that number; when every die showing it is held, the same key releases them all. No Shift, on any keyboard.
help-boxes = Up and Down arrows move through the boxes and say their points. Home and End jump to the first and last box. Enter scores the box.
help-review = D says your dice, C your card, A the open boxes with their points, B the upper bonus, S the standings, T whose turn it is. O, then Left and Right, reads other players' cards.
help-hint = H gives a hint; press it again for the next best move.
help-speech = X stops speech. L repeats the last message; comma and period step back and forward through earlier messages. V changes how much is said.
help-computer = While the computer plays, Space hurries it; F shortens its pause between moves, P lengthens it.
help-quit = Q quits, after you confirm with { confirm-yes } or Enter.
# Keys of the other modes; not part of the spoken help, used by docs/keys.md (generated from the key tables).
help-dice-entry = With physical dice: 1 to 6 type the value of each die rolled, Backspace corrects, Enter accepts, Escape cancels.
help-confirm-zero = A box that would score zero: Enter again scores it; any other key does not.
help-confirm-quit = Quitting: { confirm-yes } or Enter quits; { confirm-no }, Escape or any other key keeps playing.
help-other-card = Other players' cards: Left and Right choose a player, Shift with a letter the next player whose name starts with it; Escape, or any other key, goes back.
help-game-over = At the end: Enter plays again, { confirm-no } or Q leaves.
help-coach-review = At the end, with the coach: Left and Right step through your costliest decisions.
help-setup = Setup: Up and Down, or Left and Right, change the choice; Enter accepts; Escape goes back; question mark repeats the question.
help-setup-count = 1 to 8 choose the number of players directly.
help-setup-name = Naming a player: letters type the name, Backspace corrects, Enter accepts, Escape goes back.
help-setup-quit = Q leaves, except while typing a name.
help-first-letter = Shift with a letter moves to the next box whose name starts with it; press it again for the one after. Plain letters stay commands.
help-setup-letter = In a list of choices (language, kind of player, level), a letter moves to the next choice starting with it, except Q, which leaves.
