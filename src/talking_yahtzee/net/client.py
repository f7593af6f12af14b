"""The headless client: a table's messages as a stream, commands sent, the seat kept through drops.

A user interface drives :class:`Client`: ``create`` or ``join`` a table, then read ``await
client.next()`` (or ``async for message in client``) for the server's typed messages and the
client's own notices (:class:`Dropped`, :class:`Reconnected`, :class:`GaveUp`), and send commands
(``roll``, ``hold``, ``score``, ``undo``, ``chat``, ...). ``client.state`` is the server's last
word on the table and ``client.game`` the same as a core ``Game`` for review keys and the announcer
(``net.table_view`` keeps them, whole or changed by each update).
A dropped connection is reopened by itself with backoff, presenting the seat's token. The URL may
name several servers of one cluster, comma-separated: the client tries the next when one is gone,
and follows a ``moved`` answer to the server that holds its table (docs/protocol.md).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import ssl
from collections.abc import AsyncIterator
from typing import Any, Final

import msgspec
from websockets.exceptions import ConnectionClosed

from talking_yahtzee.core.game import Game
from talking_yahtzee.core.rules import Category
from talking_yahtzee.net.client_notices import Dropped as Dropped
from talking_yahtzee.net.client_notices import GaveUp as GaveUp
from talking_yahtzee.net.client_notices import Incoming as Incoming
from talking_yahtzee.net.client_notices import JoinRefused as JoinRefused
from talking_yahtzee.net.client_notices import NotConnected as NotConnected
from talking_yahtzee.net.client_notices import Reconnected as Reconnected
from talking_yahtzee.net.dial import GONE, Dialer, is_moved, server_urls
from talking_yahtzee.net.inprocess import ClientSocket
from talking_yahtzee.net.pending import Pending
from talking_yahtzee.net.protocol import (
    PROTOCOL_VERSION,
    SERVER_DECODER,
    BadEvent,
    Chat,
    ChatLine,
    ClientMessage,
    CreateTable,
    End,
    Hold,
    JoinTable,
    Leave,
    Refused,
    Remove,
    Resume,
    Resync,
    RollDice,
    Score,
    SeatSpec,
    ServerMessage,
    SetHeldDice,
    Start,
    TableClosed,
    TableState,
    Undo,
    Undone,
    Update,
    Welcome,
    encode,
    events_of,
    normal_code,
)
from talking_yahtzee.net.table_view import TableView

log = logging.getLogger(__name__)

FINAL_REFUSALS: Final = frozenset({"unknown-table", "bad-token", "too-many-attempts", "version"})
"""Refusals of a reconnection that trying again cannot change."""
MOVED_TRIES: Final = 20
"""Times a first join follows ``moved`` to a server gone (its table is being handed over)."""


class Client:
    """One person's (or spectator's) connection to one table."""

    def __init__(
        self,
        url: str,
        *,
        first_delay: float = 0.5,
        max_delay: float = 15.0,
        open_timeout: float = 10.0,
        tls: ssl.SSLContext | None = None,
        ping_interval: float | None = 20.0,
    ) -> None:
        self.dialer = Dialer(server_urls(url), open_timeout, tls, ping_interval)
        self.first_delay, self.max_delay = first_delay, max_delay
        self.connection: ClientSocket | None = None
        """The open WebSocket, None while reconnecting."""
        self.code: str | None = None
        self.view = TableView()
        """The table as last heard: its state, this client's seat, the game."""
        self.token: str | None = None
        self.key: str | None = None
        self.returned = False
        """The last join took back a seat this player held already."""
        self.welcome_missed: list[Update | Undone] = []
        """The moves that welcome said were made while this person was away (``net.missed``)."""
        self.muted: set[int | None] = set()
        """Seats whose chat lines are not passed on (None: spectators)."""
        self.pending = Pending()  # moves sent, not yet answered (net.pending)
        self._queue: asyncio.Queue[Incoming | None] = asyncio.Queue()
        self._task: asyncio.Task[None] | None = None
        self._online = asyncio.Event()
        self._online.set()
        self._closing = self._done = False

    # -- questions --------------------------------------------------------------------------------

    @property
    def url(self) -> str:
        """The server this client is at, or tries first."""
        return self.dialer.url

    @property
    def game(self) -> Game | None:
        """The server's last state as a core ``Game`` (None before the game starts)."""
        return self.view.game

    @property
    def state(self) -> TableState | None:
        return self.view.state

    @property
    def last_seq(self) -> int:
        return self.view.last_seq

    @property
    def seat(self) -> int | None:
        return self.view.seat

    @property
    def name(self) -> str:
        return self.view.name

    @property
    def bad_messages(self) -> int:
        return self.view.bad

    @property
    def spectator(self) -> bool:
        return self.code is not None and self.seat is None

    def my_turn(self) -> bool:
        game = self.game
        return (
            game is not None
            and not game.is_over
            and self.seat == game.current
            and self.state is not None
            and self.state.status == "playing"
        )

    # -- sitting down -----------------------------------------------------------------------------

    async def create(
        self,
        name: str,
        seats: list[SeatSpec],
        *,
        rules: str = "official",
        spectators: bool = True,
        away_seconds: float | None = 120.0,
        undo: bool = True,
        turn_seconds: float | None = None,
        key: str | None = None,
        public: bool = False,
        rated: bool = False,
    ) -> Welcome:
        """Create a table and sit at its first seat as its host. :raises JoinRefused: with the
        server's reason. :raises OSError: if it cannot be reached."""
        hello = CreateTable(
            PROTOCOL_VERSION,
            name,
            seats,
            rules,
            spectators,
            away_seconds,
            undo,
            turn_seconds,
            key,
            public,
            rated,
        )
        return await self._sit(hello, name)

    async def join(
        self, code: str, name: str, *, spectate: bool = False, key: str | None = None
    ) -> Welcome:
        """Join the table ``code`` (spaces and dashes allowed), in a seat or to watch.

        ``key``: the player's key for this server; a seat it holds is taken back (the welcome's
        ``missed`` then holds the moves made meanwhile, and :attr:`returned` is true).
        """
        self.key = key
        hello = JoinTable(PROTOCOL_VERSION, normal_code(code), name, spectate, key)
        welcome = await self._sit(hello, name)
        self.returned = welcome.seat is not None and welcome.state.status != "waiting"
        self.welcome_missed = list(welcome.missed)  # since they went away (net.missed)
        return welcome

    async def resume(self, code: str, token: str, *, last_seq: int = 0) -> Welcome:
        """Take back a seat by its token (a program started again, or another device): the
        welcome lists the moves after ``last_seq`` that are still remembered."""
        self.token = token
        return await self._sit(Resume(PROTOCOL_VERSION, normal_code(code), token, last_seq), "")

    async def _sit(self, hello: ClientMessage, name: str) -> Welcome:
        if self._task is not None:
            raise RuntimeError("this client is at a table already")
        self.view.name = name
        for attempt in range(MOVED_TRIES):
            ws, welcome = await self._open(hello)
            if not is_moved(welcome):
                break
            await asyncio.sleep(min(self.max_delay, self.first_delay * (1 + attempt % 4)))
        if isinstance(welcome, Refused):
            raise JoinRefused(welcome.reason, welcome.detail)
        assert ws is not None
        self.connection = ws
        if welcome.seat is not None:
            self.view.name = welcome.state.seats[welcome.seat].name
        self._task = asyncio.get_running_loop().create_task(self._run())
        return welcome

    async def _open(self, hello: ClientMessage) -> tuple[ClientSocket | None, Welcome | Refused]:
        ws, reply = await self.dialer.open(hello, self._decode)
        if isinstance(reply, Welcome):
            self._welcomed(reply)
        return ws, reply

    def _welcomed(self, welcome: Welcome) -> None:
        self.code = welcome.code
        seated = welcome.seat is not None
        self.token = welcome.token or self.token or (self.key if seated else None)
        self.view.welcomed(welcome)

    # -- commands ---------------------------------------------------------------------------------

    async def send(self, message: ClientMessage) -> None:
        """:raises NotConnected: while the connection is down."""
        if (ws := self.connection) is None:
            raise NotConnected()
        self.pending.sent(message, self.seat)
        try:
            await ws.send(encode(message), text=True)
        except ConnectionClosed:  # not sent: the player hears "Nothing was sent"
            self.pending.unsent(message)
            raise NotConnected() from None

    async def start(self) -> None:
        await self.send(Start())

    async def roll(self) -> None:
        await self.send(RollDice(self.last_seq))

    async def hold(self, position: int) -> None:
        """Hold or release die ``position`` (0 to 4)."""
        await self.send(Hold(position, self.last_seq))

    async def set_held(self, positions: list[int]) -> None:
        await self.send(SetHeldDice(positions, self.last_seq))

    async def score(self, category: Category) -> None:
        await self.send(Score(category, self.last_seq))

    async def undo(self) -> None:
        await self.send(Undo(self.last_seq))

    async def chat(self, text: str) -> None:
        await self.send(Chat(text))

    async def remove(self, seat: int) -> None:
        await self.send(Remove(seat))

    async def end(self) -> None:
        await self.send(End())

    def mute(self, seat: int | None, muted: bool = True) -> None:
        """Stop (or start again) passing on the chat of ``seat``."""
        (self.muted.add if muted else self.muted.discard)(seat)

    # -- the stream -------------------------------------------------------------------------------

    async def next(self) -> Incoming:
        """The next message. :raises EOFError: once the client is closed and all was read."""
        item = await self._queue.get()
        if item is None:
            self._queue.put_nowait(None)
            raise EOFError("the client is closed")
        return item

    def __aiter__(self) -> AsyncIterator[Incoming]:
        return self._iterate()

    async def _iterate(self) -> AsyncIterator[Incoming]:
        while True:
            try:
                yield await self.next()
            except EOFError:
                return

    def _decode(self, raw: str | bytes) -> ServerMessage | None:
        try:
            message: ServerMessage = SERVER_DECODER.decode(raw)
            if isinstance(message, Update):
                events_of(message)
        except (msgspec.ValidationError, msgspec.DecodeError, BadEvent) as error:
            self.view.bad += 1
            log.warning("a message from the server was not valid: %s", error)
            return None
        return message

    def _handle(self, raw: str | bytes) -> bool:
        """Take in one message from the server; True: ask for the whole state (``resync``)."""
        message = self._decode(raw)
        if message is None:
            return False
        resync = False
        if isinstance(message, Welcome):  # a spectator took a seat
            self._welcomed(message)
        else:
            resync = self.view.heard(message)
        if isinstance(message, ChatLine) and message.seat in self.muted:
            return resync
        if isinstance(message, TableClosed) and message.reason != "finished":
            self._done = True
        if isinstance(message, Refused) and message.reason == "replaced":  # by another client:
            self._done = not self.dialer.attempts.mine(message.detail)  # by its own: reconnect
        self._queue.put_nowait(self.pending.heard(message, self.seat))  # stale: NotTaken
        return resync

    async def _run(self) -> None:
        try:
            while True:
                ws = self.connection
                assert ws is not None
                with contextlib.suppress(ConnectionClosed):
                    async for raw in ws:
                        if self._handle(raw):
                            with contextlib.suppress(NotConnected):
                                await self.send(Resync())
                self.connection = None
                if self._closing or self._done:
                    return
                self._queue.put_nowait(Dropped())
                if not await self._reconnect() or self._closing:  # 3.11's wait_for can swallow
                    return  # the cancel of a close while a reconnection ends: issue 42's hang
        finally:
            ws, self.connection = self.connection, None
            if ws is not None:
                await ws.close()
            self._queue.put_nowait(None)

    async def _reconnect(self) -> bool:
        attempt = 0
        while not self._closing:
            await self._online.wait()
            delay = min(self.max_delay, self.first_delay * 2**attempt)
            await asyncio.sleep(delay * (1 + 0.25 * random.random()))
            attempt += 1
            if not self._online.is_set():
                continue
            hello: ClientMessage
            if self.seat is None:
                hello = JoinTable(PROTOCOL_VERSION, self.code or "", self.name, True, self.key)
            else:
                hello = Resume(PROTOCOL_VERSION, self.code or "", self.token or "", self.last_seq)
            seq = self.last_seq
            try:
                ws, reply = await self._open(hello)
            except GONE:
                continue
            if isinstance(reply, Refused):
                if reply.reason in FINAL_REFUSALS:
                    self._queue.put_nowait(GaveUp(reply.reason))
                    return False
                if is_moved(reply):  # the cluster is there: its table is handed over
                    attempt = min(attempt, 1)
                continue
            assert ws is not None
            self.connection = ws
            missed = [m for m in reply.missed if m.seq > seq]
            self._queue.put_nowait(Reconnected(missed))
            again = self.pending.returned(
                missed, self.seat, reply.state.seq, self._queue.put_nowait
            )
            with contextlib.suppress(NotConnected):  # dropped again: kept for the next return
                for command in again:  # made against this very state: sent again (net.pending)
                    await self.send(command)
            return True
        return False

    # -- going away -------------------------------------------------------------------------------

    def offline(self) -> None:
        """Drop the connection at once and stay away until :meth:`online` (a network cut)."""
        self._online.clear()
        ws = self.connection
        if ws is not None:
            ws.transport.abort()

    def online(self) -> None:
        self._online.set()

    async def leave(self) -> None:
        """Leave the table (a seat is given up before the game starts) and close."""
        with contextlib.suppress(NotConnected):
            await self.send(Leave())
        await self.close()

    async def close(self) -> None:
        self._closing = True
        self._online.set()
        ws = self.connection
        if ws is not None:
            await ws.close()
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
        self._queue.put_nowait(None)

    async def __aenter__(self) -> Client:
        return self

    async def __aexit__(self, *exc: Any) -> None:
        await self.close()
