"""What a returning person missed, whatever program they come back with (issue 42).

Each person's seat keeps the seq of the last move they were told before they went away
(``SeatRecord.heard``: set when their connection goes, stored with the seat, cleared when they
come back), so a return with a new program, the browser link again or the lobby's Enter hears
exactly the moves made while they were away, their own seat's by a computer included. A
reconnection of the same program says what it heard itself (``resume``'s ``last_seq``). After a
server restart a seat still marked present heard everything up to the stored log's end.
"""

from __future__ import annotations

from talking_yahtzee.core.events import Scored
from talking_yahtzee.core.rules import Dice, Scorecard
from talking_yahtzee.net.protocol import Score, Undone, Update, event_to_wire
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
    """Every move after ``seq``: those the table keeps (its last ``RECENT``) whole; older ones,
    after a long absence, by their scores, made again from the game's turns (cheap: no replay
    of the dice on the event loop)."""
    kept = table.missed(seq)
    first = table.recent[0].seq if table.recent else table.next_seq
    if seq + 1 >= first or not table.log:
        return kept
    return [*_older_scores(table, seq, first), *kept]


def _older_scores(table: Table, seq: int, first: int) -> list[Update | Undone]:
    """The scores of the log's entries between ``seq`` and ``first``, as their updates' events:
    the k-th score of the log is the game's k-th finished turn, scored again on fresh cards."""
    game = table.game
    if game is None:
        return []
    cards = [Scorecard(rules=game.rules) for _ in game.players]
    finished = iter([t for t in game.turns if t.category is not None and t.rolls])
    older: list[Update | Undone] = []
    for entry in (e for e in table.log if isinstance(e.command, Score)):
        turn = next(finished, None)
        if turn is None or turn.category is None or entry.seq >= first:
            break
        dice, card = Dice(tuple(turn.rolls[-1])), cards[turn.player]
        option, bonus = card.check_score(turn.category, dice), card.yahtzee_bonus_for(dice)
        cards[turn.player] = after = card.score(turn.category, dice)
        if entry.seq > seq:
            scored = Scored(
                turn.player, turn.category, option.points, dice, option.joker, bonus, after.total()
            )
            older.append(Update(entry.seq, entry.seat, entry.actor, [event_to_wire(scored)]))
    return older


def turns(table: Table) -> list[TurnState]:
    """The game's turns so far, for a welcome: a player's record keeps every turn (issue 42)."""
    return turns_to_wire(table.game)
