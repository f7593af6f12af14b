"""A client's commands sent and not yet answered: a key the table did not take is never silent.

The client (``net.client``) sends each person's move with ``seen`` (``net.stale``) and keeps it
here until its answer comes. The server answers one connection's messages in order, each move
exactly once: its ``update`` (or ``undone``), seat and person this client's, or a ``refused``
that names its ``type`` (``command``). :meth:`Pending.heard` takes each message from the server
and drops the answered moves; a ``stale`` refusal becomes a :class:`NotTaken` notice naming the
command, so the player hears which key the table did not take.

When the connection closes, moves still here may have crossed the close and never been read.
After the reconnection, :meth:`Pending.returned` reads the ``welcome``'s missed moves: a move
among them was taken (its ``update`` is said with the rest). The others were not taken. When
the table's state is still the one they were made against (its ``seq`` equal to their
``seen``: nothing at all happened at the table since), they mean just what they meant and are
sent again; otherwise each becomes a :class:`NotTaken` notice ("did not reach the table; press
it again"). docs/online.md, "What is acknowledged when", says the same for players.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Final, Literal, TypeVar

from talking_yahtzee.net.protocol import (
    Chat,
    ChatLine,
    Hold,
    Refused,
    RollDice,
    Score,
    Seen,
    SetHeldDice,
    Undone,
    Update,
)

KEPT: Final = 64
"""Moves kept unanswered at most (a flood's dropped ones are forgotten with the oldest)."""
CHAT_REFUSALS: Final = frozenset({"chat-rate", "empty-chat"})
"""Refusals only a chat line gets."""

Kind = Literal["roll", "hold", "score", "undo", "chat"]
Kept = Seen | Chat
"""What is kept until answered: a move that carries ``seen``, or a seated player's chat line."""
M = TypeVar("M")


@dataclass(frozen=True, slots=True)
class NotTaken:
    """A move of this player's that the table did not take: ``why`` ``stale`` (the table moved
    on before it arrived) or ``lost`` (the connection closed before it reached the table)."""

    command: Kept
    why: Literal["stale", "lost"]
    """A chat line is never refused ``stale``; ``lost``: it may not have reached the table."""


def kind_of(command: Kept) -> Kind:
    """What a move does, as its answer shows it (a hold and a set-held both hold)."""
    if isinstance(command, Chat):
        return "chat"
    if isinstance(command, RollDice):
        return "roll"
    if isinstance(command, Hold | SetHeldDice):
        return "hold"
    return "score" if isinstance(command, Score) else "undo"


def answer_kind(message: object, seat: int | None) -> Kind | None:
    """The kind of move ``message`` answers for this client's ``seat``: its own person's
    update (by its events) or undone, its own chat line or a chat's refusal; else None."""
    if isinstance(message, Undone):
        return "undo" if seat is not None and message.seat == seat else None
    if isinstance(message, Refused):
        return "chat" if message.reason in CHAT_REFUSALS else None
    if isinstance(message, ChatLine):
        return "chat" if seat is not None and message.seat == seat else None
    if not isinstance(message, Update) or message.seat != seat or message.actor != "person":
        return None
    types = {e.get("type") for e in message.events}
    if "dice-rolled" in types:
        return "roll"
    if "scored" in types:
        return "score"
    return "hold" if "hold-changed" in types else None  # a start: no move of the player's


class Pending:
    """The moves this client sent and the table has not answered yet, oldest first."""

    def __init__(self) -> None:
        self.moves: deque[Kept] = deque(maxlen=KEPT)

    def sent(self, message: object, seat: int | None) -> None:
        """Keep ``message`` if it is a move that carries ``seen``, or ``seat``'s chat line (a
        spectator's is not kept: spectators have no seat to know their own line by)."""
        if isinstance(message, Chat):
            if seat is not None:
                self.moves.append(message)
        elif isinstance(message, Seen) and message.seen is not None:
            self.moves.append(message)

    def unsent(self, message: object) -> None:
        """``message`` could not be sent (the connection had closed): not kept."""
        if self.moves and self.moves[-1] is message:
            self.moves.pop()

    def heard(self, message: M, seat: int | None) -> M | NotTaken:
        """Drop the move ``message`` answers (and any before it, read and answered in order);
        what the client passes on: a ``stale`` refusal of a kept move as a :class:`NotTaken`."""
        if isinstance(message, Refused) and message.command is not None:
            refused = self._through(lambda m: _tag(m) == message.command)
            if refused is not None and message.reason == "stale":
                return NotTaken(refused, "stale")
            return message
        kind = answer_kind(message, seat)
        if kind is not None:
            self._through(lambda m: kind_of(m) == kind)
        return message

    def returned(
        self, missed: Iterable[object], seat: int | None, seq: int, tell: Callable[[NotTaken], None]
    ) -> list[Seen]:
        """After a reconnection: the moves to send again; those not taken otherwise are told.

        ``missed``: the moves the welcome listed as made since the last one heard; ``seq``: the
        table's state now. Each move of this seat among them answers its own (the moves it
        passed over were refused, their answer lost: not taken either; a chat line it passed
        over was read, so said to the table). A chat line after the last move taken may not
        have reached the table: it is told, never sent again (it may have been said).
        """
        untaken: list[Kept] = []
        for move in missed:
            kind = answer_kind(move, seat)
            if kind is not None:
                while self.moves and kind_of(self.moves[0]) != kind:
                    passed = self.moves.popleft()
                    untaken.extend(() if isinstance(passed, Chat) else (passed,))
                if self.moves:
                    self.moves.popleft()  # taken: its update is said with the missed moves
        untaken.extend(self.moves)
        self.moves.clear()
        moves = [m for m in untaken if not isinstance(m, Chat)]
        again = all(m.seen == seq for m in moves)  # nothing happened since: they mean the same
        for kept in untaken:
            if isinstance(kept, Chat) or not again:
                tell(NotTaken(kept, "lost"))
        return moves if again else []

    def _through(self, answers: Callable[[Kept], bool]) -> Kept | None:
        """Drop the moves up to the first that ``answers`` (None, dropping nothing, if none)."""
        for index, move in enumerate(self.moves):
            if answers(move):
                for _ in range(index + 1):
                    self.moves.popleft()
                return move
        return None


def _tag(message: Kept) -> str:
    tag = message.__struct_config__.tag
    return tag if isinstance(tag, str) else ""
