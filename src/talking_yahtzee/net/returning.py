"""A player coming back by their key: the seat taken back, or a finished game's result.

A key (or a seat token) that matches a seat is the player's own: it is never counted against
the limits meant for people guessing codes, and it works after the game ended too, when the
returning player gets the final state, what they missed and the game's record.
"""

from __future__ import annotations

import logging

import msgspec

from talking_yahtzee.net.actor import STORE_ERRORS, Lobby
from talking_yahtzee.net.connection import Connection, stale
from talking_yahtzee.net.identity import token_hash
from talking_yahtzee.net.missed import heard_before, moves_since, turns
from talking_yahtzee.net.missed import restored as missed_restored
from talking_yahtzee.net.offload import stored
from talking_yahtzee.net.protocol import (
    PROTOCOL_VERSION,
    JoinTable,
    Refused,
    Resume,
    TableClosed,
    Welcome,
)
from talking_yahtzee.net.rooms import StoredTable
from talking_yahtzee.net.runner import TableRunner
from talking_yahtzee.net.table import Table
from talking_yahtzee.store.record import game_record

log = logging.getLogger(__name__)


async def come_back(server: Lobby, conn: Connection, code: str, hello: JoinTable | Resume) -> bool:
    """Seat ``conn`` again if the hello's key (a ``join`` to play) or token (a ``resume``) holds
    a seat at table ``code``; whether it did.

    A live table gives the seat back (:meth:`TableRunner.resume`); a table whose game is over,
    in memory or only in the store (read off the loop: ``net.offload``), sends the welcome and
    then its ``closed`` with the record.
    """
    last_seq: int | None = None  # a new program: what its seat kept (net.missed)
    if isinstance(hello, Resume):
        key: str | None = hello.token
        last_seq = hello.last_seq
    else:
        key = None if hello.spectate else hello.key
    if not key:
        return False
    runner: TableRunner | None = server.tables.get(code)
    if runner is not None:  # a job of its mailbox (net.actor); inline from one of its jobs
        return await runner.call(lambda: _in_memory(server, runner, conn, key, last_seq))
    try:
        store = server.store
        found: StoredTable | None = await stored(store, lambda: store.table(code))  # off the loop
    except (*STORE_ERRORS, msgspec.DecodeError, msgspec.ValidationError):
        log.exception("table %s could not be read for a returning player", code)
        return False
    claimed: TableRunner | None = server.tables.get(code)  # brought here meanwhile
    if claimed is not None:
        return await claimed.call(lambda: _in_memory(server, claimed, conn, key, last_seq))
    if found is None or found.status not in ("over", "ended"):
        return False
    try:
        table = Table.restored(found)
        missed_restored(table)
    except ValueError:
        log.exception("table %s could not be rebuilt for a returning player", code)
        return False
    seat = table.seat_of(key)
    if seat is None:
        return False
    _closed_table(server, conn, table, seat, key, last_seq)
    return True


async def _in_memory(
    server: Lobby, runner: TableRunner, conn: Connection, key: str, last_seq: int | None
) -> bool:
    seat = runner.table.seat_of(key)
    if seat is None:
        return False
    if runner.table.status in ("waiting", "playing"):
        if not turned_away(server, conn, [c for c in runner.members if c.seat == seat]):
            runner.resume(conn, seat, key, last_seq)
        return True
    _closed_table(server, conn, runner.table, seat, key, last_seq)
    return True


def _closed_table(
    server: Lobby, conn: Connection, table: Table, seat: int, key: str, last_seq: int | None
) -> None:
    state, missed = table.state(), moves_since(table, heard_before(table, seat, last_seq))
    server.send(conn, Welcome(PROTOCOL_VERSION, table.code, seat, key, state, missed, turns(table)))
    game = table.game
    if table.status == "over" and game is not None:
        closed = TableClosed("finished", game_record(game))
    else:
        closed = TableClosed("ended", game_record(game, unfinished=True) if game else None)
    server.send(conn, closed)
    if closed.reason == "finished":  # how everyone played, as kept (issue 41)
        server.ratings.told_again(server, conn, table)


def turned_away(server: Lobby, conn: Connection, holders: list[Connection]) -> bool:
    """Whether ``conn`` is a reconnection its client gave up, answered after the same client's
    newer one, which holds the seat (``holders``): it is turned away, the newer one stays (a
    seat is never taken from a client by its own abandoned attempt; issue 40)."""
    if not stale(conn, holders):
        return False
    server.send(conn, Refused("replaced", "a newer attempt of yours"))
    server.close(conn, 1000, "replaced")
    return True


async def watch(
    server: Lobby, runner: TableRunner, conn: Connection, name: str, key: str | None
) -> None:
    """``conn`` watches, unless its client's newer attempt watches with the same key already."""
    if key:
        hashed = token_hash(key)
        holders = [c for c in runner.members if c.seat is None and c.key_hash == hashed]
        if turned_away(server, conn, holders):
            return
    await runner.watch(conn, name, key)
