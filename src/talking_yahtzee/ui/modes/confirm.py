"""The confirmation modes: a zero in a box (Enter again), quitting (Y), resuming a saved game (Y/N).

Quitting and resuming answer with the same yes key (:data:`YES`, :data:`NO`); a change to which
letters answer belongs here, in :meth:`YesNoMode.answer`, so that both questions follow it.
"""

from __future__ import annotations

from talking_yahtzee.forgive_speech import resume_offer
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


YES = "y"
NO = "n"


class YesNoMode(ModeHandler):
    """A question answered by yes or no: the key typed becomes an answer first."""

    def answer(self, name: str) -> str:
        """The key name the table holds for the key typed (today the letter itself)."""
        return name

    def key(self, name: str) -> None:
        super().key(self.answer(name))


class ConfirmQuitMode(YesNoMode):
    """Quit? Y leaves; any other key goes back to where the player was."""

    mode = Mode.CONFIRM_QUIT
    KEYS = KeyTable(Binding(YES, "leave", "help-confirm-quit"))

    def leave(self, arg: Arg = None) -> None:
        self.c.ending.leave()

    def unknown(self, name: str) -> None:
        self.c.mode = self.c.previous_mode
        self.c.say(Msg("app-quit-cancelled"))


class ResumeMode(YesNoMode):
    """A game is saved: Y resumes it, N starts a new one, Q leaves; other keys repeat the offer."""

    mode = Mode.RESUME
    KEYS = KeyTable(
        Binding(YES, "resume", "help-resume"),
        Binding(NO, "start_new", "help-resume"),
        Binding(("q", "c-c"), "leave", "help-resume"),
    )

    def resume(self, arg: Arg = None) -> None:
        saved = self.c.forgiving.offered
        assert saved is not None
        self.c.forgiving.resume(saved)

    def start_new(self, arg: Arg = None) -> None:
        self.c.forgiving.decline()

    def leave(self, arg: Arg = None) -> None:
        """Neither: the game stays saved for another time."""
        self.c.ending.leave()

    def unknown(self, name: str) -> None:
        saved = self.c.forgiving.offered
        assert saved is not None
        self.c.say(resume_offer(saved))
