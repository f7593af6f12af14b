# The browser client: the page's own words (buttons, labels); everything said in the game comes
# from the other files. $die is a die's position, 1 to 5. $link is a web address.
web-title = Talking Yahtzee
web-join-heading = Join the game
web-name = Your name
web-language = Language
web-play = Play
web-area = Game table. Press the keys of the game here. Question mark for help.
web-area-role = game
web-buttons = Buttons
web-roll = Roll
web-hold = Hold die { $die }
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
