"""The headless client: a table's messages as a stream, commands sent, the seat kept through drops.

A user interface drives :class:`Client`: ``create`` or ``join`` a table, then read ``await
client.next()`` (or ``async for message in client``) for the server's typed messages and the
client's own notices (:class:`Dropped`, :class:`Reconnected`, :class:`GaveUp`), and send commands
(``roll``, ``hold``, ``score``, ``undo``, ``chat``, ...). ``client.state`` is the server's last
word on the table and ``client.game`` the same as a core ``Game`` for review keys and the announcer.
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
from dataclasses import dataclass, field
from typing import Any, Final

import msgspec
from websockets.exceptions import ConnectionClosed

from talking_yahtzee.core.game import Game
from talking_yahtzee.core.rules import Category
from talking_yahtzee.net.dial import GONE, Dialer, is_moved, server_urls
from talking_yahtzee.net.inprocess import ClientSocket
from talking_yahtzee.net.mirror import Mirror, seat_named, welcome_turns
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
    NewGame,
    Refused,
    Remove,
    Resume,
    RollDice,
    Score,
    SeatChanged,
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

log = logging.getLogger(__name__)

FINAL_REFUSALS: Final = frozenset({"unknown-table", "bad-token", "too-many-attempts", "version"})
"""Refusals of a reconnection that trying again cannot change."""
MOVED_TRIES: Final = 20
"""Times a first join follows ``moved`` to a server gone (its table is being handed over)."""


@dataclass(frozen=True, slots=True)
class Dropped:
    """The connection dropped; the client is reconnecting (sent once per drop)."""


@dataclass(frozen=True, slots=True)
class Reconnected:
    """Back at the table; ``missed`` holds the moves made meanwhile, oldest first."""

    missed: list[Update | Undone] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class GaveUp:
    """The client stopped reconnecting: ``reason`` is the server's refusal or ``closed``."""

    reason: str


Incoming = ServerMessage | Dropped | Reconnected | GaveUp


class NotConnected(Exception):
    """A command while the connection is down (the client is reconnecting)."""


class JoinRefused(Exception):
    """The server refused to seat this client; ``reason`` is the protocol's refusal id."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason
        self.detail = detail


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
        self.first_delay = first_delay
        self.max_delay = max_delay
        self.connection: ClientSocket | None = None
        """The open WebSocket, None while reconnecting."""
        self.code: str | None = None
        self.seat: int | None = None
        self.token: str | None = None
        self.key: str | None = None
        self.returned = False
        """The last join took back a seat this player held already."""
        self.welcome_missed: list[Update | Undone] = []
        """The moves that welcome said were made while this person was away (``net.missed``)."""
        self.name = ""
        self.state: TableState | None = None
        self.last_seq = 0
        self.muted: set[int | None] = set()
        """Seats whose chat lines are not passed on (None: spectators)."""
        self.bad_messages = 0
        self._mirror = Mirror()
        self._queue: asyncio.Queue[Incoming | None] = asyncio.Queue()
        self._task: asyncio.Task[None] | None = None
        self._online = asyncio.Event()
        self._online.set()
        self._closing = False
        self._done = False

    # -- questions --------------------------------------------------------------------------------

    @property
    def url(self) -> str:
        """The server this client is at, or tries first."""
        return self.dialer.url

    @property
    def game(self) -> Game | None:
        """The server's last state as a core ``Game`` (None before the game starts)."""
        return self._mirror.game

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
            PROTOCOL_VERSION, name, seats, rules, spectators, away_seconds, undo, turn_seconds,
            key, public, rated,
        )  # fmt: skip
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
        self.name = name
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
            self.name = welcome.state.seats[welcome.seat].name
        self._task = asyncio.get_running_loop().create_task(self._run())
        return welcome

    async def _open(self, hello: ClientMessage) -> tuple[ClientSocket | None, Welcome | Refused]:
        ws, reply = await self.dialer.open(hello, self._decode)
        if isinstance(reply, Welcome):
            self._welcomed(reply)
        return ws, reply

    def _welcomed(self, welcome: Welcome) -> None:
        self.code, self.seat = welcome.code, welcome.seat
        seated = welcome.seat is not None
        self.token = welcome.token or self.token or (self.key if seated else None)
        self._mirror.turns = welcome_turns(welcome)  # the game's so far (net.turns)
        self._take_state(welcome.state)

    # -- commands ---------------------------------------------------------------------------------

    async def send(self, message: ClientMessage) -> None:
        """:raises NotConnected: while the connection is down."""
        ws = self.connection
        if ws is None:
            raise NotConnected()
        try:
            await ws.send(encode(message), text=True)
        except ConnectionClosed:
            raise NotConnected() from None

    async def start(self) -> None:
        await self.send(Start())

    async def roll(self) -> None:
        await self.send(RollDice())

    async def hold(self, position: int) -> None:
        """Hold or release die ``position`` (0 to 4)."""
        await self.send(Hold(position))

    async def set_held(self, positions: list[int]) -> None:
        await self.send(SetHeldDice(positions))

    async def score(self, category: Category) -> None:
        await self.send(Score(category))

    async def undo(self) -> None:
        await self.send(Undo())

    async def chat(self, text: str) -> None:
        await self.send(Chat(text))

    async def remove(self, seat: int) -> None:
        await self.send(Remove(seat))

    async def end(self) -> None:
        await self.send(End())

    def mute(self, seat: int | None, muted: bool = True) -> None:
        """Stop (or start again) passing on the chat of ``seat``."""
        if muted:
            self.muted.add(seat)
        else:
            self.muted.discard(seat)

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
            self.bad_messages += 1
            log.warning("a message from the server was not valid: %s", error)
            return None
        return message

    def _take_state(self, state: TableState | None) -> None:
        if state is None:
            return
        try:
            self._mirror.update(state)
        except (ValueError, KeyError) as error:
            self.bad_messages += 1
            log.warning("the server's state was not valid: %s", error)
            return
        self.state = state
        self.last_seq = max(self.last_seq, state.seq)
        self.seat = seat_named(state, self.seat, self.name)

    def _handle(self, raw: str | bytes) -> None:
        message = self._decode(raw)
        if message is None:
            return
        if isinstance(message, Update | Undone):
            self.last_seq = max(self.last_seq, message.seq)
            self._mirror.heard(message)  # the game's turns, for a record (net.turns)
        if isinstance(message, Welcome):  # a spectator took a seat
            self._welcomed(message)
        elif isinstance(message, Update | Undone | SeatChanged | NewGame):
            self._take_state(message.state)
        if isinstance(message, ChatLine) and message.seat in self.muted:
            return
        if isinstance(message, TableClosed) and message.reason != "finished":
            self._done = True
        if isinstance(message, Refused) and message.reason == "replaced":  # by another client:
            self._done = not self.dialer.attempts.mine(message.detail)  # by its own: reconnect
        self._queue.put_nowait(message)

    async def _run(self) -> None:
        try:
            while True:
                ws = self.connection
                assert ws is not None
                with contextlib.suppress(ConnectionClosed):
                    async for raw in ws:
                        self._handle(raw)
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
