"""The base of every interface mode: a keymap, a lookup, and the ``action_*`` methods it names.

A mode keeps its own state (play its cursor, dice entry the dice typed, the setup its answers) and
reaches the rest of the interface through its :class:`~talking_yahtzee.ui.host.Host`: speech, the
game, and the mode stack (push, pop, replace).

An action is a method named ``action_*`` (Textual's convention): a binding holds the method itself
(``Binding("r", action_roll, ...)``), so ``grep action_roll`` finds the keys that roll and the
method, and a mode that overrides an action (``PlayMode.action_review_dice``) is called in its
place. A mode's ``KEYS`` therefore come after its actions, at the end of the class.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from typing import ClassVar

from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.ui.host import Host, Mode
from talking_yahtzee.ui.keys import LETTER, SHIFT_LETTER, Arg, Binding, Keymap
from talking_yahtzee.ui.layouts import latin_twin

__all__ = ["STOP_SPEECH", "Host", "Mode", "ModeHandler", "next_starting_with"]


class ModeHandler:
    """One mode of the interface: which keys it knows (``KEYS``) and what they do (its
    ``action_*`` methods).

    A binding's ``action`` is a method of the mode taking the binding's ``arg``; the mode's own
    method of that name is called (an override included). A key with no active binding goes to
    :meth:`unknown`.
    """

    mode: ClassVar[Mode]
    KEYS: ClassVar[Keymap]
    stops_speech_first: ClassVar[bool] = True
    """x and Escape stop speech before this mode sees them (see ``keys.STOP_SPEECH``)."""
    takes_text: ClassVar[bool] = False
    """Letters reach this mode as typed, upper case kept (a chat line)."""

    def __init__(self, host: Host) -> None:
        self.host = host

    def keymap(self) -> Keymap:
        """The keymap in force now (a mode may switch, as play does while a computer plays)."""
        return self.KEYS

    def help_ids(self) -> list[str]:
        """The help message ids of this mode's own keymap, as the spoken help says them."""
        return self.KEYS.help_ids(self.host)

    def key(self, name: str) -> None:
        keymap, host = self.keymap(), self.host
        binding = keymap.lookup(name, host)
        twin = latin_twin(name) if len(name) == 1 else None
        if binding is None and twin is not None:
            binding = keymap.lookup(twin, host)  # a Russian letter: its key's Latin letter
        if binding is None and len(name) == 1 and name.isalpha():
            binding = keymap.lookup(LETTER, host)
            if binding is not None:
                self.run(binding, name)
                return
        if binding is None:
            self.unknown(name)
        else:
            self.run(binding)

    def shifted_letter(self, letter: str) -> bool:
        """Shift with a letter (given in lower case): True when this mode has a use for it."""
        binding = self.keymap().lookup(SHIFT_LETTER, self.host)
        if binding is None:
            return False
        self.run(binding, letter)
        return True

    def run(self, binding: Binding, arg: Arg = None) -> None:
        """Do a binding's action: this mode's method of its name, with its ``arg`` (or ``arg``:
        the letter typed, for a binding that takes letters)."""
        action = getattr(self, binding.action.__name__)
        action(binding.arg if arg is None else arg)

    def unknown(self, name: str) -> None:
        self.host.refuse(Msg("error-unknown-key"))

    def action_silence(self, arg: Arg = None) -> None:
        """``x`` (and Escape first, where the mode stops speech first): speech stops."""
        self.host.speech.silence()


def _fold(text: str) -> str:
    """Lower case without accents, for matching initials ("É" -> "e")."""
    decomposed = unicodedata.normalize("NFD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def next_starting_with(names: Sequence[str], current: int, letter: str) -> int | None:
    """The index of the next name after ``current`` (cycling) whose first letter is ``letter``.

    The letter as typed matches first (Swedish ``ä`` finds "Äss" before "Alla"); if no name starts
    with it exactly, accents are ignored (``e`` finds "Échelle"). None when no name matches.
    """
    count = len(names)
    order = [(current + step) % count for step in range(1, count + 1)]
    initials = [name.strip()[:1].casefold() for name in names]
    wanted = letter.casefold()
    for index in order:
        if initials[index] == wanted:
            return index
    for index in order:
        if _fold(initials[index]) == _fold(wanted):
            return index
    return None


STOP_SPEECH = Keymap(
    Binding("x", ModeHandler.action_silence, "help-speech"),
    Binding("escape", ModeHandler.action_silence, "help-speech", arg="then-mode"),
)
"""Checked by the controller before any mode that has ``stops_speech_first``: both keys stop
speech; ``x`` then does nothing else, Escape (``arg`` ``then-mode``) goes on to the mode (to go
back or cancel)."""
