"""A table's turn timer (the host's ``turn_seconds``), paused while the person to move is away.

Each new turn starts the time afresh (a computer's turn too: a person may take the seat back). It
pauses when the person whose turn it is goes (a drop, a quit, a restart of the server, after which
nobody is there) and goes on with the time left when they come back (issue 42); the seconds left
are kept with their seat (``SeatRecord.clock``, with the round), so a server started again on the
store goes on where the pause began; a server that stops (SIGTERM, Ctrl+C) closes every connection
first, which pauses the turn. One killed outright (SIGKILL, a crash) goes on with the time left
at the turn's last stored move (kept with each move: ``LogEntry.left``, :func:`restored`) or at
its last note (every :data:`NOTE_SECONDS` a running person's turn notes its time left with the
seat, a write off the loop), whichever is later. Everyone hears each start, pause and resumption
(``TurnClock``); when the time runs out a computer ends the turn for the person.
"""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import Callable
from typing import Protocol

from talking_yahtzee.net.offload import logged
from talking_yahtzee.net.protocol import Message, Score, SeatChange, Start, TurnClock
from talking_yahtzee.net.rooms import LogEntry, RoomStore
from talking_yahtzee.net.table import Table

Turn = tuple[int, int]
"""A turn: (seat, round)."""
NOTE_SECONDS = 10.0
"""How often a person's running turn stores its time left (a SIGKILL loses at most this)."""


class Stores(Protocol):
    """The server's store (``net.actor.Lobby``)."""

    store: RoomStore


class Timed(Protocol):
    """What the timer needs of its table's runner (``net.runner.TableRunner``)."""

    table: Table

    def broadcast(self, message: Message) -> None: ...

    def seat_changed(self, change: SeatChange, seat: int | None, name: str) -> None: ...

    def kick(self) -> None: ...

    @property
    def server(self) -> Stores: ...

    def later(
        self, seconds: float, then: Callable[..., object], *args: object
    ) -> asyncio.TimerHandle:
        """A timer that fires once no write of the table is in flight."""
        ...


class TurnTimer:
    """One table's turn timer: running, paused with the seconds left, or none."""

    def __init__(self, runner: Timed) -> None:
        self._runner = weakref.ref(runner)
        """Weak: the runner holds its timer, and a cycle would be left to the collector, which
        the server keeps from running (``net.guard``'s heap keeper)."""
        self.handle: asyncio.TimerHandle | None = None
        self.noting: asyncio.TimerHandle | None = None
        """The next note of the running turn's time left (:meth:`_note`)."""
        self.turn: Turn | None = None
        self.left: float | None = None
        """Paused: the seconds left in ``turn``."""

    @property
    def runner(self) -> Timed:
        runner = self._runner()
        assert runner is not None, "a timer outlives its table's runner"
        return runner

    def new_turn(self) -> None:
        """A new turn may have begun: time it, paused if its person is away."""
        table = self.runner.table
        game, seconds = table.game, table.config.turn_seconds
        if seconds is None or game is None or table.status != "playing":
            return
        turn = (game.current, game.round)
        if turn == self.turn:
            return
        self.stop()
        self.turn = turn
        seat = table.seats[game.current]
        if seat.record.kind == "person" and not seat.connected and not seat.by_computer:
            kept = seat.record.clock  # paused there before a restart
            left = kept[1] if kept is not None and kept[0] == game.round else seconds
            self._paused(left)
        else:
            self._run(seconds)

    def _run(self, seconds: float) -> None:
        assert self.turn is not None
        self.left = None
        self.handle = self.runner.later(seconds, self._over, self.turn)
        self._note_later()
        self.runner.broadcast(TurnClock(*self.turn, round(seconds, 1)))

    def _note_later(self) -> None:
        if self.noting is not None:
            self.noting.cancel()
        self.noting = self.runner.later(NOTE_SECONDS, self._note, self.turn)

    async def _note(self, turn: Turn) -> None:
        """(A job.) The running turn's time left, kept with its person's seat: a server killed
        outright goes on from here (:func:`restored`); then the next note."""
        self.noting = None
        handle, table = self.handle, self.runner.table
        if turn != self.turn or handle is None or handle.cancelled():
            return
        record = table.seats[turn[0]].record
        if record.kind != "person" or table.seats[turn[0]].by_computer:
            return
        left = max(0.0, handle.when() - asyncio.get_running_loop().time())
        record.clock = (turn[1], round(left, 1))
        self._note_later()
        store, code, seat = self.runner.server.store, table.code, turn[0]
        await logged(store, lambda: store.save_seat(code, seat, record), code, f"seat {seat}")

    def _paused(self, left: float) -> None:
        assert self.turn is not None
        self.left = left
        self.runner.broadcast(TurnClock(*self.turn, round(left, 1), paused=True))

    def pause(self, seat: int) -> bool:
        """The person at ``seat`` is gone: if it is their turn the time stops, kept with their
        seat; whether it was (the seat is then to be stored)."""
        handle, turn = self.handle, self.turn
        if handle is None or turn is None or turn[0] != seat or handle.cancelled():
            return False
        left = max(0.0, handle.when() - asyncio.get_running_loop().time())
        handle.cancel()
        self.handle = None
        if self.noting is not None:
            self.noting.cancel()
            self.noting = None
        self.runner.table.seats[seat].record.clock = (turn[1], round(left, 1))
        self._paused(left)
        return True

    def resume(self, seat: int) -> None:
        """The person at ``seat`` is back: their turn's time goes on where it stopped."""
        turn, left, game = self.turn, self.left, self.runner.table.game
        if turn is None or left is None or turn[0] != seat or game is None:
            return
        if (game.current, game.round) == turn:
            self._run(left)

    def clock(self) -> TurnClock | None:
        """The timer as the clients hear of it, if one runs or is paused."""
        turn = self.turn
        if turn is None:
            return None
        if self.left is not None:
            return TurnClock(*turn, round(self.left, 1), paused=True)
        handle = self.handle
        if handle is None or handle.cancelled():
            return None
        left = max(0.0, handle.when() - asyncio.get_running_loop().time())
        return TurnClock(*turn, round(left, 1))

    def _over(self, turn: Turn) -> None:
        self.handle = None
        runner = self.runner
        table, game = runner.table, runner.table.game
        if game is None or table.status != "playing" or (game.current, game.round) != turn:
            return
        seat = table.seats[game.current]
        if seat.by_computer:
            return
        table.hurried = game.current
        runner.seat_changed("timed-out", game.current, seat.record.name)
        runner.kick()

    def stop(self) -> None:
        """No timer (the table closed, or a new game waits)."""
        if self.handle is not None:
            self.handle.cancel()
        if self.noting is not None:
            self.noting.cancel()
        self.handle = self.noting = self.turn = self.left = None


def restored(table: Table, last: LogEntry | None) -> None:
    """A table read from the store: the turn under way goes on with the time left at its last
    stored move (a server killed outright never paused it) or at the time kept with the seat
    (``SeatRecord.clock``, this round's: a pause, or a note), the lesser (time only runs down)."""
    game = table.game
    if game is None or last is None or last.left is None or table.status != "playing":
        return
    if isinstance(last.command, Score | Start) or last.seat != game.current:
        return  # that move ended a turn: this one has had no move yet (a note may say more)
    record = table.seats[game.current].record
    if record.kind != "person":
        return
    kept = record.clock
    if kept is None or kept[0] != game.round or last.left < kept[1]:
        record.clock = (game.round, last.left)
