# Short reasons for actions the rules forbid now. Nothing changes.
error-no-rolls-left = No rolls left. Choose a box.
error-all-held = All dice are held. Release one, or choose a box.
error-not-rolled = Roll first, press R.
error-box-filled = { $box } is already filled.
error-joker = The Joker rule allows only { $boxes }.
error-game-over = The game is over.
error-not-allowed = Not allowed now.
error-dice-values-needed = Type the { $count ->
    [one] value of the die
   *[other] values of the { $count } dice
} you rolled, then press Enter.
error-dice-values-bad = Type { $count ->
    [one] one number
   *[other] { $count } numbers
} from 1 to 6.
error-unknown-key = Unknown key. Press question mark for help.
error-not-your-turn = It is { $player }'s turn. Press Space to hurry them.
error-not-next-box = { game-next-box } Boxes are filled in order.
