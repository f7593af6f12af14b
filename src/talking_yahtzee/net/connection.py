"""A client's connection on the server: where it sits, its limits, and sends that never pile up.

A client that stops reading is cut (:func:`drop`) instead of having its messages held for it:
:func:`deliver` checks each connection's send buffer first. A browser page's connection is held
in memory (``net.inprocess``): the same messages, put in its queue instead of written to a socket.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterable
from typing import TYPE_CHECKING

from websockets.asyncio.server import ServerConnection
from websockets.protocol import State

from talking_yahtzee.net.identity import ATTEMPT_HEADER, parse_attempt, superseded
from talking_yahtzee.net.inprocess import MemorySocket
from talking_yahtzee.net.limits import Bucket, Limits, Quiet

if TYPE_CHECKING:
    from talking_yahtzee.net.table import Table

log = logging.getLogger(__name__)

Socket = ServerConnection | MemorySocket
"""A client's connection as the server holds it: a WebSocket, or a page's session in memory."""

_dropped = Quiet()


class Connection:
    """One client's connection: where it sits, and what it may still do."""

    def __init__(self, ws: Socket, address: str, limits: Limits, now: float) -> None:
        self.ws = ws
        self.address = address
        self.table: Table | None = None
        self.seat: int | None = None
        self.name = ""
        self.messages = Bucket(limits.messages_per_second, limits.message_burst, now)
        self.chat = Bucket(limits.chat_per_second, limits.chat_burst, now)
        self.flooded = 0
        self.bad = 0
        self.failed_joins = 0
        self.stalled = 0
        """Sweeps in a row that found this client's send buffer over the transport's mark."""
        self.key_hash: str | None = None
        """A spectator's key, hashed: the same key watching again replaces this connection."""
        self.busy = False
        """A message of this client's is in hand (read, not yet answered): no close until it is."""
        self.closing: tuple[int, str] | None = None
        """A close asked while busy (code, reason): made once the message is answered."""
        request = ws.request
        self.attempt = parse_attempt(request.headers.get(ATTEMPT_HEADER)) if request else None
        """Which attempt of which client this is (``net.identity.ATTEMPT_HEADER``), if it said."""

    def attempt_named(self) -> str:
        """This attempt as the header names it, or empty."""
        return f"{self.attempt[0]} {self.attempt[1]}" if self.attempt is not None else ""


def stale(conn: Connection, others: Iterable[Connection]) -> bool:
    """Whether ``conn`` is an attempt its own client gave up: one of ``others`` (connections
    holding what it asks for) is the same client's later attempt. It must replace none of them."""
    return any(superseded(conn.attempt, other.attempt) for other in others)


def text_frame(data: bytes) -> bytes:
    """``data`` as a server's WebSocket text frame (RFC 6455: final, unmasked, no extension:
    the server runs without compression), the same bytes for every connection."""
    size = len(data)
    if size < 126:
        return bytes((0x81, size)) + data
    if size < 1 << 16:
        return b"\x81\x7e" + size.to_bytes(2, "big") + data
    return b"\x81\x7f" + size.to_bytes(8, "big") + data


def deliver(conns: Iterable[Connection], data: bytes, limit: int) -> None:
    """Send ``data`` to each of ``conns``; one with over ``limit`` bytes still unsent is dropped
    instead (its client stopped reading), and its table hears "connection lost".

    The frame is made once and written as it is to each open WebSocket's transport (what
    ``websockets.broadcast`` does per connection, without a frame object and a serialisation
    for each; websockets writes its own frames, pings and closes at once, so the order holds).
    A connection that is closing, or in the middle of a fragmented message (never, here), is
    skipped as ``broadcast`` skips it."""
    frame: bytes | None = None
    for conn in conns:
        ws = conn.ws
        if ws.transport.get_write_buffer_size() > limit:
            drop(conn, "its send buffer is full")
        elif isinstance(ws, MemorySocket):
            ws.put(data)
        elif ws.protocol.state is State.OPEN and ws.send_in_progress is None:
            if frame is None:
                frame = text_frame(data)
            ws.transport.write(frame)


def drop(conn: Connection, why: str) -> None:
    """Cut ``conn`` at once, without a closing handshake (its client is not reading)."""
    transport = conn.ws.transport
    if transport.is_closing():
        return
    held = _dropped.due(asyncio.get_running_loop().time())
    if held is not None:
        log.info("a client at %s was dropped: %s (%d more not logged)", conn.address, why, held)
    transport.abort()
