"""The table's configuration (`GameConfig`) and the player's preferences (`Preferences`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from talking_yahtzee.core.game import Game, Player
from talking_yahtzee.core.rules import OFFICIAL, DiceSource, RuleSet
from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.store.savegame import SaveStore


@dataclass(slots=True)
class GameConfig:
    """Everything needed to start a game without the spoken setup."""

    players: list[Player] | None = None
    rules: RuleSet = OFFICIAL
    seed: int | None = None
    physical: bool = False
    record: Path | None = None
    previous_best: Callable[[RuleSet], int | None] | None = None
    on_game_over: Callable[[Game, str], None] | None = None
    """Called with the finished game and its uid (the statistics count a resumed game once)."""
    dice: DiceSource | None = None
    """The game's dice, when given (tests script them); else physical or seeded random dice."""
    save: SaveStore | None = None
    """Where the game in progress is saved after every key; None: not saved."""
    resume: str = "ask"
    """With a game saved: ask, resume or new (``ui.forgiving.RESUME_CHOICES``)."""
    statistics: Callable[[], list[Msg]] | None = None
    """The spoken statistics (key G); None: there are none to say."""
    known_names: Callable[[], list[str]] | None = None
    """The names of people with games, most recent first (Up and Down on a name in the setup)."""


@dataclass(slots=True)
class Preferences:
    verbosity: str = "normal"
    hold_mode: str = "position"
    pace: float = 1.0
    coach: bool = False
    dice_order: str = "position"
    undo: bool = True
    roll_guard: bool = True
