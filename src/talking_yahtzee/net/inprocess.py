"""In-process connections: a browser page's session reaching this server's tables in memory.

A page's session (``ui.web_session``) plays through the same client objects as a terminal
(``net.client.Client``, ``net.lobby_client.LobbyClient``) and the server handles it as one more
client connection (``net.server.Server.handler``): the same protocol messages, in the same order,
under the same per-address limits. Only the wire is different: :func:`connect` gives the
session's clients, for the server's own address, a :class:`MemorySocket` pair instead of a
loopback WebSocket, the server's end carrying the page's own address (its ``remote_address``).
Which server is "its own" is a context variable (:data:`LOCAL`) set by the session for its task
and the tasks it starts, never from anything the page sends; any other address (a cluster's
``moved``) is dialled over the network as a terminal client would, naming the page's address in
``X-Forwarded-For`` (believed there when the cluster's servers trust each other as proxies).
"""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import AsyncIterator, Callable, Coroutine
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.client import ClientConnection
from websockets.asyncio.client import connect as ws_connect
from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosedOK

FORWARDED = "X-Forwarded-For"
"""The header in which a session reaching another server of its cluster names the page's
address; that server believes it when this one is among its trusted proxies."""
HIGH_WATER = 64 * 1024
"""Bytes unread at an in-memory end that count as a full send buffer (as a transport's mark)."""


@dataclass(frozen=True, slots=True)
class MemoryRequest:
    """What the server reads of an opening request: the path and the headers."""

    path: str
    headers: Headers


class MemoryTransport:
    """The part of a transport the server's guards read: the bytes not yet read by the peer."""

    def __init__(self, socket: MemorySocket) -> None:
        self.socket = socket

    def get_write_buffer_size(self) -> int:
        peer = self.socket.peer
        return peer.unread if peer is not None else 0

    def get_write_buffer_limits(self) -> tuple[int, int]:
        return 0, HIGH_WATER

    def is_closing(self) -> bool:
        return self.socket.closed

    def abort(self) -> None:
        self.socket.shut()


class MemorySocket:
    """One end of a connection held in memory: sends go straight into the other end's queue.
    Each end holds the other weakly (an end nobody holds any more is closed), so that no cycle
    outlives the connection: the server's heap keeper freezes what lives, and a frozen cycle is
    never collected (``net.guard.HeapKeeper``)."""

    def __init__(self, remote: str, request: MemoryRequest | None = None) -> None:
        self._peer: weakref.ref[MemorySocket] | None = None
        self.remote_address: tuple[str, int] = (remote, 0)
        self.request = request
        self.inbox: asyncio.Queue[str | bytes | None] = asyncio.Queue()
        self.unread = 0
        """Bytes in :attr:`inbox` not yet read."""
        self.closed = False

    @property
    def peer(self) -> MemorySocket | None:
        return self._peer() if self._peer is not None else None

    @property
    def transport(self) -> MemoryTransport:
        return MemoryTransport(self)

    def put(self, data: str | bytes) -> None:
        """Send ``data`` without waiting (the server's broadcast)."""
        peer = self.peer
        if self.closed or peer is None or peer.closed:
            self.shut()
            return
        peer.unread += len(data)
        peer.inbox.put_nowait(data)

    async def send(self, data: str | bytes, text: bool | None = None) -> None:
        """:raises ConnectionClosedOK: once either end is closed."""
        peer = self.peer
        if self.closed or peer is None or peer.closed:
            self.shut()
            raise ConnectionClosedOK(None, None)
        self.put(data)

    async def recv(self) -> str | bytes:
        """The next message. :raises ConnectionClosedOK: once the connection is closed and
        everything sent before was read."""
        item = await self.inbox.get()
        if item is None:
            self.inbox.put_nowait(None)
            raise ConnectionClosedOK(None, None)
        self.unread -= len(item)
        return item

    async def __aiter__(self) -> AsyncIterator[str | bytes]:
        while True:
            try:
                yield await self.recv()
            except ConnectionClosedOK:
                return

    async def close(self, code: int = 1000, reason: str = "") -> None:
        self.shut()

    async def wait_closed(self) -> None:
        return None

    def shut(self) -> None:
        """Close both ends at once: each reads what was sent before, then the end."""
        for end in (self, self.peer):
            if end is not None and not end.closed:
                end.closed = True
                end.inbox.put_nowait(None)


def pair(address: str, headers: dict[str, str]) -> tuple[MemorySocket, MemorySocket]:
    """A client's end and the server's end (whose peer is the page at ``address``)."""
    client = MemorySocket("127.0.0.1")
    server = MemorySocket(address, MemoryRequest("/", Headers(headers)))
    client._peer = weakref.ref(server, _shut_when_gone(client))
    server._peer = weakref.ref(client, _shut_when_gone(server))
    return client, server


def _shut_when_gone(end: MemorySocket) -> Callable[[object], None]:
    """Close ``end`` once its peer is gone unclosed (held weakly, so no cycle)."""
    held = weakref.ref(end)

    def gone(_peer: object) -> None:
        alive = held()
        if alive is not None:
            alive.shut()

    return gone


@dataclass
class Local:
    """This server as a session's clients reach it: its own address, the handler of its client
    connections, and the page's address its connections count as."""

    url: str
    address: str
    handler: Callable[[Any], Coroutine[Any, Any, None]]
    tasks: set[asyncio.Task[None]] = field(default_factory=set)

    def open(self, headers: dict[str, str]) -> MemorySocket:
        client, server = pair(self.address, headers)
        task = asyncio.get_running_loop().create_task(self.handler(server))
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)
        return client


LOCAL: ContextVar[Local | None] = ContextVar("talking_yahtzee_local_server", default=None)
"""The server a browser's session is inside (set for its task); None elsewhere."""


async def connect(url: str, **options: Any) -> ClientConnection | MemorySocket:
    """A connection to ``url``: in memory when it is the session's own server, else over the
    network (``options``: ``websockets.asyncio.client.connect``'s)."""
    local = LOCAL.get()
    if local is not None and url == local.url:
        return local.open(dict(options.get("additional_headers") or {}))
    if local is not None:  # another server of the cluster (``moved``): the page's own address
        headers = dict(options.get("additional_headers") or {})
        options = {**options, "additional_headers": {**headers, FORWARDED: local.address}}
    return await ws_connect(url, **options)


ClientSocket = ClientConnection | MemorySocket
"""A client's connection: a WebSocket, or in memory inside the server's own process."""
