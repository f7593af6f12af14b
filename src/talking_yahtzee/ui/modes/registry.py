"""Every mode of the interface in one tuple: the controller makes one handler of each."""

from __future__ import annotations

from talking_yahtzee.ui.modes.base import ModeHandler
from talking_yahtzee.ui.modes.between import AgainMode, SeatsMode, SpectatorsMode
from talking_yahtzee.ui.modes.chat import ChatMode
from talking_yahtzee.ui.modes.confirm import ConfirmQuitMode, ResumeMode
from talking_yahtzee.ui.modes.dice_entry import DiceEntryMode
from talking_yahtzee.ui.modes.game_over import GameOverMode
from talking_yahtzee.ui.modes.help import HelpMode
from talking_yahtzee.ui.modes.host_rights import ConfirmEndMode, RemoveMode
from talking_yahtzee.ui.modes.lobby import LobbyMode
from talking_yahtzee.ui.modes.other_card import OtherCardMode
from talking_yahtzee.ui.modes.play import ConfirmZeroMode, PlayMode
from talking_yahtzee.ui.modes.setup import SetupMode
from talking_yahtzee.ui.modes.sound_check import SoundTestMode

MODES: tuple[type[ModeHandler], ...] = (
    SetupMode,
    PlayMode,
    DiceEntryMode,
    ConfirmZeroMode,
    ConfirmQuitMode,
    OtherCardMode,
    GameOverMode,
    SoundTestMode,
    ResumeMode,
    LobbyMode,
    ChatMode,
    ConfirmEndMode,
    RemoveMode,
    AgainMode,
    SeatsMode,
    SpectatorsMode,
    HelpMode,
)
"""Every mode of the interface; the controller makes one handler of each. tests/ui/test_keys.py
checks that each mode's table is documented (``ui.keydoc.SECTIONS``) and its actions exist."""

__all__ = ["MODES"]
