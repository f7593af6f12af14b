"""What a returning person missed, whatever program they come back with (issue 42).

Each person's seat keeps the seq of the last move they were told before they went away
(``SeatRecord.heard``: set when their connection goes, stored with the seat, cleared when they
come back), so a return with a new program, the browser link again or the lobby's Enter hears
exactly the moves made while they were away, their own seat's by a computer included. A
reconnection of the same program says what it heard itself (``resume``'s ``last_seq``). After a
server restart a seat still marked present heard everything up to the stored log's end.
"""

from __future__ import annotations

from talking_yahtzee.net.protocol import Undone, Update
from talking_yahtzee.net.table import Table
from talking_yahtzee.net.turns import TurnState, turns_to_wire


def went_away(table: Table, seat: int) -> bool:
    """The person at ``seat`` is gone from a game under way: keep what they last heard; whether
    the seat changed (and is to be stored)."""
    record = table.seats[seat].record
    if table.status != "playing" or record.kind != "person" or record.heard is not None:
        return False
    record.heard = table.next_seq - 1
    return True


def came_back(table: Table, seat: int) -> bool:
    """The person is back at ``seat``: they hear everything again; whether the seat changed."""
    record = table.seats[seat].record
    changed = record.heard is not None or record.clock is not None
    record.heard = record.clock = None
    return changed


def heard_before(table: Table, seat: int, last_seq: int | None) -> int:
    """The seq after which ``seat``'s person missed what was said: ``last_seq`` when their own
    program says it (a reconnection), else what their seat kept (nothing missed if present)."""
    if last_seq is not None:
        return last_seq
    heard = table.seats[seat].record.heard
    return table.next_seq - 1 if heard is None else heard


def restored(table: Table) -> None:
    """A table read from the store after a restart: whoever was present heard it all."""
    if table.status not in ("playing", "over"):
        return
    for seat in table.seats:
        if seat.record.kind == "person" and seat.record.heard is None:
            seat.record.heard = table.next_seq - 1


def moves_since(table: Table, seq: int) -> list[Update | Undone]:
    """Every move after ``seq``: those the table keeps (its last ``RECENT``), the older ones
    replayed from its log (a long absence; the replay deals the same dice, so the game is the
    same)."""
    kept = table.missed(seq)
    first = table.recent[0].seq if table.recent else table.next_seq
    if seq + 1 >= first or not table.log:
        return kept
    older = [
        Update(entry.seq, entry.seat, entry.actor, events)
        for entry, events in table.rebuild()
        if seq < entry.seq < first
    ]
    return [*older, *kept]


def turns(table: Table) -> list[TurnState]:
    """The game's turns so far, for a welcome: a player's record keeps every turn (issue 42)."""
    return turns_to_wire(table.game)
