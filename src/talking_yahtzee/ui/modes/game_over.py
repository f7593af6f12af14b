"""The game-over mode: play again or leave, and step through the coach's review."""

from __future__ import annotations

from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.ui.keys import COMMON, NO, UNDO_KEY, Arg, Binding, KeyTable
from talking_yahtzee.ui.modes.base import Mode
from talking_yahtzee.ui.modes.common import CommonActions
from talking_yahtzee.ui.modes.confirm import answer_letters


class GameOverMode(CommonActions):
    """Enter plays again with the same players; no (the language's letter) or Q leaves.

    Play again takes Enter, not the language's yes letter: the review keys stay on here, and the
    yes of Spanish, Italian and Portuguese (S) is the standings key, French O the other cards,
    Polish T whose turn, Russian Д the L key (repeat). No no letter (N, the Russian one and its
    Y key) is a review key in any language. Escape only stops speech, as everywhere in a game.
    """

    mode = Mode.GAME_OVER
    KEYS = KeyTable(
        Binding("enter", "play_again", "help-game-over"),
        Binding((NO, "q", "c-c"), "leave", "help-game-over"),
        Binding("left", "coach_review", "help-coach-review", arg=-1),
        Binding("right", "coach_review", "help-coach-review", arg=1),
        UNDO_KEY,
        COMMON,
    )

    def key(self, name: str) -> None:
        super().key(NO if name in answer_letters(self.host.localizer, "no") else name)

    def play_again(self, arg: Arg = None) -> None:
        host = self.host
        if host.table.again():
            return
        assert host.config.players is not None
        host.say(Msg("game-new"))
        host.new_game(host.config.players)

    def leave(self, arg: Arg = None) -> None:
        self.host.ending.leave()

    def coach_review(self, arg: Arg) -> None:
        assert isinstance(arg, int)
        if not self.host.coach.review_step(arg):
            self.unknown("")

    def undo(self, arg: Arg = None) -> None:
        self.host.table.undo()

    def unknown(self, name: str) -> None:
        self.host.refuse(Msg(self.host.table.play_again))
