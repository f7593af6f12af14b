"""The lobby: who is in it, its chat, and the public tables listed for everyone in it.

A connection enters with ``lobby`` (a name, unique in the lobby) and gets a ``lobby`` state: the
public tables (rules, seats free, who sits there, spectators allowed) and the people in the
lobby; the state is sent again whenever it changes. ``chat`` there goes to the lobby. ``tables``
answers once, for scripts (``yahtzee online --tables``). In a cluster the other servers' public
tables are listed too (``net.lobby_shared``). Creating or joining a table from the
lobby's connection leaves the lobby.
"""

from __future__ import annotations

from talking_yahtzee.core.text import clean, clean_name, name_key
from talking_yahtzee.net.connection import Connection, deliver
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
    ListTables,
    LobbyState,
    Message,
    Refused,
    Resume,
    TableSummary,
    encode,
)
from talking_yahtzee.net.runner import Lobby
from talking_yahtzee.net.table import Refusal, Table


def summary(table: Table) -> TableSummary:
    state = table.state()
    free = sum(not s.taken for s in state.seats) if state.status == "waiting" else 0
    players = [s.name for s in state.seats if s.taken]
    return TableSummary(
        state.code, state.rules, state.status, len(state.seats), free, players,
        state.spectators, state.watching,
    )  # fmt: skip


class LobbyRoom:
    """The people in the lobby, by connection, and what they were last told."""

    def __init__(self, server: Lobby) -> None:
        self.server = server
        self.members: dict[Connection, str] = {}
        self.told: bytes = b""
        self.others: list[TableSummary] = []
        """The public tables of the other servers of a cluster (``net.lobby_shared``)."""

    def own_tables(self) -> list[TableSummary]:
        """The public live tables this server holds."""
        return [
            summary(r.table)
            for r in self.server.tables.values()
            if r.table.config.public and r.table.status in ("waiting", "playing")
        ]

    def state(self) -> LobbyState:
        """Its own public tables and the other servers' of a cluster (``others``), by code."""
        tables = {t.code: t for t in self.others}
        tables.update((t.code, t) for t in self.own_tables())  # what it holds, as it is now
        listed = [tables[code] for code in sorted(tables)]
        return LobbyState(listed, sorted(self.members.values(), key=name_key))

    def handles(self, conn: Connection, message: ClientMessage, now: float) -> bool:
        """Handle ``message`` if it is the lobby's; whether it was.

        :raises Refusal: a name taken or empty, chat too fast or empty.
        """
        if isinstance(message, EnterLobby | ListTables):
            if message.version != PROTOCOL_VERSION:
                self.server.send(conn, Refused("version", f"this server speaks {PROTOCOL_VERSION}"))
                self.server.close(conn, 1002, "protocol version")
            elif isinstance(message, ListTables):
                self.server.send(conn, self.state())
            else:
                self.enter(conn, message.name)
            return True
        if conn not in self.members:
            return False
        if isinstance(message, Chat):
            if not conn.chat.take(now):
                raise Refusal("chat-rate")
            text = clean(message.text, limit=CHAT_MAX)
            if not text:
                raise Refusal("empty-chat")
            self.send_all(ChatLine(None, self.members[conn], text))
            return True
        if isinstance(message, Leave | CreateTable | JoinTable | Resume):
            self.leave(conn)  # to a table, or away: the hello goes on to the server
            return isinstance(message, Leave)
        return False

    def enter(self, conn: Connection, name: str) -> None:
        name = clean_name(name)
        if not name:
            raise Refusal("bad-name")
        others = [n for c, n in self.members.items() if c is not conn]
        if any(name_key(n) == name_key(name) for n in others):
            raise Refusal("name-taken")
        self.members[conn] = conn.name = name
        self.told = b""
        self.changed()

    def leave(self, conn: Connection) -> None:
        if self.members.pop(conn, None) is not None:
            self.changed()

    def changed(self) -> None:
        """Send the lobby's state to everyone in it, if it changed since they were last told."""
        if not self.members:
            return
        data = encode(self.state())
        if data != self.told:
            self.told = data
            deliver(tuple(self.members), data, self.server.limits.send_buffer)

    def send_all(self, message: Message) -> None:
        deliver(tuple(self.members), encode(message), self.server.limits.send_buffer)
