"""The game's values: players, commands, phases, the record of turns, and positions.

A :class:`Position` is everything a game is between two commands; a :class:`Step` is one command
carried out with the position before it, which is what undo puts back (``Game.undo``).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field, replace

from talking_yahtzee.core.rules import Category, Scorecard, Turn

# --------------------------------------------------------------------------------------------------
# Players and commands
# --------------------------------------------------------------------------------------------------

MAX_PLAYERS = 8
"""Seats at one table (people, computers and teams together)."""
COMPUTER_LEVELS = ("beginner", "good", "expert", "master")
"""Computer player levels, weakest first (the order the setup cycles through)."""


class PlayerKind(enum.Enum):
    HUMAN = "human"
    COMPUTER = "computer"


@dataclass(frozen=True, slots=True)
class Player:
    """A seat at the table: one person, a computer, or a team of partners sharing one card."""

    name: str
    kind: PlayerKind = PlayerKind.HUMAN
    level: str | None = None
    """Computer level: expert, good or beginner."""
    members: tuple[str, ...] = ()
    """Partners who take turns rolling for a team; empty for a single player."""

    @property
    def is_computer(self) -> bool:
        return self.kind is PlayerKind.COMPUTER


@dataclass(frozen=True, slots=True)
class Roll:
    values: tuple[int, ...] | None = None
    """With physical dice: the values typed for the dice being rolled."""


@dataclass(frozen=True, slots=True)
class ToggleHold:
    position: int


@dataclass(frozen=True, slots=True)
class SetHeld:
    positions: frozenset[int]


@dataclass(frozen=True, slots=True)
class ScoreBox:
    category: Category


Command = Roll | ToggleHold | SetHeld | ScoreBox


class Phase(enum.Enum):
    FIRST_ROLL = "first-roll"
    PLAYING = "playing"
    OVER = "over"


@dataclass(slots=True)
class TurnRecord:
    """What happened in one turn, for the game record."""

    player: int
    round: int
    rolls: list[tuple[int, ...]] = field(default_factory=list)
    held: list[tuple[int, ...]] = field(default_factory=list)
    category: Category | None = None
    points: int = 0
    yahtzee_bonus: int = 0


@dataclass(frozen=True, slots=True)
class Position:
    """Everything a game is between two commands (its players, rules and dice aside)."""

    phase: Phase
    first_player: int
    current: int
    round: int
    cards: tuple[Scorecard, ...]
    turn: Turn
    turns: tuple[TurnRecord, ...]
    """Copies: the game's own records go on changing."""
    roll_off: tuple[int, ...] = ()
    """While deciding who starts: who is rolling, their totals so far, and the attempt."""
    roll_off_totals: tuple[tuple[int, int], ...] = ()
    attempt: int = 1


def copy_record(record: TurnRecord) -> TurnRecord:
    """A turn record that shares no list with ``record``."""
    return replace(record, rolls=list(record.rolls), held=list(record.held))


@dataclass(frozen=True, slots=True)
class Step:
    """A command carried out: the command, whose turn it was, and the position before it."""

    command: Command
    player: int
    before: Position
