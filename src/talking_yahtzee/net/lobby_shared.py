"""The lobby of a cluster: each server publishes its public tables in Valkey and lists the others'.

Every ``REFRESH_SECONDS`` a server on a shared store writes a summary of the public live tables it
holds (kept ``KEEP_SECONDS``, so the tables of a server that died leave the lobby by themselves)
and reads the other servers' summaries into its lobby (``LobbyRoom.others``), which lists them
beside its own and tells the people in it when the list changed. Both calls wait on the network
and are made off the event loop (``net.offload``). A table listed from another server is joined
as any other: this server answers ``moved`` and the client follows (``net.routing``). A key
entering the lobby hears of the games under way where it holds a seat on any server: the store
indexes seats by key (``held_tables``), asked off the loop (issue 42).
"""

from __future__ import annotations

import asyncio
import functools
import logging
from typing import Final, Protocol, runtime_checkable

import msgspec

from talking_yahtzee.net.identity import token_hash
from talking_yahtzee.net.lobby import LobbyRoom, held
from talking_yahtzee.net.offload import stored
from talking_yahtzee.net.protocol import TableSummary
from talking_yahtzee.net.rooms import StoredTable, StoreUnavailable
from talking_yahtzee.net.table import Table

log = logging.getLogger(__name__)

REFRESH_SECONDS: Final = 2.0
"""How often a server publishes its tables and reads the others'."""
KEEP_SECONDS: Final = 2.5 * REFRESH_SECONDS
"""How long a publication stays without the next one (a server gone: its tables leave)."""

_encode = msgspec.json.Encoder().encode
_decode = msgspec.json.Decoder(list[TableSummary]).decode


@runtime_checkable
class SharedLobby(Protocol):
    """A store that holds every server's public tables (``net.valkey_rooms.ValkeyRooms``)."""

    def publish_lobby(self, tables: bytes, seconds: float) -> None:
        """This server's tables, kept ``seconds`` unless published again."""
        ...

    def other_lobbies(self) -> list[bytes]:
        """What the other servers published and is still kept."""
        ...


@runtime_checkable
class HeldSeats(Protocol):
    """A store that knows where each key holds a seat (``ValkeyRooms.held_tables``)."""

    def held_tables(self, hashed: str) -> list[StoredTable]: ...


def held_elsewhere(store: HeldSeats, key: str, here: frozenset[str]) -> list[TableSummary]:
    """(Off the loop.) The games under way where ``key`` holds a seat, held by another server
    (not among the codes ``here``): the lobby names them as this server's (issue 42)."""
    tables: list[Table] = []
    for found in store.held_tables(token_hash(key)):
        if found.code in here:
            continue
        try:
            tables.append(Table.restored(found))
        except Exception as error:  # a table that does not replay: not named
            log.warning("table %s does not replay for the lobby: %s", found.code, error)
    return held(tables, key)


def others(found: list[bytes]) -> list[TableSummary]:
    """The tables in the other servers' publications; one that does not decode is left out."""
    tables: list[TableSummary] = []
    for data in found:
        try:
            tables += _decode(data)
        except msgspec.DecodeError as error:  # msgspec.ValidationError is one
            log.warning("another server's public tables are unreadable: %s", error)
    return tables


async def refresh(lobby: LobbyRoom, store: SharedLobby) -> None:
    """Publish this server's public tables, read the others' and tell the lobby (once)."""
    mine = _encode(lobby.own_tables())
    await stored(store, functools.partial(store.publish_lobby, mine, KEEP_SECONDS))
    lobby.others = others(await stored(store, store.other_lobbies))
    lobby.changed()


async def share(lobby: LobbyRoom, store: SharedLobby, interval: float = REFRESH_SECONDS) -> None:
    """:func:`refresh` every ``interval`` seconds until cancelled; a store that fails is said
    in the log and tried again at the next refresh. The lobby names the seats held on the other
    servers too (:func:`held_elsewhere`)."""
    if isinstance(store, HeldSeats):
        lobby.elsewhere = functools.partial(held_elsewhere, store)
    while True:
        try:
            await refresh(lobby, store)
        except StoreUnavailable as error:
            log.warning("the lobby could not be shared: %s", error)
        except Exception:  # a bug: the lobby lists only this server's tables; this goes on
            log.exception("the lobby could not be shared")
        await asyncio.sleep(interval)
