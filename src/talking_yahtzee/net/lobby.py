"""The lobby: who is in it, its chat, and the public tables listed for everyone in it.

A connection enters with ``lobby`` (a name, unique in the lobby) and gets a ``lobby`` state: the
public tables (rules, seats free, who sits there, spectators allowed) and the people in the lobby
(with a key, the games under way where it holds a seat: on the other servers of a cluster too, said
in a second ``lobby`` state once the store answered). What changes afterwards is gathered for
:data:`FLUSH_SECONDS` and sent to everyone in one ``lobby-changed``: who came in and who left
(names, never the whole list again), and the tables when they changed. So an arrival costs each
member a few bytes, and a crowd arriving or leaving at once one message each. ``chat`` there goes to
the lobby, limited per connection, per address and for the whole lobby (as at a table). ``tables``
answers once, for scripts (``yahtzee online --tables``). In a cluster the other servers' public
tables are listed too (``net.lobby_shared``). Creating or joining a table from the lobby's
connection leaves the lobby.
"""

from __future__ import annotations

import asyncio
import bisect
import functools
import logging
from collections.abc import Callable, Iterable
from typing import Protocol

from talking_yahtzee.core.text import clean, clean_name, name_key
from talking_yahtzee.net.connection import Connection, deliver
from talking_yahtzee.net.identity import key_ok, superseded, token_hash
from talking_yahtzee.net.limits import Bucket
from talking_yahtzee.net.offload import stored
from talking_yahtzee.net.protocol import (
    CHAT_MAX,
    PROTOCOL_VERSION,
    Chat,
    ChatLine,
    ClientMessage,
    CreateTable,
    EnterLobby,
    JoinTable,
    Leave,
    ListRatings,
    ListTables,
    LobbyChanged,
    LobbyState,
    Message,
    Refused,
    Resume,
    TableSummary,
    encode,
)
from talking_yahtzee.net.runner import Lobby
from talking_yahtzee.net.table import Refusal, Table

log = logging.getLogger(__name__)

FLUSH_SECONDS = 0.25
"""Changes to the lobby gathered before they are sent (a burst of arrivals is one message)."""
CROWD = 200
"""Members past which the lobby gathers its changes longer: :data:`FLUSH_SECONDS` for each
``CROWD`` of them (each member's client takes in a change in time that grows with the lobby, so
a crowd's news is sent less often, and its cost per second stays that of one lobby's worth)."""


class Rated(Protocol):
    """The server's per-address chat limit, shared with the tables (``Server.chat_rate``)."""

    def take(self, address: str, now: float) -> bool: ...


def summary(table: Table) -> TableSummary:
    state, game = table.state(), table.game
    free = sum(not s.taken for s in state.seats) if state.status == "waiting" else 0
    players = [s.name for s in state.seats if s.taken]
    return TableSummary(
        state.code,
        state.rules,
        state.status,
        len(state.seats),
        free,
        players,
        state.spectators,
        state.watching,
        game.round if game is not None else 0,
    )


def held(tables: Iterable[Table], key: str | None) -> list[TableSummary]:
    """The games under way where ``key`` holds a seat (the host has not removed it from), by
    code: the lobby names them to the key's holder (issue 42)."""
    if not key or not key_ok(key):
        return []
    hashed = token_hash(key)
    return sorted(
        (
            summary(t)
            for t in tables
            if t.status == "playing"
            and any(s.record.token_hash == hashed and not s.record.removed for s in t.seats)
        ),
        key=lambda s: s.code,
    )


class LobbyRoom:
    """The people in the lobby, by connection, and what they were last told."""

    def __init__(self, server: Lobby, chat_rate: Rated | None = None) -> None:
        self.server = server
        self.members: dict[Connection, str] = {}
        self.holders: dict[str, Connection] = {}
        """Who holds each name in the lobby, by its key (an arrival looks up one name, not all)."""
        self.people: list[tuple[str, str]] = []
        """Everyone in the lobby, as (name key, name), in name order."""
        self.told: bytes = b""
        """The tables as they were last sent."""
        self.others: list[TableSummary] = []
        """The public tables of the other servers of a cluster (``net.lobby_shared``)."""
        self.came: dict[str, None] = {}
        self.left: dict[str, None] = {}
        self.flushing: asyncio.TimerHandle | None = None
        limits = server.limits
        self.chat = Bucket(limits.lobby_chat_per_second, limits.lobby_chat_burst, server.clock())
        """Chat lines the whole lobby hears, from everyone in it together."""
        self.chat_rate = chat_rate
        self.elsewhere: Callable[[str, frozenset[str]], list[TableSummary]] | None = None
        """In a cluster (``net.lobby_shared``): the games under way on the other servers where a
        key holds a seat, asked off the loop (given the codes held here)."""
        self.asking: set[asyncio.Task[None]] = set()

    def own_tables(self) -> list[TableSummary]:
        """The public live tables this server holds."""
        return [
            summary(r.table)
            for r in self.server.tables.values()
            if r.table.config.public and r.table.status in ("waiting", "playing")
        ]

    def tables(self) -> list[TableSummary]:
        """Its own public tables and the other servers' of a cluster (``others``), by code."""
        tables = {t.code: t for t in self.others}
        tables.update((t.code, t) for t in self.own_tables())  # what it holds, as it is now
        return [tables[code] for code in sorted(tables)]

    def state(self, key: str | None = None) -> LobbyState:
        """The lobby now; with ``key``, the games under way where it holds a seat too."""
        yours = held((r.table for r in self.server.tables.values()), key)
        return LobbyState(self.tables(), [name for _key, name in self.people], yours)

    def handles(self, conn: Connection, message: ClientMessage, now: float) -> bool:
        """Handle ``message`` if it is the lobby's; whether it was.

        :raises Refusal: a name taken or empty, chat too fast or empty.
        """
        if isinstance(message, EnterLobby | ListTables | ListRatings):
            if message.version != PROTOCOL_VERSION:
                self.server.send(conn, Refused("version", f"this server speaks {PROTOCOL_VERSION}"))
                self.server.close(conn, 1002, "protocol version")
            elif isinstance(message, ListTables):
                self.server.send(conn, self.state())
            elif isinstance(message, ListRatings):
                self.server.ratings.answer(self.server, conn, message)  # off the loop (issue 41)
            else:
                self.enter(conn, message.name, message.key)
            return True
        if conn not in self.members:
            return False
        if isinstance(message, Chat):
            self.said(conn, message.text, now)
            return True
        if isinstance(message, Leave | CreateTable | JoinTable | Resume):
            self.leave(conn)  # to a table, or away: the hello goes on to the server
            return isinstance(message, Leave)
        return False

    def said(self, conn: Connection, text: str, now: float) -> None:
        """A chat line to everyone in the lobby, within the limits of the connection, its
        address and the whole lobby. :raises Refusal: too fast, or empty."""
        rate = self.chat_rate
        if not (
            conn.chat.take(now)
            and self.chat.take(now)
            and (rate is None or rate.take(conn.address, now))
        ):
            raise Refusal("chat-rate")
        line = clean(text, limit=CHAT_MAX)
        if not line:
            raise Refusal("empty-chat")
        self.send_all(ChatLine(None, self.members[conn], line))

    def enter(self, conn: Connection, name: str, seat_key: str | None = None) -> None:
        """``conn`` enters as ``name``; with ``seat_key`` it hears of its seats (issue 42)."""
        name = clean_name(name)
        if not name:
            raise Refusal("bad-name")
        key = name_key(name)
        holder = self.holders.get(key)
        if holder is not None and holder is not conn:
            if not superseded(holder.attempt, conn.attempt):
                raise Refusal("name-taken")
            self.leave(holder)  # the same program's older connection, lost: this one is it now
            self.server.close(holder, 1000, "replaced")
        if conn in self.members:
            self.leave(conn)
        self.members[conn] = conn.name = name
        self.holders[key] = conn
        bisect.insort(self.people, (key, name))
        self.server.send(conn, self.state(seat_key))
        if seat_key and self.elsewhere is not None:
            self.ask_elsewhere(conn, seat_key, self.elsewhere)
        if name in self.left:
            del self.left[name]  # gone and back within a moment: nothing to say
        else:
            self.came[name] = None
            self.changed()

    def ask_elsewhere(
        self,
        conn: Connection,
        key: str,
        elsewhere: Callable[[str, frozenset[str]], list[TableSummary]],
    ) -> None:
        """The seats ``key`` holds on the other servers of a cluster, asked off the loop: if
        there are, ``conn`` (still in the lobby) gets the lobby's state again, naming them."""

        async def ask() -> None:
            here = frozenset(self.server.tables)
            try:
                found = await stored(self.server.store, functools.partial(elsewhere, key, here))
            except Exception:  # the store away, or a bug: the lobby names this server's only
                log.warning("the seats held on other servers could not be read", exc_info=True)
                return
            if found and conn in self.members:
                state = self.state(key)
                state.yours = sorted([*state.yours, *found], key=lambda s: s.code)
                self.server.send(conn, state)

        task = asyncio.get_running_loop().create_task(ask())
        self.asking.add(task)
        task.add_done_callback(self.asking.discard)

    def leave(self, conn: Connection) -> None:
        name = self.members.pop(conn, None)
        if name is None:
            return
        key = name_key(name)
        if self.holders.get(key) is conn:
            del self.holders[key]
        at = bisect.bisect_left(self.people, (key, name))
        if at < len(self.people) and self.people[at] == (key, name):
            del self.people[at]
        if name in self.came:
            del self.came[name]  # in and out within a moment: nothing to say
        else:
            self.left[name] = None
            self.changed()

    def changed(self) -> None:
        """The lobby (its people, or the tables) may have changed: everyone in it hears of it
        within :data:`FLUSH_SECONDS` (longer in a crowd: :data:`CROWD`), once for all that
        changed meanwhile."""
        if self.flushing is None and self.members:
            loop = asyncio.get_running_loop()
            delay = FLUSH_SECONDS * max(1.0, len(self.members) / CROWD)
            self.flushing = loop.call_later(delay, self.flush)

    def flush(self) -> None:
        """Send what changed since the last word to everyone in the lobby."""
        self.flushing = None
        if not self.members:
            self.came.clear()
            self.left.clear()
            return
        tables = self.tables()
        data = encode(LobbyChanged(tables))
        told = data != self.told
        self.told = data
        if not (told or self.came or self.left):
            return
        change = LobbyChanged(tables if told else None, list(self.came), list(self.left))
        self.came, self.left = {}, {}
        deliver(tuple(self.members), encode(change), self.server.limits.send_buffer)

    def send_all(self, message: Message) -> None:
        deliver(tuple(self.members), encode(message), self.server.limits.send_buffer)

    def stop(self) -> None:
        for task in self.asking:
            task.cancel()
        if self.flushing is not None:
            self.flushing.cancel()
            self.flushing = None
