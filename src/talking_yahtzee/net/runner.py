"""A table at work on the server: its people, its absent people, its host's choices.

:class:`TableRunner` is one table's actor (``net.actor``): everything here runs as a job of its
mailbox, one at a time, each change stored (off the event loop) before anyone hears of it. The
game itself (commands, undo, the computers) is ``net.moves``; the turn timer ``net.turn_timer``.
"""

from __future__ import annotations

import contextlib
import logging

import msgspec

from talking_yahtzee.net.actor import STORE_ERRORS, Lobby
from talking_yahtzee.net.connection import Connection
from talking_yahtzee.net.identity import token_hash
from talking_yahtzee.net.missed import came_back, heard_before, moves_since, turns, went_away
from talking_yahtzee.net.missed import restored as missed_restored
from talking_yahtzee.net.moves import TableMoves
from talking_yahtzee.net.offload import logged, stored
from talking_yahtzee.net.protocol import (
    PROTOCOL_VERSION,
    Refused,
    SeatChange,
    TableClosed,
    Welcome,
)
from talking_yahtzee.net.table import Refusal
from talking_yahtzee.store.record import game_record

__all__ = ["STORE_ERRORS", "Lobby", "TableRunner"]

log = logging.getLogger(__name__)


class TableRunner(TableMoves):
    """One table's actor: its connections, computers, away timers and host's choices."""

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
        self.waiting = self.later(self.server.limits.waiting_seconds, self.waiting_expired)

    async def waiting_expired(self) -> None:
        self.waiting = None
        if self.lonely():
            log.info("table %s: nobody joined its host; it is closed", self.code)
            await self.end(self.table.host)
        elif self.table.status == "waiting":  # a second person may leave again: look again later
            self.expire_waiting()

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
        """``conn`` takes an open seat as ``name``, stored (off the loop) first."""
        table, store, code = self.table, self.server.store, self.code
        seat, token = table.join(name, key, self.spectators())
        record = table.seats[seat].record
        try:
            await stored(store, lambda: store.save_seat(code, seat, record))
        except STORE_ERRORS:
            log.exception("table %s: seat %d not stored", code, seat)
            record.name, record.token_hash = "", None
            raise Refusal("server-error") from None
        self.attach(conn, seat, record.name)
        self.server.send(
            conn, Welcome(PROTOCOL_VERSION, code, seat, token, self.told(table.state()))
        )
        self.seat_changed("joined", seat, record.name)

    async def watch(self, conn: Connection, name: str, key: str | None = None) -> None:
        """``conn`` watches as ``name``: a name no player and no other spectator has (the same
        key's older connection, a spectator coming back after a drop, is replaced)."""
        table = self.table
        if not table.config.spectators:
            raise Refusal("no-spectators")
        name = name or "Spectator"
        conn.key_hash = token_hash(key) if key else None
        for other in [c for c in self.members if c.seat is None and c.key_hash]:
            if other.key_hash == conn.key_hash:
                await self.detach(other, leaving=False)
                self.server.closed(other, Refused("replaced", conn.attempt_named()))
                self.server.close(other, 1000, "replaced")
        if table.name_taken(name, self.spectators()):
            raise Refusal("name-taken")
        self.attach(conn, None, name)
        table.watchers.append(conn.name)
        welcome = Welcome(
            PROTOCOL_VERSION,
            self.code,
            None,
            None,
            self.told(table.state()),
            table.missed(0),
            turns(table),
        )
        self.server.send(conn, welcome)
        if self.announced.take(self.server.clock()):
            self.seat_changed("watching", None, conn.name)
        else:
            self.silent.add(conn)

    def resume(self, conn: Connection, seat: int, token: str, last_seq: int | None) -> None:
        """A person comes back with their token: the seat, and what they missed since
        ``last_seq`` (None: since they went away, ``net.missed``)."""
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
        missed = moves_since(table, heard_before(table, seat, last_seq))
        if came_back(table, seat):
            self.post(lambda: self.saved(seat))
        welcome = Welcome(
            PROTOCOL_VERSION, self.code, seat, token, self.told(table.state()), missed, turns(table)
        )
        self.server.send(conn, welcome)
        self.seat_changed("back", seat, conn.name)
        clock = self.timer.clock()
        if clock is not None:
            self.server.send(conn, clock)
        self.timer.resume(seat)

    async def detach(self, conn: Connection, *, leaving: bool) -> None:
        if conn not in self.members:
            return
        self.members.discard(conn)
        table, seat, name = self.table, conn.seat, conn.name
        if seat is None:
            with contextlib.suppress(ValueError):
                table.watchers.remove(conn.name)
            if conn in self.silent:
                self.silent.discard(conn)
            else:
                self.seat_changed("left", None, conn.name)
        elif not any(c.seat == seat for c in self.members):
            place = table.seats[seat]
            place.connected = False
            if (self.timer.pause(seat) | went_away(table, seat)) and table.status == "playing":
                await self.saved(seat)  # what they heard, their turn's time left (issue 42)
            if table.status == "waiting" and leaving and seat != table.host:
                place.record.name, place.record.token_hash = "", None
                await self.saved(seat, "left", name)
            elif table.status == "playing" and not place.record.removed and not leaving:
                self.away_timer(seat)
                self.seat_changed("away", seat, conn.name)
            elif table.status == "playing" and not place.record.removed:
                place.stand_in = True  # left on purpose: a computer plays; the key takes it back
                self.seat_changed("left", seat, conn.name)
                self.kick()
            else:
                self.seat_changed("left", seat, conn.name)
        await self.if_empty()

    async def if_empty(self) -> None:
        """Nobody is at the table: forget it once it is closed, close it after the idle time."""
        if self.members:
            return
        if self.table.status in ("over", "ended"):
            self.stop()
            await self.server.forget(self.code)
        elif self.idle is None:
            self.idle = self.later(self.server.limits.idle_seconds, self.idle_expired)

    async def idle_expired(self) -> None:
        self.idle = None
        if self.members or self.table.status in ("over", "ended"):
            return
        self.table.status = "ended"
        store, code = self.server.store, self.code
        await logged(store, lambda: store.set_status(code, "ended"), code, "its idle end")
        await self.if_empty()

    async def saved(self, seat: int, change: SeatChange | None = None, name: str = "") -> None:
        """Store seat ``seat`` (off the loop), then everyone hears of the ``change`` if any."""
        store, record, code = self.server.store, self.table.seats[seat].record, self.code
        await logged(store, lambda: store.save_seat(code, seat, record), code, f"seat {seat}")
        if change is not None:
            self.seat_changed(change, seat, name)

    def away_timer(self, seat: int) -> None:
        away = self.table.config.away_seconds
        if away is None or seat in self.away:
            return
        self.away[seat] = self.later(away, self.away_expired, seat)

    def away_expired(self, seat: int) -> None:
        self.away.pop(seat, None)
        place = self.table.seats[seat]
        if place.connected or place.record.removed or self.table.status != "playing":
            return
        place.stand_in = True
        self.seat_changed("stand-in", seat, place.record.name)
        self.kick()

    def restored(self) -> None:
        """After a restart nobody is connected: every person's seat starts its away time."""
        missed_restored(self.table)
        if self.lonely():
            self.expire_waiting()
        if self.table.status == "playing":
            for index, seat in enumerate(self.table.seats):
                if seat.record.kind == "person":
                    self.away_timer(index)
        self.post(self.if_empty)
        self.timer.new_turn()
        self.kick()

    # -- the host ---------------------------------------------------------------------------------

    async def remove(self, by: int | None, seat: int) -> None:
        """The host removes a person, stored first (a refused write: nothing changed)."""
        seats, store, code = self.table.seats, self.server.store, self.code
        place = seats[seat] if 0 <= seat < len(seats) else None
        before = (msgspec.structs.replace(place.record), place.connected) if place else None
        name = place.record.name if place else ""
        record = self.table.remove(by, seat)
        try:
            await stored(store, lambda: store.save_seat(code, seat, record))
        except STORE_ERRORS:
            log.exception("table %s: a removal was not stored and is taken back", code)
            assert place is not None and before is not None
            place.record, place.connected = before
            raise Refusal("server-error") from None
        for conn in [c for c in self.members if c.seat == seat]:
            self.members.discard(conn)
            self.server.closed(conn, TableClosed("removed"))
        self.seat_changed("removed", seat, name)
        self.kick()

    async def end(self, by: int | None) -> None:
        """The table ends (``by`` the host), stored first."""
        table, store, code = self.table, self.server.store, self.code
        table.end(by)
        await logged(store, lambda: store.set_status(code, "ended"), code, "the end")
        record = game_record(table.game, unfinished=True) if table.game is not None else None
        closed = TableClosed("ended", record)
        for conn in list(self.members):
            self.server.closed(conn, closed)
        self.members.clear()
        self.stop()
        await self.server.forget(self.code)
