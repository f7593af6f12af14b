# The help key (question mark or F1): one message per group of keys, in the order a player needs them.
help-intro = Help. Any key stops this.
help-roll = R or Space rolls. The first roll takes all five dice; later rolls roll the dice you do not hold.
help-hold-position = 1 to 5 hold or release die 1 to 5.
help-hold-value = Hold by value: 1 to 6 keep one more die showing that number; Shift with the number releases one.
help-boxes = Up and Down arrows move through the boxes and say their points. Home and End jump to the first and last box. Enter scores the box.
help-review = D says your dice, C your card, A the open boxes with their points, B the upper bonus, S the standings, T whose turn it is. O, then Left and Right, reads other players' cards. K reads your card in two short lines for a braille display.
help-hint = H gives a hint; press it again for the next best move.
help-speech = X stops speech. L repeats the last message; comma and period step back and forward through earlier messages. V changes how much is said.
help-sounds = M turns the sounds on and off. F2 opens the sound test: every sound with its name.
help-computer = While the computer plays, Space hurries it, plus and minus change its pace.
help-quit = Q quits, after you confirm with Y.
# Keys of the other modes; not part of the spoken help, used by docs/keys.md (generated from the key tables).
help-sound-test = Sound test: Up and Down play each sound and say its name; Home and End jump to the first and last; Enter or Space plays it again; Escape or F2 goes back.
help-sound-volume = Sound test: Left and Right turn the volume of the sounds down and up.
help-dice-entry = With physical dice: 1 to 6 type the value of each die rolled, Backspace corrects, Enter accepts, Escape cancels.
help-confirm-zero = A box that would score zero: Enter again scores it; any other key does not.
help-confirm-quit = Quitting: Y quits; any other key keeps playing.
help-other-card = Other players' cards: Left and Right choose a player; Escape, or any other key, goes back.
help-game-over = At the end: Y plays again, N or Q leaves.
help-coach-review = At the end, with the coach: Left and Right step through your costliest decisions.
help-setup = Setup: Up and Down, or Left and Right, change the choice; Enter accepts; Escape goes back; question mark repeats the question.
help-setup-count = 1 to 8 choose the number of players directly.
help-setup-name = Naming a player: letters type the name, Backspace corrects, Enter accepts, Escape goes back.
help-setup-quit = Q leaves, except while typing a name.
help-undo = U or Ctrl+Z takes back your last hold or scoring, as long as the dice have not been rolled since; press it again to go further back.
help-statistics = G says your statistics: games played, average, best scores, Yahtzees.
help-resume = An unfinished game at the start: Y resumes it, N starts a new game, Q leaves.
