"""The game-over mode: play again or leave, and step through the coach's review."""

from __future__ import annotations

from talking_yahtzee.i18n import Msg
from talking_yahtzee.ui.keys import COMMON, UNDO_KEY, Arg, Binding, KeyTable
from talking_yahtzee.ui.modes.base import Mode
from talking_yahtzee.ui.modes.common import CommonActions


class GameOverMode(CommonActions):
    """Y plays again with the same players, N (or Q) leaves; the common keys still answer."""

    mode = Mode.GAME_OVER
    KEYS = KeyTable(
        Binding("y", "play_again", "help-game-over"),
        Binding(("n", "q", "c-c"), "leave", "help-game-over"),
        Binding("left", "coach_review", "help-coach-review", arg=-1),
        Binding("right", "coach_review", "help-coach-review", arg=1),
        UNDO_KEY,
        COMMON,
    )

    def play_again(self, arg: Arg = None) -> None:
        c = self.c
        assert c.config.players is not None
        c.say(Msg("game-new"))
        c.new_game(c.config.players)

    def leave(self, arg: Arg = None) -> None:
        self.c.ending.leave()

    def coach_review(self, arg: Arg) -> None:
        assert isinstance(arg, int)
        if not self.c.coach.review_step(arg):
            self.unknown("")

    def undo(self, arg: Arg = None) -> None:
        self.c.forgiving.undo()

    def unknown(self, name: str) -> None:
        self.c.refuse(Msg("game-play-again"))
