"""The base of every interface mode: a key table, a lookup, and the actions it names.

A mode keeps its own state (play its cursor, dice entry the dice typed, the setup its answers) and
reaches the rest of the interface through its :class:`~talking_yahtzee.ui.host.Host`: speech, the
game, and the mode stack (push, pop, replace).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from typing import ClassVar

from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.ui.host import Host, Mode
from talking_yahtzee.ui.keys import LETTER, SHIFT_LETTER, Binding, KeyTable
from talking_yahtzee.ui.layouts import latin_twin

__all__ = ["Host", "Mode", "ModeHandler", "next_starting_with"]


class ModeHandler:
    """One mode of the interface: which keys it knows (``KEYS``) and what they do (its methods).

    A binding's ``action`` names a method of the mode taking the binding's ``arg``. A key with no
    binding goes to :meth:`unknown`.
    """

    mode: ClassVar[Mode]
    KEYS: ClassVar[KeyTable]
    stops_speech_first: ClassVar[bool] = True
    """x and Escape stop speech before this mode sees them (see ``keys.STOP_SPEECH``)."""
    takes_text: ClassVar[bool] = False
    """Letters reach this mode as typed, upper case kept (a chat line)."""

    def __init__(self, host: Host) -> None:
        self.host = host

    def table(self) -> KeyTable:
        """The table in force now (a mode may switch, as play does while a computer plays)."""
        return self.KEYS

    def allows(self, when: str) -> bool:
        """Whether a binding's ``when`` condition holds now."""
        return True

    def help_ids(self) -> list[str]:
        """The help message ids of this mode's own table, as the spoken help says them."""
        return self.KEYS.help_ids(self.allows)

    def key(self, name: str) -> None:
        table = self.table()
        binding = table.lookup(name, self.allows)
        twin = latin_twin(name) if len(name) == 1 else None
        if binding is None and twin is not None:
            binding = table.lookup(twin, self.allows)  # a Russian letter: its key's Latin letter
        if binding is None and len(name) == 1 and name.isalpha():
            binding = table.lookup(LETTER, self.allows)
            if binding is not None:
                getattr(self, binding.action)(name)
                return
        if binding is None:
            self.unknown(name)
        else:
            self.run(binding)

    def shifted_letter(self, letter: str) -> bool:
        """Shift with a letter (given in lower case): True when this mode has a use for it."""
        binding = self.table().lookup(SHIFT_LETTER, self.allows)
        if binding is None:
            return False
        getattr(self, binding.action)(letter)
        return True

    def run(self, binding: Binding) -> None:
        getattr(self, binding.action)(binding.arg)

    def unknown(self, name: str) -> None:
        self.host.refuse(Msg("error-unknown-key"))


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
