"""A person's command made against a state the table has left: refused ``stale`` (issue 40).

A person's move (``roll``, ``hold``, ``set-held``, ``score``, ``undo``) carries ``seen``, the
``seq`` of the table's state its client held when the key was pressed (boardgame.io's state id).
The table's actor checks it first (:func:`check_seen`): if anything happened since that changes
what the command means, the command is refused ``stale`` and the player hears it was not taken.
Only the player's own holds since leave a command's meaning as it was (the dice and the turn are
the same): holding two dice quickly, then rolling, is taken whole; a score chosen after the dice
changed, a hold toggled against dice not yet heard, a second roll pressed before the first was
heard, or anything after another player's move or an undo is not. Chat, leaving and the host's
choices carry no state: they mean the same whatever the table's state.
"""

from __future__ import annotations

from typing import Final

from talking_yahtzee.net.protocol import Seen, Update
from talking_yahtzee.net.table import Refusal, Table

HOLD: Final = "hold-changed"
"""The wire name of the event a hold makes (``core.events.HoldChanged``)."""


def check_seen(table: Table, seat: int | None, seen: int | None) -> None:
    """Refuse a command made at ``seen`` if the table moved on since in a way that changes it.

    :raises Refusal: ``stale``.
    """
    if seen is None:  # a client that does not say: not checked
        return
    now = table.next_seq - 1
    if seen == now:
        return
    since = 0  # the moves after ``seen``, newest first, each the player's own hold
    for move in reversed(table.recent):
        if move.seq <= seen:
            break
        if not own_hold(move, seat):
            raise Refusal("stale")
        since += 1
    if seen > now or since != now - seen:  # from the future, or older than the moves kept
        raise Refusal("stale")


def own_hold(move: object, seat: int | None) -> bool:
    """Whether ``move`` was ``seat``'s person holding or releasing dice, and nothing else."""
    return (
        isinstance(move, Update)
        and move.seat == seat
        and move.actor == "person"
        and all(e.get("type") == HOLD for e in move.events)
    )


def answered(message: object) -> str | None:
    """The ``type`` a refusal names (``Refused.command``): a command's that carried ``seen``."""
    if isinstance(message, Seen) and message.seen is not None:
        tag = message.__struct_config__.tag
        return tag if isinstance(tag, str) else None
    return None
