"""A game's turns online, so that a player's ``--record`` keeps every turn as at home (issue 42).

The server sends the turns played so far with each welcome (:class:`TurnState`, from its own game);
the client's mirror (``net.mirror``) then follows each update's events: a roll adds its dice (and
the dice held before it), a score closes the turn, a score taken back opens it again. So the
mirror's ``Game.turns`` is what the server's game holds, and ``store.record.game_record`` writes
the same record at home and online (docs/record.md).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import msgspec

from talking_yahtzee.core.events import DiceRolled, Event, Scored
from talking_yahtzee.core.game import Game
from talking_yahtzee.core.rules import Category
from talking_yahtzee.core.state import TurnRecord


class TurnState(msgspec.Struct, forbid_unknown_fields=True):
    """One turn as played: each roll's five dice, the positions (1 to 5) held before each roll
    after the first, and the box scored (null while the turn goes on)."""

    player: int
    round: int
    rolls: list[list[int]] = msgspec.field(default_factory=list)
    held: list[list[int]] = msgspec.field(default_factory=list)
    category: Category | None = None
    points: int = 0
    yahtzee_bonus: int = 0


def turns_to_wire(game: Game | None) -> list[TurnState]:
    """``game``'s turns so far, for a welcome."""
    if game is None:
        return []
    return [
        TurnState(
            t.player,
            t.round,
            [list(r) for r in t.rolls],
            [list(h) for h in t.held],
            t.category,
            t.points,
            t.yahtzee_bonus,
        )
        for t in game.turns
    ]


def turns_from_wire(turns: Iterable[TurnState]) -> list[TurnRecord]:
    return [
        TurnRecord(
            t.player,
            t.round,
            [tuple(r) for r in t.rolls],
            [tuple(h) for h in t.held],
            t.category,
            t.points,
            t.yahtzee_bonus,
        )
        for t in turns
    ]


def follow(turns: list[TurnRecord], events: Sequence[Event], round_now: int) -> None:
    """Add an update's events to ``turns`` as the game records them (``core.game``); a turn
    begun now is of round ``round_now``."""
    for event in events:
        if isinstance(event, DiceRolled):
            record = _open_turn(turns, event.player, round_now)
            if record.rolls:
                record.held.append(tuple(sorted(p + 1 for p in event.held)))
            record.rolls.append(event.dice.values)
        elif isinstance(event, Scored):
            record = _open_turn(turns, event.player, round_now)
            record.category, record.points = event.category, event.points
            record.yahtzee_bonus = event.yahtzee_bonus


def score_taken_back(turns: list[TurnRecord]) -> None:
    """A score was taken back: its turn goes on."""
    if turns and turns[-1].category is not None:
        record = turns[-1]
        record.category, record.points, record.yahtzee_bonus = None, 0, 0


def _open_turn(turns: list[TurnRecord], player: int, round_now: int) -> TurnRecord:
    if not turns or turns[-1].category is not None or turns[-1].player != player:
        turns.append(TurnRecord(player, round_now))
    return turns[-1]
