"""A table at work on the server: its connections, its computer players, its absent people.

:class:`TableRunner` is the asynchronous side of one :class:`~talking_yahtzee.net.table.Table`:
it stores each accepted command before it sends anything, sends every message to everyone at the
table at once (one encoding for all), plays computer seats and stand-ins in a task with a pause
between moves, and hands a seat to a stand-in once its person has been away for the host's time.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import Callable
from typing import Protocol

from talking_yahtzee.net.connection import Connection, deliver
from talking_yahtzee.net.identity import token_hash
from talking_yahtzee.net.limits import Bucket, Limits
from talking_yahtzee.net.offload import in_turn, logged, settled, stored, when_settled
from talking_yahtzee.net.protocol import (
    PROTOCOL_VERSION,
    Actor,
    GameCommand,
    Message,
    Refused,
    SeatChange,
    SeatChanged,
    TableClosed,
    TurnClock,
    Welcome,
    encode,
)
from talking_yahtzee.net.ratings import game_over
from talking_yahtzee.net.rooms import RoomStore
from talking_yahtzee.net.table import Refusal, Table
from talking_yahtzee.store.record import game_record

log = logging.getLogger(__name__)

STORE_ERRORS = (sqlite3.Error, OSError)
RETRY_FIRST, RETRY_MOST = 0.5, 30.0
"""Seconds before a computer's move that the store refused is tried again: doubling, at most."""

Move = tuple[int, Actor, GameCommand]


class Lobby(Protocol):
    """What a table needs of its server."""

    store: RoomStore
    limits: Limits
    computer_delay: float
    tables: dict[str, TableRunner]
    clock: Callable[[], float]

    async def computer_move(self, table: Table) -> Move | None:
        """The next computer move at ``table`` (off the event loop), or None."""
        ...

    def send(self, conn: Connection, message: Message) -> None: ...

    def close(self, conn: Connection, code: int, reason: str) -> None: ...

    def closed(self, conn: Connection, message: Message) -> None:
        """Tell ``conn`` its table closed for it (it may sit elsewhere)."""
        ...

    def forget(self, code: str) -> None: ...


class TableRunner:
    """One table's connections, computer task and away timers."""

    def __init__(self, table: Table, server: Lobby, creator: str = "") -> None:
        self.table = table
        self.server = server
        self.creator = creator
        """The address that created the table (empty after a restart)."""
        limits, now = server.limits, server.clock()
        self.chat = Bucket(limits.table_chat_per_second, limits.table_chat_burst, now)
        per_minute = limits.announced_per_minute
        self.announced = Bucket(per_minute / 60, per_minute, now)
        self.silent: set[Connection] = set()
        """Spectators who came past the table's announcement limit: they go silently too."""
        self.waiting: asyncio.TimerHandle | None = None
        self.members: set[Connection] = set()
        self.task: asyncio.Task[None] | None = None
        self.writing = asyncio.Lock()  # from a command's check to its write's answer
        self.away: dict[int, asyncio.TimerHandle] = {}
        self.idle: asyncio.TimerHandle | None = None
        self.turn_timer: asyncio.TimerHandle | None = None
        self.timed: tuple[int, int] | None = None
        """The turn (seat, round) the turn timer runs for."""

    @property
    def code(self) -> str:
        return self.table.code

    def broadcast(self, message: Message) -> None:
        deliver(self.members, encode(message), self.server.limits.send_buffer)

    def _later(
        self, seconds: float, then: Callable[..., None], *args: object
    ) -> asyncio.TimerHandle:
        """A timer for this table: ``then(*args)`` once no write is in flight (net.offload)."""
        loop = asyncio.get_running_loop()
        return loop.call_later(seconds, when_settled, self.writing, then, *args)

    def lonely(self) -> bool:
        """Waiting with no person seated but the host."""
        table = self.table
        if table.status != "waiting":
            return False
        return not any(
            s.record.kind == "person" and s.taken
            for i, s in enumerate(table.seats)
            if i != table.host
        )

    def expire_waiting(self) -> None:
        """Close the table if it still waits for a second person after the limits' time."""
        self.waiting = self._later(self.server.limits.waiting_seconds, self._waiting_expired)

    def _waiting_expired(self) -> None:
        self.waiting = None
        if self.lonely():
            log.info("table %s: nobody joined its host; it is closed", self.code)
            in_turn(self.server.store, self.writing, lambda: self.end(self.table.host))
        elif self.table.status == "waiting":  # a second person may leave again: look again later
            self.expire_waiting()

    def seat_changed(self, change: SeatChange, seat: int | None, name: str) -> None:
        self.broadcast(SeatChanged(change, seat, name, self.table.state()))

    # -- people -----------------------------------------------------------------------------------

    def attach(self, conn: Connection, seat: int | None, name: str) -> None:
        conn.table, conn.seat, conn.name = self.table, seat, name
        self.members.add(conn)
        if self.idle is not None:
            self.idle.cancel()
            self.idle = None
        if seat is not None:
            self.table.seats[seat].connected = True

    def spectators(self, but: Connection | None = None) -> list[str]:
        """The names of the spectators here (but ``but``'s)."""
        return [c.name for c in self.members if c.seat is None and c is not but]

    async def join(self, conn: Connection, name: str, key: str | None = None) -> None:
        """``conn`` takes an open seat as ``name``, stored (off the loop: net.offload) first."""
        table, store = self.table, self.server.store
        async with self.writing:
            seat, token = table.join(name, key, self.spectators())
            record = table.seats[seat].record
            try:
                await stored(store, lambda: store.save_seat(self.code, seat, record))
            except STORE_ERRORS:
                log.exception("table %s: seat %d not stored", self.code, seat)
                record.name, record.token_hash = "", None
                raise Refusal("server-error") from None
        self.attach(conn, seat, record.name)
        self.server.send(conn, Welcome(PROTOCOL_VERSION, self.code, seat, token, table.state()))
        self.seat_changed("joined", seat, record.name)

    def watch(self, conn: Connection, name: str, key: str | None = None) -> None:
        """``conn`` watches as ``name``: a name no player and no other spectator has (the same
        key's older connection, a spectator coming back after a drop, is replaced)."""
        table = self.table
        if not table.config.spectators:
            raise Refusal("no-spectators")
        name = name or "Spectator"
        conn.key_hash = token_hash(key) if key else None
        for other in [c for c in self.members if c.seat is None and c.key_hash]:
            if other.key_hash == conn.key_hash:
                self.detach(other, leaving=False)
                self.server.closed(other, Refused("replaced", conn.attempt_named()))
                self.server.close(other, 1000, "replaced")
        if table.name_taken(name, self.spectators()):
            raise Refusal("name-taken")
        self.attach(conn, None, name)
        table.watching += 1
        welcome = Welcome(PROTOCOL_VERSION, self.code, None, None, table.state(), table.missed(0))
        self.server.send(conn, welcome)
        if self.announced.take(self.server.clock()):
            self.seat_changed("watching", None, conn.name)
        else:
            self.silent.add(conn)

    def resume(self, conn: Connection, seat: int, token: str, last_seq: int) -> None:
        """A person comes back with their token: the seat, and what they missed."""
        for other in [c for c in self.members if c.seat == seat]:
            self.members.discard(other)
            self.server.closed(other, Refused("replaced", conn.attempt_named()))
            self.server.close(other, 1000, "replaced")
        handle = self.away.pop(seat, None)
        if handle is not None:
            handle.cancel()
        table = self.table
        table.seats[seat].stand_in = False
        self.attach(conn, seat, table.seats[seat].record.name)
        missed = table.missed(last_seq)
        self.server.send(
            conn, Welcome(PROTOCOL_VERSION, self.code, seat, token, table.state(), missed)
        )
        self.seat_changed("back", seat, conn.name)
        clock = self.clock()
        if clock is not None:
            self.server.send(conn, clock)

    def detach(self, conn: Connection, *, leaving: bool) -> None:
        if conn not in self.members:
            return
        self.members.discard(conn)
        table, seat, name = self.table, conn.seat, conn.name
        if seat is None:
            table.watching = max(0, table.watching - 1)
            if conn in self.silent:
                self.silent.discard(conn)
            else:
                self.seat_changed("left", None, conn.name)
        elif not any(c.seat == seat for c in self.members):
            place = table.seats[seat]
            place.connected = False
            if table.status == "waiting" and leaving and seat != table.host:
                place.record.name, place.record.token_hash = "", None
                in_turn(self.server.store, self.writing, lambda: self._saved(seat, "left", name))
            elif table.status == "playing" and not place.record.removed and not leaving:
                self._away_timer(seat)
                self.seat_changed("away", seat, conn.name)
            elif table.status == "playing" and not place.record.removed:
                place.stand_in = True  # left on purpose: a computer plays; the key takes it back
                self.seat_changed("left", seat, conn.name)
                self.kick()
            else:
                self.seat_changed("left", seat, conn.name)
        self._if_empty()

    def _if_empty(self) -> None:
        """Nobody is at the table: forget it once it is closed, close it after the idle time."""
        if self.members:
            return
        if self.table.status in ("over", "ended"):
            self.stop()
            self.server.forget(self.code)
        elif self.idle is None:
            self.idle = self._later(self.server.limits.idle_seconds, self._idle_expired)

    def _idle_expired(self) -> None:
        self.idle = None
        if self.members or self.table.status in ("over", "ended"):
            return
        self.table.status = "ended"
        in_turn(self.server.store, self.writing, self._idle_ended)

    async def _idle_ended(self) -> None:
        store, code = self.server.store, self.code
        await logged(store, lambda: store.set_status(code, "ended"), code, "its idle end")
        self._if_empty()

    async def _saved(self, seat: int, change: SeatChange | None = None, name: str = "") -> None:
        """Store seat ``seat`` (off the loop), then everyone hears of the ``change`` if any."""
        store, record, code = self.server.store, self.table.seats[seat].record, self.code
        await logged(store, lambda: store.save_seat(code, seat, record), code, f"seat {seat}")
        if change is not None:
            self.seat_changed(change, seat, name)

    def _away_timer(self, seat: int) -> None:
        away = self.table.config.away_seconds
        if away is None or seat in self.away:
            return
        self.away[seat] = self._later(away, self._away_expired, seat)

    def _away_expired(self, seat: int) -> None:
        self.away.pop(seat, None)
        place = self.table.seats[seat]
        if place.connected or place.record.removed or self.table.status != "playing":
            return
        place.stand_in = True
        self.seat_changed("stand-in", seat, place.record.name)
        self.kick()

    def restored(self) -> None:
        """After a restart nobody is connected: every person's seat starts its away time."""
        if self.lonely():
            self.expire_waiting()
        if self.table.status == "playing":
            for index, seat in enumerate(self.table.seats):
                if seat.record.kind == "person":
                    self._away_timer(index)
        self._if_empty()
        self._time_turn()
        self.kick()

    # -- the host ---------------------------------------------------------------------------------

    async def remove(self, by: int | None, seat: int) -> None:
        async with self.writing:
            seats = self.table.seats
            name = seats[seat].record.name if 0 <= seat < len(seats) else ""
            self.table.remove(by, seat)
            await self._saved(seat)
        for conn in [c for c in self.members if c.seat == seat]:
            self.members.discard(conn)
            self.server.closed(conn, TableClosed("removed"))
        self.seat_changed("removed", seat, name)
        self.kick()

    async def end(self, by: int | None) -> None:
        """The table ends (``by`` the host), stored first; the caller holds ``writing``."""
        table, store, code = self.table, self.server.store, self.code
        table.end(by)
        await logged(store, lambda: store.set_status(code, "ended"), code, "the end")
        record = game_record(table.game, unfinished=True) if table.game is not None else None
        closed = TableClosed("ended", record)
        for conn in list(self.members):
            self.server.closed(conn, closed)
        self.members.clear()
        self.stop()
        self.server.forget(self.code)

    # -- the game ---------------------------------------------------------------------------------

    async def play(self, seat: int | None, actor: Actor, command: GameCommand) -> None:
        """Apply, store (other tables go on: net.offload), then send; a failed store undoes it."""
        async with self.writing:
            table = self.table
            update = table.command(seat, actor, command)
            store, entry = self.server.store, table.log[-1]
            try:
                await stored(store, lambda: store.append(self.code, entry, table.status))
            except STORE_ERRORS:
                log.exception("table %s: a command was not stored and is taken back", self.code)
                table.forget_last()
                raise Refusal("server-error") from None
        self.broadcast(update)
        self._time_turn()
        if table.status == "over":
            assert table.game is not None
            self.broadcast(TableClosed("finished", game_record(table.game)))
            game_over(self)  # how everyone played, and the ratings (net.ratings, issue 41)
            self._if_empty()
            return
        self.kick()

    async def undo(self, seat: int | None) -> None:
        async with self.writing:
            table = self.table
            dropped, undone = table.undo(seat)
            store = self.server.store
            try:
                await stored(store, lambda: store.drop_last(self.code, dropped.seq, table.next_seq))
            except STORE_ERRORS:
                log.exception("table %s: an undo was not stored and is taken back", self.code)
                table.log.append(dropped)
                table.rebuild()
                raise Refusal("server-error") from None
        self.broadcast(undone)
        self._time_turn()

    def _time_turn(self) -> None:
        """Start the host's turn timer when a new turn begins (a computer's turn too: a person
        may take the seat back before it runs out)."""
        game, seconds = self.table.game, self.table.config.turn_seconds
        if seconds is None or game is None or self.table.status != "playing":
            return
        turn = (game.current, game.round)
        if turn == self.timed:
            return
        if self.turn_timer is not None:
            self.turn_timer.cancel()
        self.timed = turn
        self.turn_timer = self._later(seconds, self._turn_over, turn)
        self.broadcast(TurnClock(turn[0], turn[1], seconds))

    def clock(self) -> TurnClock | None:
        """The running turn timer as the clients hear of it, if one runs."""
        timer, turn = self.turn_timer, self.timed
        if timer is None or turn is None or timer.cancelled():
            return None
        left = max(0.0, timer.when() - asyncio.get_running_loop().time())
        return TurnClock(turn[0], turn[1], round(left, 1))

    def _turn_over(self, turn: tuple[int, int]) -> None:
        self.turn_timer = None
        table, game = self.table, self.table.game
        if game is None or table.status != "playing" or (game.current, game.round) != turn:
            return
        seat = table.seats[game.current]
        if seat.by_computer:
            return
        table.hurried = game.current
        self.seat_changed("timed-out", game.current, seat.record.name)
        self.kick()

    def kick(self) -> None:
        """Let the computers play, if one is to move and they are not playing already."""
        if self.task is not None and not self.task.done():
            return
        if not self._computer_to_move():
            return
        self.task = asyncio.get_running_loop().create_task(self._computers())

    def _computer_to_move(self) -> bool:
        """A computer (or a stand-in, or a hurried turn's end) is to move: nothing decided yet."""
        table, game = self.table, self.table.game
        if game is None or table.status != "playing" or game.is_over:
            return False
        return table.seats[game.current].by_computer or table.hurried == game.current

    async def _computers(self) -> None:
        """Computers' moves, one at a time; a move the store refused is tried again (after
        0.5, 1, 2 ... 30 seconds) until the store keeps it."""
        delay, retry = self.server.computer_delay, RETRY_FIRST
        while True:
            await asyncio.sleep(delay)
            await settled(self.writing)  # decided on stored moves only
            if self.server.tables.get(self.code) is not self:
                return
            seq = self.table.next_seq
            move = await self.server.computer_move(self.table)
            if self.server.tables.get(self.code) is not self:
                return
            if self.table.next_seq != seq:  # a person's move came first: think again
                continue
            if move is None:
                return
            try:
                await self.play(*move)
            except Refusal as refusal:
                if refusal.reason != "server-error":  # pragma: no cover - always legal
                    log.error("table %s: a computer's move was refused: %s", self.code, refusal)
                    return
                await asyncio.sleep(retry)
                retry = min(2 * retry, RETRY_MOST)
                continue
            retry = RETRY_FIRST

    def stop(self) -> None:
        if self.task is not None:
            self.task.cancel()
            self.task = None
        for handle in self.away.values():
            handle.cancel()
        self.away.clear()
        for timer in (self.idle, self.turn_timer, self.waiting):
            if timer is not None:
                timer.cancel()
        self.idle = self.turn_timer = self.waiting = None
