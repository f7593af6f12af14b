# The application around the game.
app-welcome = Talking Yahtzee. Press question mark for help at any time.
app-quit-confirm = Quit the game? Press { confirm-yes } or Enter to quit, any other key to keep playing.
app-quit-cancelled = Playing on.
app-goodbye = Goodbye.
app-goodbye-saved = Your game is saved, round { $round } of { $rounds }. Start Talking Yahtzee again to play on. Goodbye.
# Before lines of other players that a key cut before they were heard, told again.
app-unheard = You missed this while pressing a key.
app-verbosity = { $level ->
    [brief] Brief speech.
    [detailed] Detailed speech.
   *[normal] Normal speech.
}
app-pace = { $seconds ->
    [0] The computer plays without pauses.
    [one] The computer pauses { NUMBER($seconds, maximumFractionDigits: 1) } second between moves.
   *[other] The computer pauses { NUMBER($seconds, maximumFractionDigits: 1) } seconds between moves.
}
app-pace-no-computer = No computer is playing. The pause between a computer's moves only matters in a game with computer players.
app-history-oldest = Oldest message.
app-history-newest = Newest message.
app-history-empty = Nothing said yet.
app-other-card-hint = Left and Right arrows choose a player, Escape goes back.
app-other-card-none = There are no other players.
app-dice-entry = Dice { $typed }
app-waiting = { $player } is playing. Press Space to hurry.
app-choose-box = Choose a box first with the Up and Down arrows.
app-first-roll-entry = { $player }, roll all five dice to see who starts, type their values, then press Enter.
# R or T while a computer plays: after what it has so far.
app-computer-hurry = Press Space to hurry them.
