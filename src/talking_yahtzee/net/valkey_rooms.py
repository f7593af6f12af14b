"""The room store in Valkey (or Redis): tables shared by any number of servers, each under a lease.

:class:`ValkeyRooms` implements ``net.rooms.RoomStore``. A table lives in one server's memory at a
time: the server that created or claimed it holds its lease (``Pt:N:lease``, with a time to live
that the server renews) and a fencing token. Every write is one Lua script (``net.valkey_scripts``)
that checks, inside Valkey, that the lease still holds this server's token: a server paused past
its lease (a garbage collection, SIGSTOP, a cut network) can never write for that table again; it
hears ``LeaseLost`` and drops the table, and its clients reconnect to the new owner. Valkey's own
clock times the leases, so the servers' clocks need not agree. Each call is one round trip; the
server makes its commands' writes and the lease renewals off its event loop (``off_loop``, a few
threads of their own: ``net.offload``), so a slow Valkey holds up only the tables waiting on it.

The line to Valkey (``net.valkey_link``) follows a Sentinel-managed primary through a failover,
tries calls made off the loop again while it is away, and answers a write players hear of (a
table made, a seat, a move, an undo, a status, a claim) only once a replica has it
(``?replicas=N``, 1 under Sentinel). A Valkey that does not answer within its patience (twice
the lease: a failover takes a few seconds, and a write that waited past its lease is refused by
its fencing token anyway) is a ``StoreOutage``, a ``StoreUnavailable`` logged once per outage
(``net.outage``).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import secrets
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Final, TypeVar

import msgspec
from valkey.exceptions import ResponseError

from talking_yahtzee.net import valkey_scripts as lua
from talking_yahtzee.net.protocol import Status
from talking_yahtzee.net.rooms import (
    CodeTaken,
    Elsewhere,
    LeaseLost,
    LogEntry,
    LostLease,
    SeatRecord,
    StoredTable,
    StoreUnavailable,
    TableConfig,
)
from talking_yahtzee.net.valkey_link import SOCKET_SECONDS as SOCKET_SECONDS
from talking_yahtzee.net.valkey_link import Link

log = logging.getLogger(__name__)

PREFIX: Final = "yahtzee:"
_LIVE: Final = ("waiting", "playing")
WRITERS: Final = 4
"""Threads that make the calls ``off_loop`` (each with a connection of its own)."""

T = TypeVar("T")


class ValkeyRooms:
    """The room store in one Valkey database, shared by every server that names it.

    ``public_url`` is where clients reach this server (what a ``moved`` answer names);
    ``lease_seconds`` how long a table stays this server's without a renewal; ``keep_seconds``
    how long a finished table stays (0: for ever); ``idle_seconds`` how long a live table that no
    server holds waits for its people before it is ended (``prune``); ``patience`` how long a
    call made off the loop is tried again while Valkey is away (twice the lease).
    """

    def __init__(
        self,
        url: str,
        *,
        public_url: str,
        lease_seconds: float = 5.0,
        keep_seconds: float = 30 * 86400,
        idle_seconds: float = 3600.0,
        prefix: str = PREFIX,
        server_id: str | None = None,
        patience: float | None = None,
    ) -> None:
        if " " in public_url:
            raise ValueError(f"a public URL has no spaces: {public_url!r}")
        self.url = url
        self.public_url = public_url
        self.server_id = server_id or secrets.token_hex(6)
        self.prefix = prefix
        self.keep_seconds = keep_seconds
        self.idle_seconds = idle_seconds
        self._lease_seconds = lease_seconds
        self._lease_ms = max(1, round(lease_seconds * 1000))
        self.link = Link(url, patience=2 * lease_seconds if patience is None else patience)
        self._db = self.link.db
        self._leases: dict[str, tuple[int, str]] = {}
        """Each table this server holds: its number and its lease's value."""
        self._lost: LostLease = lambda code: None
        self._renewed = time.monotonic()
        self._indexed: dict[str, set[str]] = {}
        """The keys' hashes indexed already, by table held here (``_index_held``)."""
        self._enc = msgspec.json.Encoder()
        self._log_dec = msgspec.json.Decoder(LogEntry)
        self._seat_dec = msgspec.json.Decoder(SeatRecord)
        self._config_dec = msgspec.json.Decoder(TableConfig)
        self._writers = ThreadPoolExecutor(WRITERS, thread_name_prefix="valkey")
        self.link.call(self._db.ping, once=True)  # a server starts on a Valkey that answers

    def off_loop(self, call: Callable[[], T]) -> asyncio.Future[T]:
        """``call()`` in one of this store's threads (``net.offload``)."""
        return asyncio.get_running_loop().run_in_executor(self._writers, call)

    # -- plumbing ---------------------------------------------------------------------------------

    def _call(self, do: Callable[[], T]) -> T:
        return self.link.call(do)

    def _script(
        self, name: str, keys: list[str], args: list[Any], *, told: bool = False, once: bool = False
    ) -> Any:
        return self.link.script(getattr(lua, name), keys, args, told=told, once=once)

    def _key(self, code: str, part: str = "") -> str:
        """A table's key: its code as a hash tag, so its keys share one Cluster slot."""
        return f"{self.prefix}table:{{{code}}}{part}"

    def _fenced(self, code: str, name: str, keys: list[str], args: list[Any]) -> Any:
        """A write for a table this server holds, refused inside Valkey if the lease is gone.

        A write that fails for any reason drops the table from this server (``lost``): one whose
        answer was lost may have landed, so the table comes back from the store, which decides.
        """
        held = self._leases.get(code)
        if held is None:
            raise LeaseLost(f"table {code}: this server holds no lease for it")
        value = held[1]
        keys = [self._key(code), self._key(code, ":lease"), *keys]
        try:
            return self._script(name, keys, [value, self._lease_ms, *args], told=True)
        except StoreUnavailable:
            self._drop(code)  # the write may still land: the table comes back from the store
            raise
        except ResponseError as error:
            self._drop(code)
            if not str(error).startswith(lua.FENCED):
                raise StoreUnavailable(f"table {code}: a write was refused: {error}") from None
            raise LeaseLost(
                f"table {code}: the write was refused, the lease is gone "
                f"(this server's was {value.split(' ')[0]}; now {str(error)[7:] or 'none'})"
            ) from None

    def _drop(self, code: str) -> None:
        self._indexed.pop(code, None)
        if self._leases.pop(code, None) is not None:
            if self.link.outages.during():
                self.link.outages.dropped += 1
            self._lost(code)

    # -- writing ----------------------------------------------------------------------------------

    def tables_made(self) -> int:
        made: Any = self._call(lambda: self._db.get(f"{self.prefix}made"))
        return int(made or 0)

    def create(self, code: str, config: TableConfig, seats: list[SeatRecord]) -> int:
        """The new table's number (drawn first, in a key of its own: a code found taken skips
        one). :raises CodeTaken: a live table has this code."""
        enc = self._enc
        made: Any = self._call(lambda: self._db.incr(f"{self.prefix}made"))
        now = time.time()
        # Listed for the sweep first: a code listed whose table was never made is let go.
        self._call(lambda: self._db.zadd(f"{self.prefix}live", {code: now}))
        number, value = self._script(
            "CREATE",
            [self._key(code), self._key(code, ":lease"), *self._keys(code, ":seats", ":log")],
            [
                *(int(made), code, enc.encode(config), now, self.server_id),
                *(self.public_url, self._lease_ms, *(enc.encode(s) for s in seats)),
            ],
            told=True,
        )
        if not number:
            raise CodeTaken(code)
        self._leases[code] = (int(number), value.decode())
        self._index_held(code, seats)
        return int(number)

    def _keys(self, code: str, *parts: str) -> list[str]:
        return [self._key(code, part) for part in parts]

    def save_seat(self, code: str, index: int, seat: SeatRecord) -> None:
        seat_json = self._enc.encode(seat)
        self._fenced(code, "SAVE_SEAT", self._keys(code, ":seats"), [index, seat_json, time.time()])
        self._index_held(code, [seat])

    def _index_held(self, code: str, seats: list[SeatRecord]) -> None:
        """The tables where each key holds a seat, for the lobby of any server (issue 42); kept
        as long as a finished table (a table no longer live there is dropped when read). Once per
        seat and server: a seat saved again (a drop, a return, the turn's time) costs nothing."""
        hashes = [
            s.token_hash
            for s in seats
            if s.token_hash and s.token_hash not in self._indexed.get(code, ())
        ]
        if not hashes:
            return
        pipe = self._db.pipeline(transaction=False)
        for hashed in hashes:
            pipe.sadd(f"{self.prefix}held:{hashed}", code)
            if self.keep_seconds > 0:
                pipe.expire(f"{self.prefix}held:{hashed}", round(self.keep_seconds))
        self._call(pipe.execute)
        self._indexed.setdefault(code, set()).update(hashes)

    def append(self, code: str, entry: LogEntry, status: Status) -> None:
        args = [self._enc.encode(entry), entry.seq, status, time.time()]
        self._fenced(code, "APPEND", self._keys(code, ":log"), args)

    def drop_last(self, code: str, seq: int, next_seq: int) -> None:
        self._fenced(code, "DROP_LAST", self._keys(code, ":log"), [seq, next_seq, time.time()])

    def set_status(self, code: str, status: Status) -> None:
        keys = self._keys(code, ":log", ":seats")
        keep = max(0, round(self.keep_seconds * 1000))
        self._fenced(code, "SET_STATUS", keys, [status, time.time(), keep])
        if status not in _LIVE:
            self._indexed.pop(code, None)

    # -- reading ----------------------------------------------------------------------------------

    def live_tables(self) -> list[StoredTable]:
        """None at start: each table comes to the first server a client asks (``claim``)."""
        return []

    def table(self, code: str) -> StoredTable | None:
        return self._load(code)

    def _load(self, code: str) -> StoredTable | None:
        pipe = self._db.pipeline(transaction=True)
        pipe.hgetall(self._key(code))
        pipe.lrange(self._key(code, ":seats"), 0, -1)
        pipe.lrange(self._key(code, ":log"), 0, -1)
        meta, seats, entries = self._call(pipe.execute)
        if not meta:
            return None
        field = {k.decode(): v for k, v in meta.items()}
        status: Status = field["status"].decode()
        return StoredTable(
            field["code"].decode(),
            int(field["number"]),
            status,
            self._config_dec.decode(field["config"]),
            [self._seat_dec.decode(s) for s in seats],
            [self._log_dec.decode(e) for e in entries],
            int(field["next_seq"]),
        )

    def held_tables(self, hashed: str) -> list[StoredTable]:
        """The live tables where the key of ``hashed`` holds a seat, whichever server holds
        them (``net.lobby_shared``); codes of tables no longer live are let go."""
        key = f"{self.prefix}held:{hashed}"
        codes: Any = self._call(lambda: self._db.smembers(key))
        found: list[StoredTable] = []
        for code in sorted(c.decode() for c in codes):
            table = self._load(code)
            if table is None or table.status not in _LIVE:
                self._call(functools.partial(self._db.srem, key, code))
            elif any(s.token_hash == hashed for s in table.seats):
                found.append(table)
        return found

    # -- leases -----------------------------------------------------------------------------------

    def claim(self, code: str) -> StoredTable | Elsewhere | None:
        """The table brought to this server (its lease taken), once a replica has the lease: all
        that was written before is then on a replica too, and what is read is safe to tell."""
        number, value = self._script(
            "CLAIM",
            [self._key(code), self._key(code, ":lease")],
            [self.server_id, self.public_url, self._lease_ms],
            told=True,
        )
        if number == 0:
            return None
        if number < 0:
            return Elsewhere(value.decode().split(" ", 2)[2])
        self._leases[code] = (int(number), value.decode())
        try:
            stored = self._load(code)
        except StoreUnavailable:
            self._leases.pop(code, None)  # the lease runs out unrenewed
            raise
        if stored is None or stored.status not in _LIVE:
            self.release(code)
            return None
        return stored

    def lease_holder(self, code: str) -> str | None:
        """The URL of the server that holds the table now, if any (read only)."""
        lease: Any = self._call(lambda: self._db.get(self._key(code, ":lease")))
        return lease.decode().split(" ", 2)[2] if lease else None

    def holds(self, code: str) -> bool:
        """This server holds the table's lease, as far as it knows."""
        return code in self._leases

    def release(self, code: str) -> None:
        self._indexed.pop(code, None)
        held = self._leases.pop(code, None)
        if held is not None:
            self._script("RELEASE", [self._key(code, ":lease")], [held[1]])

    def watch_leases(self, lost: LostLease) -> None:
        self._lost = lost

    @property
    def lease_seconds(self) -> float | None:
        return self._lease_seconds

    def renew(self) -> None:
        """Renew every lease in one script; a lease found gone, or a store silent for a whole
        lease, drops the table."""
        held = list(self._leases.items())  # the loop may add or drop a table meanwhile
        codes = [code for code, _ in held]
        try:
            lost = self._script(
                "RENEW",
                [self._key(code, ":lease") for code in codes],
                [*(value for _, (_, value) in held), self._lease_ms],
            )
            self.alive()
        except StoreUnavailable:
            if time.monotonic() - self._renewed > self._lease_seconds:
                for code in codes:
                    self._drop(code)
            raise
        self._renewed = time.monotonic()
        for index in lost:
            code, was = held[int(index) - 1]
            if self._leases.get(code) != was:
                continue  # claimed again meanwhile (its new lease was not the one renewed)
            log.warning("table %s: its lease ran out or was taken over", code)
            self._drop(code)

    def alive(self) -> None:
        """Say this server is alive (its connections count for the per-address limit)."""
        self._script(
            "ALIVE",
            [f"{self.prefix}servers", f"{self.prefix}conns:{self.server_id}"],
            [self.server_id, 3 * self._lease_ms],
        )

    def prune(self, keep_seconds: float) -> int:
        """End the live tables no server has held for ``idle_seconds`` (their server died and
        nobody came back); how many. Finished tables expire by themselves after
        ``keep_seconds``. One script per table (each in its table's slot)."""
        now = time.time()
        cutoff, keep = now - self.idle_seconds, max(0, round(keep_seconds * 1000))
        live = f"{self.prefix}live"
        found: Any = self._call(lambda: self._db.zrangebyscore(live, "-inf", cutoff, 0, 1000))
        ended = 0
        for code in (c.decode() for c in found):
            keys = [self._key(code), *self._keys(code, ":lease", ":log", ":seats")]
            done = int(self._script("IDLE", keys, [cutoff, now, keep]))
            if done:
                self._call(functools.partial(self._db.zrem, live, code))
            else:
                self._call(functools.partial(self._db.zadd, live, {code: now}))
            ended += done == 1
        return ended

    # -- the lobby of every server (net.lobby_shared) ---------------------------------------------

    def publish_lobby(self, tables: bytes, seconds: float) -> None:
        """This server's public live tables (encoded), kept for ``seconds`` unless published
        again."""
        pipe = self._db.pipeline(transaction=True)
        pipe.set(f"{self.prefix}lobby:{self.server_id}", tables, px=max(1, round(seconds * 1000)))
        pipe.sadd(f"{self.prefix}lobbies", self.server_id)
        self._call(pipe.execute)

    def other_lobbies(self) -> list[bytes]:
        """What the other servers published, each as they encoded it (expired ones forgotten)."""
        ids: Any = self._call(lambda: self._db.smembers(f"{self.prefix}lobbies"))
        others = sorted(i.decode() for i in ids if i.decode() != self.server_id)
        if not others:
            return []
        found: Any = self._call(lambda: self._db.mget([f"{self.prefix}lobby:{i}" for i in others]))
        gone = [i for i, data in zip(others, found, strict=True) if data is None]
        if gone:
            self._call(lambda: self._db.srem(f"{self.prefix}lobbies", *gone))
        return [data for data in found if data is not None]

    def close(self) -> None:
        """Let every table go (another server takes it at once), leave the lobby, disconnect."""
        for code in list(self._leases):
            try:
                self.release(code)
            except StoreUnavailable:
                break
        with contextlib.suppress(StoreUnavailable):
            self._call(lambda: self._db.delete(f"{self.prefix}lobby:{self.server_id}"))
        self._writers.shutdown(wait=False)
        self.link.close()

    # -- limits shared by every server ------------------------------------------------------------

    def bucket(self, name: str, address: str, rate: float, burst: float, *, take: bool) -> bool:
        """Whether the shared token bucket ``name`` of ``address`` has a token (taking it)."""
        key = f"{self.prefix}bucket:{name}:{address}"
        # Once: a token taken twice would count one guess as two (the server counts alone
        # meanwhile, net.guards).
        return bool(self._script("BUCKET", [key], [rate, burst, "1" if take else "0"], once=True))

    def enter(self, address: str, limit: int) -> bool:
        """Count a connection from ``address`` if all servers together hold fewer than
        ``limit``."""
        keys = [f"{self.prefix}servers", f"{self.prefix}conns:{self.server_id}"]
        args = [self.prefix, address, limit, self.server_id, 3 * self._lease_ms]
        return bool(self._script("ENTER", keys, args, once=True))  # once, as a bucket

    def leave(self, address: str) -> None:
        self._script("LEAVE", [f"{self.prefix}conns:{self.server_id}"], [address])
