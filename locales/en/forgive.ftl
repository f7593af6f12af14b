# Forgiving play: guards against stray keys, undo, and resuming an unfinished game.
# $combo is yahtzee (yatzy under the Nordic rules), large-straight, small-straight or full-house. $key is the key's name.
# $box is a box name (box.ftl). $dice is a list of dice values.
forgive-roll-too-soon = Roll ignored, too soon after the last one.
forgive-confirm-roll = You have { $combo ->
    [yahtzee] a Yahtzee
    [yatzy] a Yatzy
    [large-straight] a large straight
    [small-straight] a small straight
   *[full-house] a full house
}. Press { $key } again to roll anyway.
forgive-undo-hold = Undone. { $count ->
    [0] No dice held.
   *[other] Holding { $dice }.
}
forgive-undo-score = Undone, { $points } in { $box }. { $box } is open again.
forgive-undo-turn-back = Back to { $player }'s turn.
forgive-undo-nothing = Nothing to undo.
forgive-undo-after-roll = The dice were rolled since. A roll cannot be undone.
forgive-undo-not-yours = { $player } has played since. You can only undo your own last move.
forgive-undo-off = Undo is turned off for this game.
forgive-undo-game-over = The game is over. Nothing can be undone.
forgive-resume-offer = You have an unfinished game from { DATETIME($when, dateStyle: "long") }, { $rules }, round { $round } of { $rounds }, { $scores }, { $last_score }. Press { confirm-yes } or Enter to resume it, { confirm-no } or Escape to start a new game. { forgive-resume-discard-key }
forgive-resume-choice = Unfinished game { $number } of { $count }, from { DATETIME($when, dateStyle: "long") }, { $rules }, round { $round } of { $rounds }, { $scores }, { $last_score }. Press { confirm-yes } or Enter to resume it, { $last ->
    [yes] { confirm-no } or Escape to start a new game.
   *[no] { confirm-no } or Escape for the next one.
} { forgive-resume-discard-key }
forgive-resume-last = last score, { $player }, { $points } { box-in }
forgive-resume-score = { $player }, { $total } { $total ->
    [one] point
   *[other] points
}
forgive-resumed = Game resumed. { $kind ->
    [solo] Round { $round } of { $rounds }
   *[other] { $player }, round { $round } of { $rounds }
}. { $dice }
forgive-resume-new = New game. Unfinished games stay saved.
forgive-resume-none = There is no unfinished game to resume. Starting a new game.
forgive-save-broken-notice = Your unfinished game could not be read. It was kept aside as { $file }.
forgive-save-old-notice = Your unfinished game was saved by another version of Talking Yahtzee and cannot be resumed. It was kept aside as { $file }.
forgive-save-failed-notice = The game cannot be saved to { $file }. Play goes on, but it cannot be resumed if it is interrupted.
forgive-save-running = { $count ->
    [1] Another game is running in this data folder. Its save is its own and is kept.
   *[other] Games running in this data folder, { $count }. Their saves are their own and are kept.
}
# Discarding a saved game at the start: Backspace names the key (the Backspace key, or Delete on a Mac).
forgive-resume-discard-key = Backspace discards it for good.
forgive-resume-discard-ask = Discard this unfinished game for good? Press Backspace again to discard it, any other key keeps it.
forgive-resume-discarded = Unfinished game discarded.
