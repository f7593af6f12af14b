# The help key (question mark or F1): a short index, then a page a topic. Each page must fit an
# 80 by 24 terminal (tests/ui/test_help.py), so keep lines short. Use only commas and periods:
# screen readers pause on them, but read colons, semicolons, dashes and brackets aloud.
# $rules is the rule set's name (setup-rules-*), $pages the number of pages after the index.
help-key = Question mark or F1 opens the help, a page at a time.
help-index = Help for { $rules }, in { $pages } pages.
help-index-topic = Page { $page }, { $topic }.
help-pages = In the help, Space, Down or question mark turns to the next page, Up to the one before, and a number from 1 to { $pages } opens that page. Escape goes back to the game, and any other key goes back and does its job there.
help-page = Help page { $page } of { $pages }, { $topic }.
help-end = End of the help. Home goes back to the first page, Escape to the game.
# The topics, as the index and each page's first line name them.
help-topic-turn = rolling and holding
help-topic-boxes = choosing a box
help-topic-scoring = how the boxes score in { $rules }
help-topic-card = rounds and bonuses
help-topic-review = asking about the game
help-topic-speech = speech and sounds
help-topic-more = other keys

# The keys of play, in the order of the play table. $yahtzee is the name of the box of five alike,
# $order is forced when the boxes go in order, $lines how many lines K gives.
help-roll = R or Space rolls. The first roll takes all five dice, later rolls roll the dice you do not hold. An R pressed again at once is ignored, and rolling away a straight, full house or { $yahtzee } you have not held asks for a second R. The roll guard setting turns both off.
help-hold-position = 1 to 5 hold or release die 1 to 5, from the number row or the keypad, without Shift, on any keyboard.
help-hold-value = Hold by value. The keys 1 to 6 hold one more die showing that number, and once every die showing it is held, the same key releases them all. No Shift, on any keyboard.
help-boxes = Up and Down arrows move through the boxes and say their points. Home and End jump to the first and last box. Enter scores the box.{ $order ->
    [forced] { " " }The boxes go in order here, so the cursor stops only on the box to fill.
   *[free] { " " }Your turn starts on your first open box, or where you left the cursor if that box is still open.
}
help-first-letter = Shift with a letter moves to the next box whose name starts with it, press it again for the one after. Plain letters stay commands.
help-undo = U or Control Z takes back your last hold or scoring, as long as the dice have not been rolled since. Press it again to go further back.
help-review = D says your dice, C your card, A the open boxes with their points, B the upper bonus, S the standings, T whose turn it is. O, then Left and Right, reads other players' cards. K reads your card for a braille display in { $lines ->
    [1] one short line
    [2] two short lines
    [3] three short lines
   *[other] { $lines } short lines
}.
help-win = W says your chance to win now, or alone, your chance to beat your best score.
help-hint = H gives a hint, press it again for the next best move.
help-statistics = G says your statistics, the games played, your average and your best scores.
help-speech = X stops speech. L repeats the last message, comma and period step back and forward through earlier messages. V changes how much is said.
help-sounds = M turns the sounds on and off. F2 opens the sound test, every sound with its name.
help-computer = While the computer plays, Space hurries it, R or T says what it has so far, F shortens its pause between moves and P lengthens it.
help-online-chat = At an online table, E opens a chat line.
help-online-mute = I mutes, or hears again, whoever chatted last.
help-online-host = The host ends the table for everyone with N, and removes a player with J.
help-quit = Q quits, after you confirm with { confirm-yes } or Enter.

# The rules of the table, read from its rule set. $box is a box's name; $scored is fixed
# ($points points), all (all five dice count) or made (only the dice that make the box count).
help-rules-upper = { $first } to { $last } each count the dice showing their number.
help-rules-alike = { $box }, { $count ->
    [2] two
    [3] three
    [4] four
   *[other] five
} dice showing the same number, { $scored ->
    [fixed] { $points } points
    [all] counts all five dice
   *[made] counts only those dice
}.
help-rules-two-pairs = { $box }, two pairs of different numbers, { $scored ->
    [fixed] { $points } points
    [all] counts all five dice
   *[made] counts only those four dice
}.
help-rules-full-house = { $box }, three of one number and two of another, { $scored ->
    [fixed] { $points } points
    [all] counts all five dice
   *[made] counts all five dice
}.
# $runs is one (exactly the numbers $low to $high) or any (any $length numbers in a row).
help-rules-straight = { $box }, { $runs ->
    [one] one of each number from { $low } to { $high }
   *[any] any { $length ->
        [4] four
       *[other] five
    } numbers in a row
}, { $scored ->
    [fixed] { $points } points
   *[other] counts all five dice
}.
help-rules-chance = { $box }, any dice, { $scored ->
    [fixed] { $points } points
   *[other] counts all five dice
}.
# $order is forced (the boxes are filled top to bottom) or free.
help-rules-rounds = The game has { $rounds } rounds of up to { $rolls } rolls, and each round fills one box with the points the dice make there, even zero. { $order ->
    [forced] The boxes are filled in order, from top to bottom.
   *[free] You choose the box, in any order.
}
help-rules-bonus = { $threshold } points or more in { $first } to { $last } earn a bonus of { $bonus }.
help-rules-yahtzee-bonus = Each further { $box } earns a bonus of { $bonus }, once { $points } is scored in { $box }.
# $joker is forced, free or none; $full lists the boxes a Joker fills at their full points.
help-rules-joker = { $joker ->
    [forced] A further { $box } is also a Joker. It goes in the upper box of its number if that is open, else in any open lower box, where { $full } score their full points, else as a zero in an upper box.
    [free] A further { $box } is also a Joker and may go in any open box. Once the upper box of its number is filled, { $full } score their full points with it.
   *[none] There is no Joker and no bonus for another { $box }. Five alike score by the usual rule of the box they fill.
}

# Keys of the other modes. Not part of the spoken help, used by docs/keys.md (generated from the
# key tables), and some said when a key is not taken there.
help-sound-test = In the sound test, Up and Down play each sound and say its name, Home and End jump to the first and last, Enter or Space plays it again, Escape or F2 goes back.
help-sound-volume = In the sound test, Left and Right turn the volume of the sounds down and up.
help-dice-entry = With physical dice, 1 to 6 type the value of each die rolled, Backspace corrects, Enter accepts, Escape cancels.
help-confirm-zero = For a box that would score zero, Enter again scores it, any other key does not.
help-confirm-quit = When quitting, { confirm-yes } or Enter quits, and { confirm-no }, Escape or any other key keeps playing.
help-other-card = Among other players' cards, Left and Right choose a player, Shift with a letter the next player whose name starts with it. Escape, or any other key, goes back.
help-game-over = At the end, Control N plays again, { confirm-no } or Q leaves, and Enter says so. Just after the end, these keys are not taken for a moment.
help-skill-review = At the end, Up and Down say how each player played, yours first, and Left and Right step through that player's costliest choices.
help-setup = In the setup, Up and Down, or Left and Right, change the choice. Enter accepts, Escape goes back, question mark repeats the question.
help-setup-count = 1 to 8 choose the number of players directly.
help-setup-name = Naming a player, letters type the name, Backspace corrects, Enter accepts, Escape goes back.
help-setup-known-names = Naming a player, Up and Down offer the names of people who have played, most recent first.
help-setup-quit = Q leaves, except while typing a name.
help-setup-letter = In a list of choices, such as language, rules, kind of player or level, a letter moves to the next choice starting with it, except Q, which leaves.
help-resume = With an unfinished game at the start, { confirm-yes } or Enter resumes it, { confirm-no } or Escape starts a new game, Q leaves.
help-online-lobby-move = In the online lobby, Up and Down go through the public tables, then the settings of a new table, create, join or watch by code, and who is in the lobby.
help-online-lobby-change = Left and Right change the value chosen.
help-online-lobby-enter = Enter sits at the public table chosen, or watches it when no seat is open, creates the table, or asks for a code. At a table before the game, the host's Enter starts it.
help-online-code = Typing a code, the digits, Backspace erases, Enter joins, Escape goes back.
help-online-lobby-table = T says the table's code and who is there.
help-online-chat-line = Type your line, Enter sends it, Escape cancels, Backspace erases.
help-online-confirm-end = Ending the table, { confirm-yes } or Enter ends it, any other key plays on.
help-online-remove = Removing a player, Up and Down choose, Enter removes, Escape cancels.
help-resume-discard = An unfinished game at the start, Backspace, then Backspace again, discards it for good.
help-online-chat-edit = While typing a chat line, Left and Right read it letter by letter, Home and End go to its ends, Backspace and Delete erase, F2 reads the whole line.
help-online-chat-history = Left bracket and right bracket step back and forward through the chat heard, Up and Down while typing a chat line.

# Issue 32: the lobby's own keys, leaving a table, what you missed.
help-lobby-chat = E opens a chat line, to everyone in the lobby, or at a table to the table.
help-lobby-leave = At a table before the game, Escape goes back to the lobby.
help-online-leave = At an online table, Escape goes back to the lobby, after you confirm while you hold a seat in a game under way.
help-online-missed = Z says in detail what happened since your last move.

# Issue 32, tables that last (ui.modes.between).
help-online-again = When the host asks to play again, { confirm-yes } or Enter plays again, { confirm-no } or Escape gives up your seat.
help-online-seats = The host's seats before a game, Up and Down choose a seat, Escape or Enter goes back.
help-online-seats-level = Left and Right change the chosen computer's level.
help-online-seats-add = A adds a computer.
help-online-seats-drop = Delete or Backspace takes away the chosen computer or open seat.
help-online-seats-open = O opens the chosen computer's seat for a person, and a spectator's S takes it.
help-online-seats-spectator = S lists the spectators: Enter seats the one chosen in the chosen open seat or computer's seat.
help-online-spectators = Up and Down choose a spectator, Enter seats them in the seat chosen, Escape goes back.
help-online-lobby-seats = C, for the host before a game, lists the seats, to add or take away computers and set each one's level.
help-online-take-seat = S, for a spectator before a game, takes an open seat.
help-online-link = Control L copies the table's link for friends who play in a browser, instead of reading it aloud.
help-online-ratings = R says your rating and rank on this server, and its best players.
