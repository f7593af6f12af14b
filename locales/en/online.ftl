# Online play: the lobby, the table, chat, a dropped connection.
# $player is a name (never declined: names stand alone or before a colon). $code is a table's
# digits, said in groups ("4 8 2, 1 9 3, 7 7 5"). $server is an address. $text is a chat line.
online-welcome = Talking Yahtzee online.
online-lobby = Online lobby. Up and Down choose, Left and Right change, Enter acts.
online-lobby-keys = In the lobby, Up and Down choose, Left and Right change, Enter acts, Q leaves.
online-table-keys = { $role ->
    [host] At your table, before the game. Enter starts it, C sets the seats, J removes a player, N ends the table, T says the code and who is here, E chats, Escape goes back to the lobby.
    [spectator] Watching, before the game. S takes an open seat, T says the code and who is here, E chats, Escape goes back to the lobby.
   *[player] Waiting for the host to start the game. T says the code and who is here, E chats, Escape goes back to the lobby.
}
online-field-seats = Seats at the table, { $count }.
online-field-computers = Computer players, { $count }.
online-field-rules = Rules, { $rules }.
online-field-spectators = Spectators, { $allowed ->
    [yes] allowed
   *[no] not allowed
}.
online-field-away = A computer plays an empty seat, { $minutes ->
    [0] never
    [one] after one minute
   *[other] after { $minutes } minutes
}.
online-field-turn = Turn timer, { $minutes ->
    [0] off
    [one] one minute
   *[other] { $minutes } minutes
}.
online-field-create = Create the table.
online-field-join = Join a table by its code.
online-field-watch = Watch a table by its code.
online-code-ask = Type the table's nine digits, then Enter. Escape goes back.
online-digit = { $digit }
online-code-typed = Typed, { $digits }.
online-code-empty = Nothing typed.
online-code-long = The code has nine digits already. Enter joins, Backspace erases.
online-code-short = A code has nine digits. Typed, { $count }.
online-busy = Waiting for the server.
online-creating = Creating the table.
online-joining = Joining table { $code }.
online-cannot-connect = Cannot reach the server. { $reason ->
    [certificate] Its certificate is not trusted. Name the certificate that signed it with the cafile option.
    [tls] The secure connection failed.
    [refused] Nothing answers at that address.
    [unknown-host] No such host.
    [timeout] No answer in time.
    [address] The address is not valid.
    [not-a-server] It is not a Talking Yahtzee server.
   *[other] The network failed.
}
online-created = { $open ->
    [0] Table created. Its code is { $code }. Every seat is taken, so Enter starts the game now.
   *[other] Table created. Its code is { $code }. Give it to your friends. Enter starts the game once everyone is here.
}
online-seated = You are at table { $code }. The host starts the game.
online-seated-by-host = The host seated you, seat { $number } at table { $code }. The host starts the game.
online-watching = You are watching table { $code }.
online-code = Table code, { $code }.
online-not-seated = You are not at a table yet.
online-name = { $player }
online-who = At the table, { $players }. { $open ->
    [0] No seat is open.
    [one] One seat is open.
   *[other] { $open } seats are open.
}
online-everyone-here = Everyone is here. Enter starts the game.
online-seat-joined = { $player } joins the table.
online-seat-away = { $player }, connection lost.
online-seat-stand-in = { $player }, the computer plays for now.
online-seat-back = { $player }, back at the table.
online-seat-removed = { $player }, removed from the table.
online-seat-left = { $player } leaves the table.
online-seat-watching = { $player } is watching.
online-seat-timed-out = { $player }, time is up, the computer ends this turn.
online-chat = Chat, { $player }, { $text }
online-chat-open = Chat, type a line, Enter sends, Escape cancels.
online-chat-cancelled = Chat cancelled.
online-chat-offline = Chat is for online tables.
online-mute-none = Nobody has chatted yet.
online-muted = { $player }, chat muted.
online-unmuted = { $player }, chat heard again.
online-not-your-turn = Not your turn. Now playing, { $player }.
online-not-connected = Not connected. Nothing was sent. Reconnecting.
online-connection-lost = Connection lost, reconnecting.
online-back = Back at the table.
online-missed = While you were away.
online-missed-scored = { $player } scored { $points } { box-in }.
online-missed-for-you = Played for you, { $points } { box-in }.
online-missed-summary = { $player }, { $count } { $count ->
        [one] turn
       *[other] turns
    }, { $points } { $points ->
        [one] point
       *[other] points
    } in all.
online-missed-summary-you = Played for you, { $count } { $count ->
        [one] turn
       *[other] turns
    }, { $points } { $points ->
        [one] point
       *[other] points
    } in all.
online-missed-rolled = The dice were rolled for you.
online-gave-up = The connection to the table could not be restored.
online-closed-ended = The host ended the table.
online-closed-removed = The host removed you from the table.
online-over = The game is over. The host may ask everyone to play again. Q leaves.
online-refused = The server did not accept that.
online-refused-server-error = The server could not save that. Try again in a moment.
online-refused-rate-limited = Too fast. Wait a moment, then try again.
online-refused-unknown-table = No table has that code.
online-refused-full = That table is full.
online-refused-started = That table's game has already begun.
online-refused-no-spectators = That table allows no spectators.
online-refused-name-taken = Someone at that table has your name. Choose another with the name option.
online-refused-bad-name = The server does not accept that name.
online-refused-seats-open = Not everyone has sat down yet.
online-refused-not-host = Only the host starts the game.
online-refused-too-many-attempts = Too many wrong codes. Try again later.
online-refused-too-many-tables = You have made too many tables. Try again later.
online-refused-server-full = The server is full. Try again later.
online-refused-chat-rate = Chat, one line every two seconds.
online-refused-computer-plays = The computer plays your seat for now.
online-refused-spectator = You are watching. Moves are for the players.
online-refused-closed = The table is closed.
online-refused-replaced = Your seat was taken back from another device.
online-host-only = Only the host can do that.
online-end-confirm = End the table for everyone? { confirm-yes } or Enter ends it. Any other key plays on.
online-end-cancelled = The table goes on.
online-remove-choose = Remove a player, Up and Down choose, Enter removes, Escape cancels.
online-remove-none = Nobody else is at the table.
online-remove-cancelled = Nobody was removed.

# Issue 32: what a player hears of others' turns, the turn timer, the chat line.
online-turn = { $player }'s turn.
online-clock-warning = { $seconds } seconds left.
online-clock-left = { $mine ->
    [yes] { $seconds } seconds left in your turn.
   *[no] { $seconds } seconds left in this turn.
}
online-chat-char = { $char }
online-chat-space = space
online-chat-erased = { $char } deleted.
online-chat-empty = Empty line.
online-chat-start = Start of line.
online-chat-end = End of line.
online-chat-full = The line is full, { $limit } characters.
online-chat-typed = { $text }
online-chat-history-none = No chat yet.
online-chat-history-place = { $place } of { $count }.
online-spectators-watching = { $count } spectators joined.
online-spectators-left = { $count } spectators left.

## A player's key keeps the seat (issue 32)

online-returned = You are back in your seat at table { $code }.
online-quit-seat = Leave the table? A computer plays your seat until you come back with the same command. Press { confirm-yes } or Enter to leave, any other key to keep playing.
# The same question in the browser, where no command was typed.
online-quit-seat-web = Leave the table? A computer plays your seat until you open this table's link again in this browser. Press { confirm-yes } or Enter to leave, any other key to keep playing.

## The public tables, in the lobby and for --tables (issue 32)

online-table-line = Table { $code }, { $rules }, { $players }. { $started ->
    [yes] Game under way.
   *[no] { $free ->
        [0] No seat is open.
        [one] One seat is open.
       *[other] { $free } seats are open.
    }
} { $spectators ->
    [yes] Spectators welcome.
   *[no] No spectators.
}
# Issue 42: a seat of yours in a game under way, named in the lobby; a game begun offered to watch.
online-table-yours = Table { $code }, { $rules }, { $players }. Your seat, round { $round }. Enter takes it back.
online-watch-offer = That table's game has already begun. Watch it? Press { confirm-yes } or Enter to watch, any other key to stay in the lobby.
online-watch-declined = You stay in the lobby.
online-tables-none = No public tables right now.
online-field-public = Listed in the lobby, { $public ->
    [yes] yes, anyone may join
   *[no] no, by its code only
}.
online-lobby-people = { $tables ->
    [0] No public tables.
    [one] One public table.
   *[other] { $tables } public tables.
} { $count ->
    [0] Nobody else is in the lobby.
   *[other] In the lobby, { $people }.
}

## Who comes into the lobby and who leaves, one line per burst; the lobby's connection (issue 40)
online-lobby-came = { $people } came in.
online-lobby-left = { $people } left.
online-lobby-others = { $count ->
    [one] one other
   *[other] { $count } others
}
online-lobby-back = Back in the lobby.
online-lobby-chat-later = Not connected. Your line will be sent when the connection is back.

## Back to the lobby from a table, and what you missed (issue 32)

online-leave-seat = Back to the lobby? A computer plays your seat until you come back to this table. Press { confirm-yes } or Enter to leave, any other key to keep playing.
online-left = { $watching ->
    [yes] You stopped watching the table.
   *[no] You left the table.
}
online-missed-recap = { $since ->
    [move] Since your last move.
   *[came] Since you came to the table.
}
online-missed-none = { $since ->
    [move] Nothing has happened since your last move.
   *[came] Nothing has happened since you came to the table.
}

# Issue 32, tables that last: play again at the same table, the host's rights passed on, a
# spectator taking a seat, the host's computers between games. $level is a choice-level.
online-over-host = The game is over. Ctrl+N asks everyone to play again at this table. Q leaves.
online-again-sent = You asked the others to play again.
online-again-asked = { $player } asks everyone to play again at this table. { confirm-yes } or Enter plays again, { confirm-no } or Escape gives up your seat.
online-again-asked-others = { $player } asks the players to play again.
online-again-host-only = Only the host can ask to play again.
online-again-yes = You play again. Waiting for the others.
online-seat-accepted = { $player } plays again.
online-seat-declined = { $player } does not play again. The seat is open.
online-seat-host = { $player } is now the host.
online-host-you = You are now the host.
online-seat-sat = { $player } takes a seat.
online-seat-computer = { $player }, a computer, takes a seat, level { $level }.
online-seat-level = { $player }, level { $level }.
online-seat-dropped = { $player }, the seat is taken away.
online-seat-opened = { $player }, the seat is open for a person.
online-seat-seated = { $player } takes seat { $number }, seated by the host.
online-new-game = { $host ->
    [yes] A new game at this table, with new dice. Enter starts it, C sets the computers.
   *[no] A new game at this table, with new dice. { $player } starts it.
}
online-closed-declined = You gave up your seat at this table.
online-refused-not-over = The game is not over yet.
online-refused-not-asked = There is no question to answer.
online-refused-seated = You already have a seat.
online-refused-bad-seat = That seat cannot be changed.
online-refused-bad-level = The server does not know that level.
online-refused-bad-seats = A table keeps at least two seats.
online-refused-no-spectator = That spectator is no longer watching.
online-seats-keys = Seats. Up and Down choose, Left and Right change a computer's level, A adds a computer, O opens a computer's seat for a person, S seats a spectator there, Delete takes away a computer or an open seat, Escape goes back.
online-seat-line = Seat { $number }, { $kind ->
    [computer] { $player }, computer, level { $level }
    [open] open
   *[person] { $player }
}.
online-seats-not-now = The seats change only before a game.
online-seats-not-computer = Only a computer or an open seat changes here.
online-spectators-choose = Seat { $number }, choose a spectator, Up and Down choose, Enter seats, Escape goes back.
online-spectators-none = Nobody is watching this table.
online-spectators-cancelled = Nobody seated.
online-seats-done = Back at the table.
# The lobby: each computer's own level ($number as in its name, Computer 3).
online-field-computer-level = Computer { $number }, level { $level }.
online-link-copied = Link copied. Friends who open it join in their browser.
online-link-no-clipboard = No clipboard program was found here. Friends can join with the code { $code }.

# The lobby's field: whether the table's games count for the ratings (people only).
online-field-rated = Rated, { $rated ->
    [yes] yes, the games count for the ratings, people only
   *[no] no, for practice
}.
# The player's own rating on this server (R in the lobby): $rating as shown, $rank of $ranked.
online-rating-own = Your rating here is { $rating }, rank { $rank } of { $ranked }, after { $games ->
    [one] one rated game
   *[other] { $games } rated games
}.
online-rating-none = You have no rating on this server yet. Play at a rated table.
# One line of the leaderboard (R in the lobby, yahtzee online --ratings).
online-ratings-line = { $rank }. { $name }, { $rating }, { $games ->
    [one] one game
   *[other] { $games } games
}.
online-ratings-none = Nobody has played a rated game on this server yet.

# Issue 40: a key the table did not take (the table moved on before it arrived, or the connection
# was lost before it reached the table): which key, and why, never a reason id.
online-refused-stale = The table moved on before your key arrived. Press it again if you still want it.
online-not-taken = Not taken, { $command ->
        [roll] your roll
        [hold] holding or releasing die { $die }
        [set-held] the dice you held
        [score] your score { box-in }
       *[undo] your undo
    }. { $why ->
        [stale] The table moved on before your key arrived.
       *[lost] Your key did not reach the table before the connection was lost.
    } Press it again if you still want it.
# Your own score, taken, whose answer was lost with the connection (issue 40).
online-missed-yours = Your score reached the table before the connection was lost, { $points } { box-in }.
# A chat line on its way when the connection closed (issue 40): it may have been said.
online-chat-lost = Your chat line may not have reached the table, { $text }. Type it again if you still want it.
