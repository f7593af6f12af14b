"""The server's doorway: opening requests bounded before they end, closed connections freed at once.

A WebSocket connection begins with an HTTP request; until its blank line arrives, websockets
keeps every header byte (up to 128 lines of 8 KiB each: a MiB a connection). :class:`Doorway`
bounds that time (:meth:`Doorway.receive`, called with each piece of data before the request is
complete): at most ``Limits.request_bytes`` for one request, ``Limits.unfinished_bytes`` held by
every unfinished request together, and ``Limits.unfinished_per_address`` unfinished connections
from one address (a trusted reverse proxy's own address aside). A connection past any of them is
cut at once, without an answer; one line a minute is logged. The whole opening handshake must end
within ``Limits.handshake_seconds`` (websockets' ``open_timeout``).

A closed connection must be freed at once by reference counting, even once the heap keeper has
frozen it (``net.guard.HeapKeeper``), or what it held (a hostile request's headers too) stays
until a full collection that no longer runs: :func:`untangle` breaks the reference cycles that
asyncio's transport and websockets' exceptions leave. :class:`Trimmer` then asks glibc to give
freed memory back to the system (``malloc_trim``) once a burst of closed connections is over.
"""

from __future__ import annotations

import asyncio
import ctypes
import ctypes.util
import logging
import sys
import time
from collections.abc import Callable
from typing import Any, Protocol

from talking_yahtzee.net.limits import Limits, Quiet, address_key

log = logging.getLogger(__name__)

TRIM_AFTER = 2.0
"""Seconds without a closed connection (or with few) before freed memory is given back."""
TRIM_CLOSED = 64
"""Closed connections since the last trim that make one worth its time."""
TRIM_BYTES = 4 << 20
"""Or header bytes that were held by requests since the last trim."""


class Opening(Protocol):
    """A connection whose opening request is not complete (``net.guard``'s connection class)."""

    held: int
    """Bytes of its request received so far."""

    def cut(self) -> None: ...


class Doorway:
    """Unfinished opening requests: their bytes, in all and per connection, and their addresses."""

    def __init__(self, limits: Limits, exempt: Callable[[str], bool] = lambda address: False):
        self.limits = limits
        self.exempt = exempt
        """Addresses not limited per address (a trusted reverse proxy's)."""
        self.requests: dict[Opening, str] = {}
        """Each connection with a request not complete yet, and its address."""
        self.held = 0
        """Bytes held by those requests."""
        self.peak = 0
        """The most they ever held at once."""
        self.unfinished: dict[str, int] = {}
        self.cut = 0
        self.quiet = Quiet()

    def enter(self, opening: Opening, address: str) -> bool:
        """A new connection from ``address``: whether it may send its request."""
        count = self.unfinished.get(address, 0)
        if count >= self.limits.unfinished_per_address and not self.exempt(address):
            self._refused(f"{address} has {count} requests unfinished")
            return False
        self.unfinished[address] = count + 1
        self.requests[opening] = address
        return True

    def receive(self, opening: Opening, size: int) -> bool:
        """``size`` more bytes of ``opening``'s request: whether they may be kept. Past the
        budget of every request together, the request holding the most is cut to make room
        (a hostile one: people's are a few hundred bytes), or this one if it holds the most."""
        limits = self.limits
        if opening.held + size > limits.request_bytes:
            self._refused(f"a request's headers passed {limits.request_bytes} bytes")
            return False
        while self.held + size > limits.unfinished_bytes:
            largest = max(self.requests, key=lambda r: r.held)
            if largest.held <= opening.held:
                self._refused(f"unfinished requests hold {self.held} bytes")
                return False
            self._refused(f"unfinished requests hold {self.held} bytes; the largest is cut")
            self.done(largest)
            largest.cut()
        opening.held += size
        self.held += size
        self.peak = max(self.peak, self.held)
        return True

    def done(self, opening: Opening) -> None:
        """``opening``'s request is complete, or it is cut or lost: what it held is let go."""
        address = self.requests.pop(opening, None)
        if address is None:
            return
        self.held -= opening.held
        count = self.unfinished.get(address, 0) - 1
        if count > 0:
            self.unfinished[address] = count
        else:
            self.unfinished.pop(address, None)

    def _refused(self, why: str) -> None:
        self.cut += 1
        held = self.quiet.due(time.monotonic())
        if held is not None:
            log.warning("opening requests cut at the doorway's limit: %s (%d since)", why, held)


def peer_address(transport: asyncio.BaseTransport) -> str:
    peer = transport.get_extra_info("peername")
    return address_key(str(peer[0])) if peer else "?"


def untangle(connection: Any) -> None:
    """Break the reference cycles a closed websockets connection leaves: asyncio's transport
    holds its own bound method (``_read_ready_cb``), and an exception kept by the connection, its
    protocol or its request holds, through its traceback's frames, what raised it."""
    transport = getattr(connection, "transport", None)
    if transport is not None and getattr(transport, "_read_ready_cb", None) is not None:
        transport._read_ready_cb = None
    for holder in (
        connection,
        getattr(connection, "protocol", None),
        getattr(connection, "request", None),
        getattr(connection, "response", None),
    ):
        for value in list(getattr(holder, "__dict__", {}).values()):
            if isinstance(value, BaseException):
                _forget_traceback(value)


def _forget_traceback(error: BaseException) -> None:
    seen: set[int] = set()
    pending: list[BaseException | None] = [error]
    while pending:
        exc = pending.pop()
        if exc is None or id(exc) in seen:
            continue
        seen.add(id(exc))
        exc.__traceback__ = None
        pending += (exc.__context__, exc.__cause__)


class Trimmer:
    """Give freed memory back to the system (glibc's ``malloc_trim``) once the closing of many
    connections, or of requests that held many bytes, is over; nothing where there is no glibc."""

    def __init__(self) -> None:
        self.trim = _malloc_trim()
        self.closed = 0
        self.freed = 0
        self.handle: asyncio.TimerHandle | None = None
        self.trims = 0

    def note(self, closed: int = 1, freed: int = 0) -> None:
        """``closed`` connections closed, ``freed`` header bytes let go: a trim soon, once
        enough were and none has been for :data:`TRIM_AFTER` seconds."""
        if self.trim is None:
            return
        self.closed += closed
        self.freed += freed
        if self.closed < TRIM_CLOSED and self.freed < TRIM_BYTES:
            return
        if self.handle is not None:
            self.handle.cancel()
        self.handle = asyncio.get_running_loop().call_later(TRIM_AFTER, self.now)

    def now(self) -> None:
        """Trim in a thread: giving back 700 MiB takes glibc about 90 ms, which the loop must
        not wait for (only a large allocation of the loop's may wait for an arena meanwhile)."""
        self.handle = None
        self.closed = self.freed = 0
        if self.trim is not None:
            self.trims += 1
            asyncio.get_running_loop().run_in_executor(None, self.trim, 0)

    def stop(self) -> None:
        if self.handle is not None:
            self.handle.cancel()
            self.handle = None


def _malloc_trim() -> Callable[[int], int] | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        trim: Callable[[int], int] = libc.malloc_trim
    except (OSError, AttributeError):  # musl and others: no malloc_trim
        return None
    return trim
