"""A client's copy of its table: the server's state, whole or changed by each update, and its seat.

The server sends the whole state in a ``welcome``, a ``seat`` change, a ``new-game`` and a
``snapshot``; each ``update`` and ``undone`` carries what changed since the state of the seq
before it (``net.state_changes``). :meth:`TableView.heard` takes each in; changes that do not
follow the state held (a message missed) leave it as it was and ask once for a ``snapshot``,
which the client requests (``resync``). :attr:`TableView.game` is the state as a core ``Game``
(``net.mirror``) for review keys and the announcer.
"""

from __future__ import annotations

import logging

from talking_yahtzee.core.game import Game
from talking_yahtzee.net.mirror import Mirror, seat_named, welcome_turns
from talking_yahtzee.net.protocol import (
    NewGame,
    SeatChanged,
    ServerMessage,
    Snapshot,
    TableChanges,
    TableState,
    Undone,
    Update,
    Welcome,
)
from talking_yahtzee.net.state_changes import OutOfStep, with_changes

__all__ = ["TableView"]

log = logging.getLogger(__name__)


class TableView:
    """The table as this client last heard it, and its own seat there."""

    def __init__(self) -> None:
        self.state: TableState | None = None
        self.last_seq = 0
        """The last seq heard (``resume`` asks for what came after it)."""
        self.seat: int | None = None
        self.name = ""
        self.bad = 0
        """Messages or states from the server that were not valid."""
        self.mirror = Mirror()
        self.resyncing = False
        """A snapshot was asked for and has not come yet."""

    @property
    def game(self) -> Game | None:
        """The state as a core ``Game`` (None before the game starts)."""
        return self.mirror.game

    def welcomed(self, welcome: Welcome) -> None:
        """At the table (again): its whole state and the game's turns so far."""
        self.seat = welcome.seat
        self.mirror.turns = welcome_turns(welcome)  # the game's so far (net.turns)
        self.resyncing = False
        self.take(welcome.state)

    def heard(self, message: ServerMessage) -> bool:
        """Take in ``message``'s state, whole or changed; True: ask for a snapshot now (its
        changes did not follow the state held)."""
        if isinstance(message, Update | Undone):
            self.last_seq = max(self.last_seq, message.seq)
            self.mirror.heard(message)  # the game's turns, for a record (net.turns)
            if message.changes is not None:
                if self.changed(message.seq, message.changes):
                    message.state = self.state  # as it left the table: for a program behind
                    return False  # (ui.online_heard says a computer's keep by it: issue 42)
                asked, self.resyncing = self.resyncing, True
                return not asked
        if isinstance(message, Update | Undone | SeatChanged | NewGame | Snapshot):
            self.take(message.state)
        return False

    def changed(self, seq: int, changes: TableChanges) -> bool:
        """Apply ``changes`` (to the state of ``seq - 1``); False: out of step, the state stays."""
        try:
            if self.state is None:
                raise OutOfStep("changes before any state")
            state = with_changes(self.state, seq, changes)
        except OutOfStep as error:
            if not self.resyncing:
                log.warning("the server's changes did not follow: %s; asking again", error)
            return False
        self.take(state)
        return True

    def take(self, state: TableState | None) -> None:
        """The whole state (none: nothing to take)."""
        if state is None:
            return
        try:
            self.mirror.update(state)
        except (ValueError, KeyError) as error:
            self.bad += 1
            log.warning("the server's state was not valid: %s", error)
            return
        self.state = state
        self.resyncing = False
        self.last_seq = max(self.last_seq, state.seq)
        self.seat = seat_named(state, self.seat, self.name)
