"""The state of a table on the wire, as every client sees it: whole, or what an update changed.

``TableState`` is the whole table (a ``welcome``, a ``seat`` change, a ``snapshot``);
``TableChanges`` is what one update changed of it (``net.state_changes`` makes and applies it).
"""

from __future__ import annotations

from typing import Literal

import msgspec

SeatKind = Literal["person", "computer"]
Status = Literal["waiting", "playing", "over", "ended"]


class SeatState(msgspec.Struct, forbid_unknown_fields=True):
    name: str
    kind: SeatKind
    level: str | None = None
    taken: bool = False
    """A person sits here (always true for a computer)."""
    connected: bool = False
    stand_in: bool = False
    """A computer plays for the absent or removed person."""


class CardState(msgspec.Struct, forbid_unknown_fields=True):
    boxes: list[int | None]
    """The rule set's boxes in card order (13, or 15 in Yatzy), null while open."""
    yahtzee_bonuses: int = 0


class GameState(msgspec.Struct, forbid_unknown_fields=True):
    first_player: int
    current: int
    round: int
    over: bool
    cards: list[CardState]
    dice: list[int] | None
    held: list[int]
    rolls_used: int


class TableState(msgspec.Struct, forbid_unknown_fields=True):
    code: str
    rules: str
    status: Status
    seq: int
    seats: list[SeatState]
    host: int = 0
    spectators: bool = True
    watching: int = 0
    """Spectators connected now."""
    away_seconds: float | None = 120.0
    undo: bool = True
    turn_seconds: float | None = None
    game: GameState | None = None
    watchers: list[str] = msgspec.field(default_factory=list)
    """Their names before a game, for the host to seat one (issue 42; empty during a game)."""


class GameChanges(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    """A game after an update, beside the state before it: the turn whole, the cards that
    changed (by seat)."""

    current: int
    round: int
    over: bool
    dice: list[int] | None
    held: list[int]
    rolls_used: int
    cards: dict[int, CardState] = msgspec.field(default_factory=dict)


class TableChanges(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    """What an update changed of the table's state: each field left out is as it was
    (``net.state_changes``). The state's ``seq`` becomes the update's."""

    status: Status | None = None
    seats: list[SeatState] | None = None
    host: int | None = None
    watching: int | None = None
    game: GameChanges | None = None
