"""Tables that last: play again with the same seats, the host's rights passed on, a spectator
seated, the host's computers set between games (issue 32).

A rematch is asked by the host once the game is over (``again``); every person seated and
connected answers (``answer``). When all have answered, the same table (code, seats, host) waits
for its next game: it is stored as a new table under the same code (the finished game's log stays
in the store as it was) with new seeded dice, those who said no (or left) leaving an open seat.
Between games (and before the first) the host adds, drops and sets the level of computers, opens
a computer's seat and seats a spectator they choose (issue 42), and a spectator may take an open
seat. A seat list that grows or shrinks is stored anew the same way.
Each of these is a job of the table's mailbox (``net.actor``): stored off the loop
(``net.offload``), and told to anyone only once the store has it. A rematch asked is the table's
own (``TableRunner.asked``).
"""

from __future__ import annotations

import contextlib
import itertools
import logging
from typing import Protocol

import msgspec

from talking_yahtzee.core.game import COMPUTER_LEVELS, MAX_PLAYERS
from talking_yahtzee.core.text import name_key
from talking_yahtzee.net.actor import STORE_ERRORS, Asked, Lobby
from talking_yahtzee.net.connection import Connection
from talking_yahtzee.net.offload import stored
from talking_yahtzee.net.protocol import (
    PROTOCOL_VERSION,
    AddComputer,
    Again,
    AgainAsked,
    Answer,
    NewGame,
    OpenSeat,
    SeatChange,
    SeatSpectator,
    SetLevel,
    TableClosed,
    TableMessage,
    TakeSeat,
    Welcome,
)
from talking_yahtzee.net.rooms import SeatRecord, TableConfig
from talking_yahtzee.net.runner import TableRunner
from talking_yahtzee.net.table import Refusal, Table, key_token

__all__ = ["Seeds", "gone", "handle", "host_leaves", "host_said", "restore_host"]

log = logging.getLogger(__name__)


class Seeds(Lobby, Protocol):
    """What a table that lasts needs of its server: a new game's dice seed."""

    async def new_seed(self) -> int: ...


async def handle(
    server: Seeds, runner: TableRunner, conn: Connection, message: TableMessage
) -> None:
    """One of the messages of a table that lasts, from ``conn`` (a job of the table's mailbox).

    :raises Refusal: not-host, not-over, closed, not-asked, seated, started, full, bad-seat,
        bad-level, name-taken, no-spectator or server-error.
    """
    if isinstance(message, Again):
        await again(server, runner, conn)
    elif isinstance(message, Answer):
        await answer(server, runner, conn, message.yes)
    elif isinstance(message, TakeSeat):
        await take_seat(server, runner, conn)
    elif isinstance(message, AddComputer):
        await add_computer(server, runner, conn, message.level)
    elif isinstance(message, SetLevel):
        await set_level(server, runner, conn, message.seat, message.level)
    elif isinstance(message, OpenSeat):
        await open_seat(server, runner, conn, message.seat)
    elif isinstance(message, SeatSpectator):
        await seat_spectator(server, runner, conn, message.seat, message.name)
    else:
        await drop_seat(server, runner, conn, message.seat)


# -- play again -----------------------------------------------------------------------------------


async def again(server: Seeds, runner: TableRunner, conn: Connection) -> None:
    table = runner.table
    if conn.seat != table.host:
        raise Refusal("not-host")
    if table.status != "over":
        raise Refusal("closed" if table.status == "ended" else "not-over")
    connected = {c.seat for c in runner.members}
    asked = [
        i
        for i, s in enumerate(table.seats)
        if i != table.host and s.record.kind == "person" and s.taken and not s.record.removed
        if i in connected
    ]
    runner.asked = Asked({table.host}, set(asked))
    if asked:
        runner.broadcast(AgainAsked(table.host, table.seats[table.host].record.name, asked))
    await settle(server, runner)


async def answer(server: Seeds, runner: TableRunner, conn: Connection, yes: bool) -> None:
    asked, seat = runner.asked, conn.seat
    if asked is None or seat is None or seat not in asked.waiting:
        raise Refusal("not-asked")
    asked.waiting.discard(seat)
    name = runner.table.seats[seat].record.name
    if yes:
        asked.yes.add(seat)
        runner.seat_changed("accepted", seat, name)
    else:
        for other in [c for c in runner.members if c.seat == seat]:
            runner.members.discard(other)
            server.closed(other, TableClosed("declined"))
        runner.seat_changed("declined", seat, name)
    await settle(server, runner)


async def gone(server: Seeds, runner: TableRunner, seat: int | None, host: int | None) -> None:
    """A person left or dropped (a job of the table's mailbox): the new ``host``
    (:func:`host_leaves`) is said; a person asked has their seat open in the next game (not the
    host's: a host who left handed the rights on first; one who dropped comes back to it)."""
    host_said(runner, host)
    asked = runner.asked
    if asked is None or seat is None or seat == runner.table.host:
        return
    asked.waiting.discard(seat)
    asked.yes.discard(seat)
    try:
        await settle(server, runner)
    except Refusal:  # the store failed: the table stays over, the host may ask again
        log.exception("table %s: the next game was not stored", runner.code)


async def settle(server: Seeds, runner: TableRunner) -> None:
    """Everyone asked has answered: the table waits for its next game."""
    asked = runner.asked
    if asked is None or asked.waiting:
        return
    runner.asked = None
    if not runner.members or not runner.here():
        return
    old = runner.table
    seats = [
        _copy(s.record) if s.record.kind == "computer" or i in asked.yes else SeatRecord("person")
        for i, s in enumerate(old.seats)
    ]
    config = msgspec.structs.replace(old.config, seed=await server.new_seed())
    await refound(server, runner, seats, config)
    runner.broadcast(NewGame(runner.table.state()))


def _copy(record: SeatRecord) -> SeatRecord:
    return SeatRecord(record.kind, record.name, record.level, record.token_hash)


async def refound(
    server: Lobby, runner: TableRunner, seats: list[SeatRecord], config: TableConfig
) -> None:
    """Store ``seats`` as the table's, waiting for a game, under the same code (a waiting table
    with other seats is ended and made anew; a finished one stays as it was).

    :raises Refusal: server-error, nothing changed.
    """
    old, code, store = runner.table, runner.code, server.store
    waiting = old.status == "waiting"

    def write() -> None:
        try:
            if waiting:
                store.set_status(code, "ended")
            store.create(code, config, seats)
        except STORE_ERRORS:
            if waiting:
                with contextlib.suppress(*STORE_ERRORS):
                    store.set_status(code, "waiting")
            raise

    try:
        await stored(store, write)  # off the loop (net.offload)
    except STORE_ERRORS:
        raise Refusal("server-error") from None
    table = Table(code, config, seats, old.next_seq)
    table.watchers = old.watchers
    runner.stop()
    runner.table = table
    for conn in runner.members:
        conn.table = table
        if conn.seat is not None:
            table.seats[conn.seat].connected = True
    if runner.lonely():
        runner.expire_waiting()


# -- the host's rights passed on ------------------------------------------------------------------


async def host_leaves(runner: TableRunner, conn: Connection) -> int | None:
    """The host leaves: the next person in seat order (who is connected) hosts the table; that
    seat, to be said (:func:`host_said`) once the leaving is."""
    table = runner.table
    if conn.seat != table.host:
        return None
    count = len(table.seats)
    connected = {c.seat for c in runner.members if c is not conn}
    for step in range(1, count):
        index = (table.host + step) % count
        seat = table.seats[index]
        person = seat.record.kind == "person" and seat.taken and not seat.record.removed
        if person and index in connected:
            table.config.host = index
            await _store_host(runner, index)
            return index
    return None


async def _store_host(runner: TableRunner, index: int) -> None:
    """Mark the new host's seat above every other (``SeatRecord.hosted``), so that a restart or a
    takeover keeps the rights where they passed (:func:`restore_host`); a store that fails is
    logged, the rights stay passed in memory."""
    seats = runner.table.seats
    mark = 1 + max(s.record.hosted for s in seats)
    record = msgspec.structs.replace(seats[index].record, hosted=mark)
    store, code = runner.server.store, runner.code
    try:
        await stored(store, lambda: store.save_seat(code, index, record))  # off the loop
    except STORE_ERRORS as error:
        log.warning("table %s: the new host was not stored: %s", runner.code, error)
        return
    seats[index].record = record


def restore_host(table: Table) -> None:
    """A table read from the store: the host is the seat its rights last passed to, if any."""
    marks = [s.record.hosted for s in table.seats]
    if any(marks):
        table.config.host = marks.index(max(marks))


def host_said(runner: TableRunner, seat: int | None) -> None:
    """Everyone hears who hosts the table now (``seat`` from :func:`host_leaves`)."""
    if seat is not None and seat < len(runner.table.seats):
        runner.seat_changed("host", seat, runner.table.seats[seat].record.name)


# -- seats between games --------------------------------------------------------------------------


async def take_seat(server: Seeds, runner: TableRunner, conn: Connection) -> None:
    """A spectator sits in the first open seat (with their key when they have one)."""
    table = runner.table
    if conn.seat is not None:
        raise Refusal("seated")
    if table.status != "waiting":
        raise Refusal("started")
    seat = next((i for i, s in enumerate(table.seats) if not s.taken), None)
    if seat is None:
        raise Refusal("full")
    await _seat(server, runner, conn, seat, "sat")


async def seat_spectator(
    server: Seeds, runner: TableRunner, conn: Connection, seat: int, name: str
) -> None:
    """The host seats the spectator ``name`` in ``seat``: an open seat, or a computer's, which
    becomes a person's (issue 42)."""
    table = _hosting(runner, conn)
    if not 0 <= seat < len(table.seats):
        raise Refusal("bad-seat")
    place = table.seats[seat]
    if place.taken and place.record.kind != "computer":
        raise Refusal("bad-seat")
    key = name_key(name)
    watcher = next((c for c in runner.members if c.seat is None and name_key(c.name) == key), None)
    if watcher is None:
        raise Refusal("no-spectator")
    await _seat(server, runner, watcher, seat, "seated")


async def _seat(
    server: Seeds, runner: TableRunner, conn: Connection, seat: int, change: SeatChange
) -> None:
    """The spectator ``conn`` sits in ``seat`` (with their key when they have one), stored first;
    they are welcomed to it and everyone hears ``change``."""
    table = runner.table
    token, hashed = key_token(None)
    sent: str | None = token
    if conn.key_hash is not None:
        hashed, sent = conn.key_hash, None  # the key the client keeps is the token
    record = SeatRecord("person", conn.name, None, hashed)
    store, code = server.store, runner.code
    try:
        await stored(store, lambda: store.save_seat(code, seat, record))
    except STORE_ERRORS:
        raise Refusal("server-error") from None
    table.seats[seat].record = record
    conn.seat = seat
    table.seats[seat].connected = True
    with contextlib.suppress(ValueError):
        table.watchers.remove(conn.name)
    runner.silent.discard(conn)
    server.send(
        conn, Welcome(PROTOCOL_VERSION, runner.code, seat, sent, runner.told(table.state()))
    )
    runner.seat_changed(change, seat, record.name)


def _hosting(runner: TableRunner, conn: Connection) -> Table:
    table = runner.table
    if conn.seat != table.host:
        raise Refusal("not-host")
    if table.status != "waiting":
        raise Refusal("started")
    return table


def _level(level: str) -> str:
    if level not in COMPUTER_LEVELS:
        raise Refusal("bad-level", ", ".join(COMPUTER_LEVELS))
    return level


async def add_computer(server: Seeds, runner: TableRunner, conn: Connection, level: str) -> None:
    """A computer at ``level`` in the first open seat, or in a new seat at the end."""
    table = _hosting(runner, conn)
    others = runner.spectators()
    index = next((i for i, s in enumerate(table.seats) if not s.taken), None)
    first = (len(table.seats) if index is None else index) + 1
    names = (f"Computer {n}" for n in itertools.count(first))
    name = next(n for n in names if not table.name_taken(n, others))
    computer = SeatRecord("computer", name, _level(level))
    if index is None:
        if len(table.seats) >= MAX_PLAYERS:
            raise Refusal("full")
        index = len(table.seats)
        await refound(server, runner, [s.record for s in table.seats] + [computer], table.config)
    else:
        await _save(server, runner, index, computer)
    runner.seat_changed("computer", index, name)


async def set_level(
    server: Seeds, runner: TableRunner, conn: Connection, seat: int, level: str
) -> None:
    table = _hosting(runner, conn)
    if not 0 <= seat < len(table.seats) or table.seats[seat].record.kind != "computer":
        raise Refusal("bad-seat")
    record = table.seats[seat].record
    await _save(server, runner, seat, SeatRecord("computer", record.name, _level(level)))
    runner.seat_changed("level", seat, record.name)


async def open_seat(server: Seeds, runner: TableRunner, conn: Connection, seat: int) -> None:
    """A computer's seat opens for a person: a spectator's ``sit`` takes it (issue 42)."""
    table = _hosting(runner, conn)
    if not 0 <= seat < len(table.seats) or table.seats[seat].record.kind != "computer":
        raise Refusal("bad-seat")
    name = table.seats[seat].record.name
    await _save(server, runner, seat, SeatRecord("person"))
    runner.seat_changed("opened", seat, name)


async def drop_seat(server: Seeds, runner: TableRunner, conn: Connection, seat: int) -> None:
    """A computer's seat, or an open one, goes; the seats after it move up one."""
    table = _hosting(runner, conn)
    if not 0 <= seat < len(table.seats) or seat == table.host:
        raise Refusal("bad-seat")
    place = table.seats[seat]
    if place.record.kind != "computer" and place.taken:
        raise Refusal("bad-seat")
    if len(table.seats) <= 2:
        raise Refusal("bad-seats", "at least two seats")
    name = place.record.name
    config = msgspec.structs.replace(table.config, host=table.host - (table.host > seat))
    seats = [s.record for i, s in enumerate(table.seats) if i != seat]
    moved = [c for c in runner.members if c.seat is not None and c.seat > seat]
    for c in moved:
        c.seat = (c.seat or 0) - 1
    try:
        await refound(server, runner, seats, config)
    except Refusal:
        for c in moved:
            c.seat = (c.seat or 0) + 1
        raise
    runner.seat_changed("dropped", seat, name)


async def _save(server: Seeds, runner: TableRunner, index: int, record: SeatRecord) -> None:
    place, store, code = runner.table.seats[index], server.store, runner.code
    try:
        await stored(store, lambda: store.save_seat(code, index, record))
    except STORE_ERRORS:
        raise Refusal("server-error") from None
    place.record = record
