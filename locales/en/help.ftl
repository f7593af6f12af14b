# The help key (question mark or F1): one message per group of keys, in the order a player needs them.
help-intro = Help. Any key stops this.
help-roll = R or Space rolls. The first roll takes all five dice; later rolls roll the dice you do not hold.
help-hold-position = 1 to 5 hold or release die 1 to 5.
help-hold-value = Hold by value: 1 to 6 keep one more die showing that number; Shift with the number releases one.
help-boxes = Up and Down arrows move through the boxes and say their points. Home and End jump to the first and last box. Enter scores the box.
help-review = D says your dice, C your card, A the open boxes with their points, B the upper bonus, S the standings, T whose turn it is. O, then Left and Right, reads other players' cards.
help-hint = H gives a hint; press it again for the next best move.
help-speech = X stops speech. L repeats the last message; comma and period step back and forward through earlier messages. V changes how much is said.
help-computer = While the computer plays, Space hurries it, plus and minus change its pace.
help-quit = Q quits, after you confirm with Y.
