"""The server's limits: message and chat rates, join attempts per connection and per address.

Every limit is a token bucket (:class:`Bucket`): ``burst`` tokens to begin with, ``rate`` more each
second. docs/online.md works out what the join-attempt limits mean for guessing a table's code.
"""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Limits:
    """What one client may do. Tests and benchmarks pass their own."""

    messages_per_second: float = 20.0
    message_burst: float = 40.0
    flood_close: int = 100
    """Messages over the rate, in a row, before the server closes the connection."""
    bad_close: int = 20
    """Malformed or wrongly typed messages before the server closes the connection."""
    chat_per_second: float = 0.5
    chat_burst: float = 5.0
    failed_joins_per_connection: int = 5
    """Unknown codes or wrong tokens on one connection before it is closed."""
    failed_joins_per_hour: float = 10.0
    """Unknown codes or wrong tokens per address (IPv6: per /64) per hour, after as many at once."""
    tables_per_hour: float = 30.0
    """Tables one address may create per hour, after a burst of ten."""
    connections_per_address: int = 64
    live_tables: int = 5000
    """Tables one server holds at most (waiting or playing)."""
    idle_seconds: float = 3600.0
    """A table nobody is at is closed after this long (a game in progress is ended)."""
    waiting_seconds: float = 600.0
    """A table still waiting with no person but its host is closed after this long."""
    waiting_per_address: int = 3
    """Tables waiting with no person but the host that one address may hold at once."""
    send_buffer: int = 256 * 1024
    """Bytes waiting to be sent to one client before it is dropped as not reading."""
    sweep_seconds: float = 10.0
    """Between looks for clients whose send buffer stays over the transport's mark (dropped at the
    second look in a row)."""
    table_chat_per_second: float = 1.0
    table_chat_burst: float = 10.0
    """Chat lines a table hears, from everyone at it together."""
    address_chat_per_second: float = 0.5
    address_chat_burst: float = 10.0
    """Chat lines one address may send, over all its connections."""
    lobby_chat_per_second: float = 1.0
    lobby_chat_burst: float = 10.0
    """Chat lines the lobby hears, from everyone in it together."""
    joins_per_minute: float = 30.0
    """Joins and spectating (and the leaves they lead to) per address, after as many at once."""
    announced_per_minute: float = 12.0
    """Spectators' comings and goings a table hears, after as many at once; more are silent."""
    spare_files: int = 32
    """Files kept free: past ``RLIMIT_NOFILE`` less these, new connections are cut at once."""
    handshake_seconds: float = 10.0
    """Seconds a connection has to complete its opening handshake (TLS included)."""
    request_bytes: int = 16 * 1024
    """Bytes of one opening request (its request line and headers) before it is cut."""
    unfinished_bytes: int = 8 * 1024 * 1024
    """Bytes held by every opening request not complete yet, together."""
    unfinished_per_address: int = 32
    """Connections from one address whose opening request is not complete yet (a trusted
    reverse proxy's address aside, and this machine's with the browser's door)."""


class Bucket:
    """A token bucket: ``burst`` at first, refilled at ``rate`` tokens per second."""

    __slots__ = ("burst", "rate", "stamp", "tokens")

    def __init__(self, rate: float, burst: float, now: float) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = burst
        self.stamp = now

    def _refill(self, now: float) -> None:
        if now > self.stamp:
            self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
            self.stamp = now

    def has(self, now: float) -> bool:
        self._refill(now)
        return self.tokens >= 1.0

    def take(self, now: float) -> bool:
        """Take a token if there is one."""
        self._refill(now)
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True

    def full(self, now: float) -> bool:
        self._refill(now)
        return self.tokens >= self.burst


class Quiet:
    """A log line at most once per ``every`` seconds, with how many were held back."""

    __slots__ = ("every", "held", "last")

    def __init__(self, every: float = 60.0) -> None:
        self.every = every
        self.last: float | None = None
        self.held = 0

    def due(self, now: float) -> int | None:
        """None to stay quiet; else how many times it was quiet since the last line."""
        if self.last is not None and now - self.last < self.every:
            self.held += 1
            return None
        held, self.held, self.last = self.held, 0, now
        return held


class AddressBuckets:
    """One bucket per address, forgotten once it is full again (so memory follows the abuse)."""

    def __init__(self, rate: float, burst: float, *, prune_at: int = 10_000) -> None:
        self.rate = rate
        self.burst = burst
        self.prune_at = prune_at
        self._buckets: dict[str, Bucket] = {}

    def _bucket(self, address: str, now: float) -> Bucket:
        bucket = self._buckets.get(address)
        if bucket is None:
            if len(self._buckets) >= self.prune_at:
                self._buckets = {a: b for a, b in self._buckets.items() if not b.full(now)}
            bucket = self._buckets[address] = Bucket(self.rate, self.burst, now)
        return bucket

    def has(self, address: str, now: float) -> bool:
        bucket = self._buckets.get(address)
        return bucket is None or bucket.has(now)

    def take(self, address: str, now: float) -> bool:
        return self._bucket(address, now).take(now)


def address_key(host: str) -> str:
    """The address a limit counts by: an IPv4 address, or an IPv6 address's /64 network."""
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return host
    if isinstance(address, ipaddress.IPv6Address):
        mapped = address.ipv4_mapped
        if mapped is not None:
            return str(mapped)
        return str(ipaddress.IPv6Network((address, 64), strict=False))
    return str(address)
