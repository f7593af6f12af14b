# The browser client: the page's own words (buttons, labels); everything said in the game comes
# from the other files. $link is a web address.
web-title = Talking Yahtzee
web-join-heading = Join the game
web-name = Your name
web-language = Language
web-play = Play
web-area = Game table. Press the keys of the game here. Question mark for help.
web-area-role = game
web-buttons = Buttons
web-roll = Roll
web-previous = Previous box
web-next = Next box
web-score = Score
web-help = Help
web-repeat = Repeat
web-sounds = Sounds on or off
web-board = Board
web-messages = Messages
web-link = { $where ->
    [page] The address of this page is the table's link. Friends who open it join in their browser.
   *[terminal] Control L copies the table's link, for friends who play in a browser.
}
web-closed = The connection closed. Reload the page to play again.

# The board for sighted friends (and screen readers' table navigation): never spoken by itself.
# $target is the upper bonus's threshold; $you is yes on the page's own player's turn.
web-board-card = Score card
web-board-box = Box
web-board-dice = Dice
web-board-held = held
web-board-standings = Standings
web-board-upper = Upper total
web-board-bonus = Bonus for { $target } or more
web-board-lower = Lower total
web-board-yahtzee-bonus = Yahtzee bonus
web-board-total = Total
web-board-round = Round { $round } of { $rounds }
web-board-turn = { $you ->
    [yes] Your turn
   *[no] { $player }'s turn
}
web-board-rolls = { $rolled ->
    [no] Not rolled yet
   *[yes] { $rolls_left ->
        [0] No rolls left
        [one] 1 roll left
       *[other] { $rolls_left } rolls left
    }
}
web-board-possible = { $points } possible
web-board-die = { $value ->
    [0] Die { $position }, not rolled
   *[other] Die { $position }, { $value }
}
web-board-place = { $place }. { $player }, { $points }
web-board-over = Game over
web-board-you = { $player }, you
# What the page says without the server: it cannot be reached (a start from the home screen with
# no network, a server down); an address that is no table's link, and the way to the lobby.
web-unreachable = The server cannot be reached. Trying again.
web-not-found = There is no table at this address.
web-to-lobby = Go to the lobby
web-app-description = The dice game you play by ear, alone or with friends.
