"""The two confirmation modes: a zero in a box (Enter again) and quitting (Y)."""

from __future__ import annotations

from talking_yahtzee.game import ScoreBox
from talking_yahtzee.i18n import Msg
from talking_yahtzee.rules import CATEGORIES
from talking_yahtzee.ui.keys import Arg, Binding, KeyTable
from talking_yahtzee.ui.modes.base import Mode, ModeHandler


class ConfirmZeroMode(ModeHandler):
    """A box that would score zero: Enter again scores it; any other key plays on as usual."""

    mode = Mode.CONFIRM_ZERO
    KEYS = KeyTable(Binding("enter", "confirm", "help-confirm-zero"))

    pending: int | None = None
    pressed = ""

    def key(self, name: str) -> None:
        c = self.c
        c.mode = Mode.PLAY
        self.pending, c.pending_zero = c.pending_zero, None
        self.pressed = name
        super().key(name)

    def confirm(self, arg: Arg = None) -> None:
        if self.pending is not None and self.pending == self.c.focus:
            self.c.apply(ScoreBox(CATEGORIES[self.pending]))
        else:
            self.unknown(self.pressed)

    def unknown(self, name: str) -> None:
        self.c.modes[Mode.PLAY].key(name)


class ConfirmQuitMode(ModeHandler):
    """Quit? Y leaves; any other key goes back to where the player was."""

    mode = Mode.CONFIRM_QUIT
    KEYS = KeyTable(Binding("y", "leave", "help-confirm-quit"))

    def leave(self, arg: Arg = None) -> None:
        self.c.ending.leave()

    def unknown(self, name: str) -> None:
        self.c.mode = self.c.previous_mode
        self.c.say(Msg("app-quit-cancelled"))
