"""The yes-or-no modes: quitting and resuming a saved game (the language's yes and no).

The yes and no letters of each language live in ``locales/*/confirm.ftl`` (``confirm-yes``,
``confirm-no``: Y/N, S/N, O/N, J/N, T/N, and the Russian pair); messages that name them reference
those messages, so the key a message names is the key that works. On a keyboard of another alphabet
the Latin letter of the same key works too (``ui.layouts.latin_twin``: Russian Д is the L key).
Quitting and resuming share :meth:`YesNoMode.answer`.
"""

from __future__ import annotations

from collections.abc import Callable

from talking_yahtzee.messages.i18n import Localizer, Msg
from talking_yahtzee.ui.keys import NO, YES, Arg, Binding, Keymap
from talking_yahtzee.ui.layouts import latin_twin
from talking_yahtzee.ui.modes.base import Mode, ModeHandler


def answer_letters(localizer: Localizer, answer: str) -> tuple[str, ...]:
    """The keys that answer ``"yes"`` or ``"no"`` in the localizer's language, lower case."""
    letter = localizer.format(Msg(f"confirm-{answer}")).strip().lower()
    twin = latin_twin(letter)
    return (letter,) if twin is None else (letter, twin)


def answer_key(localizer: Localizer, name: str) -> str:
    """The key name :data:`YES` or :data:`NO` when ``name`` is that letter, else ``name``."""
    for answer, key in (("yes", YES), ("no", NO)):
        if name in answer_letters(localizer, answer):
            return key
    return name


class YesNoMode(ModeHandler):
    """A question answered by yes or no: the key typed becomes an answer first, in the player's
    language (:func:`answer_key`), so quitting and resuming follow the same letters."""

    def answer(self, name: str) -> str:
        """:data:`YES` or :data:`NO` for the language's letters, else the key itself."""
        return answer_key(self.host.localizer, name)

    def key(self, name: str) -> None:
        super().key(self.answer(name))


PLAYING_ON = Msg("app-quit-cancelled")
"""A no to quitting."""


class ConfirmQuitMode(YesNoMode):
    """Quit? Yes (the language's letter) or Enter leaves; no, Escape or any other key goes back.

    Online, leaving a seat for the lobby (Escape) asks the same way: yes then goes to the lobby
    (``going``) instead of ending the program."""

    mode = Mode.CONFIRM_QUIT

    going: Callable[[], None] | None = None
    """What yes does instead of quitting (online: back to the lobby); None: quit."""
    cancelled = PLAYING_ON
    """Said when the answer is no."""

    def ask(
        self,
        question: Msg,
        going: Callable[[], None] | None = None,
        cancelled: Msg = PLAYING_ON,
    ) -> None:
        """Enter the mode over the one in force, asking ``question``; ``cancelled`` is said on
        a no (online, a game begun offered to watch asks the same way: issue 42)."""
        self.going, self.cancelled = going, cancelled
        self.host.push(Mode.CONFIRM_QUIT)
        self.host.say(question)

    def action_leave(self, arg: Arg = None) -> None:
        going, self.going = self.going, None
        if going is None:
            self.host.ending.leave()
            return
        self.host.pop()
        going()

    def unknown(self, name: str) -> None:
        self.going = None
        self.host.pop()
        self.host.say(self.cancelled)

    KEYS = Keymap(Binding((YES, "enter"), action_leave, "help-confirm-quit"))


class ResumeMode(YesNoMode):
    """Games are saved: yes or Enter resumes the one offered, no or Escape offers the next or,
    after the last, starts a new one (every save kept), Q leaves; Backspace twice discards the
    one offered; other keys repeat the offer."""

    mode = Mode.RESUME
    discarding = False
    """Backspace was pressed once: a second discards the game offered, any other key keeps it."""

    def key(self, name: str) -> None:
        if name != "backspace":
            self.discarding = False
        super().key(name)

    def action_discard(self, arg: Arg = None) -> None:
        """Asked first; the second Backspace discards the game offered, for good."""
        if not self.discarding:
            self.discarding = True
            self.host.say(Msg("forgive-resume-discard-ask"))
            return
        self.discarding = False
        self.host.forgiving.discard()

    def action_resume(self, arg: Arg = None) -> None:
        saved = self.host.forgiving.offered
        assert saved is not None
        self.host.forgiving.resume(saved)

    def action_start_new(self, arg: Arg = None) -> None:
        self.host.forgiving.decline()

    def action_leave(self, arg: Arg = None) -> None:
        """Neither: the game stays saved for another time."""
        self.host.ending.leave()

    def unknown(self, name: str) -> None:
        self.host.say(self.host.forgiving.offer_message())

    KEYS = Keymap(
        Binding((YES, "enter"), action_resume, "help-resume"),
        Binding((NO, "escape"), action_start_new, "help-resume"),
        Binding(("q", "c-c"), action_leave, "help-resume"),
        Binding("backspace", action_discard, "help-resume-discard"),
    )
