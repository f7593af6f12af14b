"""Limits per address that hold across all servers of a cluster: join attempts, tables, connections.

One server counts in its own memory (``net.limits.AddressBuckets``, :class:`LocalConnections`).
Servers that share a Valkey store count there (:class:`SharedBuckets`, :class:`SharedConnections`),
so that guessing codes, making tables or opening connections through several servers at once
gains nothing. A Valkey that does not answer falls back to this server's own count (one log line
a minute): the limits still hold per server. The server asks through :func:`allowed`,
:func:`admit` and :func:`dismiss`, which make Valkey's calls off the event loop (``net.offload``)
and keep this server's own counts in the loop.
"""

from __future__ import annotations

import logging
import time
from typing import Protocol, runtime_checkable

from talking_yahtzee.net.limits import AddressBuckets
from talking_yahtzee.net.offload import stored
from talking_yahtzee.net.rooms import StoreUnavailable

log = logging.getLogger(__name__)

QUIET_SECONDS = 60.0
"""At most one log line this often about a shared limit that could not be read."""


@runtime_checkable
class SharedStore(Protocol):
    """A store that counts limits for every server (``net.valkey_rooms.ValkeyRooms``)."""

    public_url: str

    def bucket(self, name: str, address: str, rate: float, burst: float, *, take: bool) -> bool:
        """Whether the shared token bucket ``name`` of ``address`` has a token (taking it)."""
        ...

    def enter(self, address: str, limit: int) -> bool: ...

    def leave(self, address: str) -> None: ...


class Buckets(Protocol):
    def has(self, address: str, now: float) -> bool: ...

    def take(self, address: str, now: float) -> bool: ...


class Connections(Protocol):
    def enter(self, address: str, limit: int) -> bool:
        """Count one more connection from ``address`` unless it has ``limit`` already."""
        ...

    def leave(self, address: str) -> None: ...


class LocalConnections:
    """Connections per address on this server."""

    def __init__(self) -> None:
        self.counts: dict[str, int] = {}

    def enter(self, address: str, limit: int) -> bool:
        count = self.counts.get(address, 0)
        if count >= limit:
            return False
        self.counts[address] = count + 1
        return True

    def leave(self, address: str) -> None:
        count = self.counts.get(address, 0) - 1
        if count > 0:
            self.counts[address] = count
        else:
            self.counts.pop(address, None)


class _Quiet:
    """Logs a failure of the shared store at most once a minute."""

    last = -QUIET_SECONDS

    @classmethod
    def failed(cls, what: str, error: StoreUnavailable) -> None:
        now = time.monotonic()
        if now - cls.last >= QUIET_SECONDS:
            cls.last = now
            log.warning("the shared %s limit is counted on this server alone: %s", what, error)


class SharedBuckets:
    """Token buckets per address in Valkey, on Valkey's clock; this server's own as a fallback."""

    def __init__(self, store: SharedStore, name: str, rate: float, burst: float) -> None:
        self.store = store
        self.name = name
        self.rate = rate
        self.burst = burst
        self.local = AddressBuckets(rate, burst)

    def has(self, address: str, now: float) -> bool:
        try:
            return self.store.bucket(self.name, address, self.rate, self.burst, take=False)
        except StoreUnavailable as error:
            _Quiet.failed(self.name, error)
            return self.local.has(address, now)

    def take(self, address: str, now: float) -> bool:
        try:
            return self.store.bucket(self.name, address, self.rate, self.burst, take=True)
        except StoreUnavailable as error:
            _Quiet.failed(self.name, error)
            return self.local.take(address, now)


class SharedConnections:
    """Connections per address summed over every live server, in Valkey."""

    def __init__(self, store: SharedStore) -> None:
        self.store = store
        self.local = LocalConnections()
        self.shared: dict[str, int] = {}
        """Connections counted in Valkey, to be uncounted there."""

    def enter(self, address: str, limit: int) -> bool:
        try:
            entered = self.store.enter(address, limit)
        except StoreUnavailable as error:
            _Quiet.failed("connections", error)
            return self.local.enter(address, limit)
        return self.counted(address, entered)

    def counted(self, address: str, entered: bool) -> bool:
        """``entered``, remembered here when Valkey counted the connection."""
        if entered:
            self.shared[address] = self.shared.get(address, 0) + 1
        return entered

    def uncounted(self, address: str) -> bool:
        """One of ``address``'s connections forgotten here: whether Valkey counted it (and must
        uncount it); one counted here alone (Valkey was away) is let go here."""
        count = self.shared.get(address, 0)
        if not count:
            self.local.leave(address)
            return False
        if count > 1:
            self.shared[address] = count - 1
        else:
            del self.shared[address]
        return True

    def leave(self, address: str) -> None:
        if not self.uncounted(address):
            return
        try:
            self.store.leave(address)
        except StoreUnavailable as error:
            _Quiet.failed("connections", error)


async def allowed(buckets: Buckets, address: str, now: float, *, take: bool) -> bool:
    """``buckets.take`` (or ``has``) for ``address``: a shared bucket asked off the loop."""
    if not isinstance(buckets, SharedBuckets):
        return buckets.take(address, now) if take else buckets.has(address, now)
    store, name, rate, burst = buckets.store, buckets.name, buckets.rate, buckets.burst
    try:
        return await stored(store, lambda: store.bucket(name, address, rate, burst, take=take))
    except StoreUnavailable as error:
        _Quiet.failed(name, error)
        local = buckets.local
        return local.take(address, now) if take else local.has(address, now)


async def admit(connections: Connections, address: str, limit: int) -> bool:
    """``connections.enter``: counted in Valkey off the loop, remembered here in the loop."""
    if not isinstance(connections, SharedConnections):
        return connections.enter(address, limit)
    store = connections.store
    try:
        entered = await stored(store, lambda: store.enter(address, limit))
    except StoreUnavailable as error:
        _Quiet.failed("connections", error)
        return connections.local.enter(address, limit)
    return connections.counted(address, entered)


async def dismiss(connections: Connections, address: str) -> None:
    """``connections.leave``: forgotten here at once, uncounted in Valkey off the loop."""
    if not isinstance(connections, SharedConnections):
        connections.leave(address)
        return
    if not connections.uncounted(address):
        return
    store = connections.store
    try:
        await stored(store, lambda: store.leave(address))
    except StoreUnavailable as error:
        _Quiet.failed("connections", error)
    except RuntimeError:  # the store's threads stopped: the server is stopping
        pass
