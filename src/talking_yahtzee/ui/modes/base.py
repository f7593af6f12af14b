"""The base of every interface mode: a key table, a lookup, and the actions it names."""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, ClassVar

from talking_yahtzee.i18n import Msg
from talking_yahtzee.ui.keys import Binding, KeyTable

if TYPE_CHECKING:
    from talking_yahtzee.ui.controller import Controller


class Mode(enum.Enum):
    SETUP = "setup"
    PLAY = "play"
    DICE_ENTRY = "dice-entry"
    CONFIRM_ZERO = "confirm-zero"
    CONFIRM_QUIT = "confirm-quit"
    OTHER_CARD = "other-card"
    GAME_OVER = "game-over"
    SOUND_TEST = "sound-test"
    RESUME = "resume"


class ModeHandler:
    """One mode of the interface: which keys it knows (``KEYS``) and what they do (its methods).

    A binding's ``action`` names a method of the mode taking the binding's ``arg``. A key with no
    binding goes to :meth:`unknown`.
    """

    mode: ClassVar[Mode]
    KEYS: ClassVar[KeyTable]
    stops_speech_first: ClassVar[bool] = True
    """x and Escape stop speech before this mode sees them (see ``keys.STOP_SPEECH``)."""

    def __init__(self, controller: Controller) -> None:
        self.c = controller

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
        binding = self.table().lookup(name, self.allows)
        if binding is None:
            self.unknown(name)
        else:
            self.run(binding)

    def run(self, binding: Binding) -> None:
        getattr(self, binding.action)(binding.arg)

    def unknown(self, name: str) -> None:
        self.c.refuse(Msg("error-unknown-key"))
