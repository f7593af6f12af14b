"""The room store's line to Valkey: one server, or a primary that Sentinel watches and replaces.

``--store valkey://HOST:PORT/DB`` names one valkey-server (``valkeys://`` with TLS; ``redis://``
and ``rediss://`` too). ``--store valkey+sentinel://HOST:PORT[,HOST:PORT...]/SERVICE[/DB]`` names
the sentinels and the service they watch: the client asks them where the primary is, and asks
again after a failover (valkey-py's ``Sentinel.master_for``).

A write that players will hear of is acknowledged only once ``replicas`` replicas have it
(``WAIT replicas timeout`` on the same connection, right after the write): a primary killed then
loses nothing that was told. ``?replicas=N`` sets how many (1 with Sentinel, 0 without);
``?wait=SECONDS`` how long one write waits for them (0.5). A write that no replica acknowledged in
time is not told: it is tried again (a Lua script that finds its write already there says so),
and after ``patience`` seconds it fails as an outage (``net.outage.StoreOutage``).

Calls made off the event loop (``ValkeyRooms.off_loop``) are tried again, with a backoff, while
the store does not answer, answers from a primary that became a replica, or no replica
acknowledges: a failover pauses the tables and they go on. A call on the event loop is tried
once (the loop never sleeps on the store). The outage is logged once each way (``net.outage``).
"""

from __future__ import annotations

import asyncio
import functools
import hashlib
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Final, TypeVar
from urllib.parse import parse_qs, unquote, urlencode, urlsplit, urlunsplit

import valkey
from valkey.exceptions import (
    BusyLoadingError,
    NoScriptError,
    ReadOnlyError,
    ResponseError,
    ValkeyError,
)
from valkey.exceptions import ConnectionError as LinkDown
from valkey.exceptions import TimeoutError as LinkTimeout
from valkey.sentinel import Sentinel

from talking_yahtzee.net.outage import Outages, StoreOutage
from talking_yahtzee.net.rooms import StoreUnavailable

T = TypeVar("T")

SENTINEL_SCHEME: Final = "valkey+sentinel://"
SOCKET_SECONDS: Final = 2.0
"""One call that takes longer fails (and is tried again off the loop)."""
FIRST_DELAY: Final = 0.05
MAX_DELAY: Final = 0.5
"""The backoff between tries: doubled from the first, at most this."""
WAIT_SECONDS: Final = 0.5


class NotReplicated(ValkeyError):
    """Fewer replicas than asked acknowledged a write in time (it may be on the primary only)."""


_RETRIED: Final = (LinkDown, LinkTimeout, ReadOnlyError, BusyLoadingError, NotReplicated, OSError)
"""What a failover, a restart or a lost replica look like: tried again."""


@dataclass(frozen=True)
class StoreAddress:
    """Where the store is, read from ``--store``."""

    url: str
    sentinels: tuple[tuple[str, int], ...] = ()
    service: str = ""
    db: int = 0
    replicas: int = 0
    wait_seconds: float = WAIT_SECONDS

    @property
    def shown(self) -> str:
        """The URL without a password, for the log."""
        parts = urlsplit(self.url)
        if parts.password is None:
            return self.url
        return self.url.replace(f":{parts.password}@", ":***@", 1)


def parse_address(url: str) -> StoreAddress:
    """:raises ValueError: a URL that names no store."""
    query = parse_qs(urlsplit(url).query)
    wait = float(query.get("wait", [str(WAIT_SECONDS)])[0])
    if not url.lower().startswith(SENTINEL_SCHEME):
        replicas = int(query.get("replicas", ["0"])[0])
        return StoreAddress(url, replicas=replicas, wait_seconds=wait)
    rest = url[len(SENTINEL_SCHEME) :].split("?", 1)[0]
    hosts, _, path = rest.partition("/")
    names = [part for part in path.split("/") if part]
    if not hosts or not names or len(names) > 2:
        raise ValueError(f"use {SENTINEL_SCHEME}HOST:PORT[,HOST:PORT...]/SERVICE[/DB]: {url!r}")
    sentinels = []
    for host in hosts.split(","):
        name, _, port = host.strip().rpartition(":")
        if not name or not port.isdigit():
            raise ValueError(f"a sentinel is HOST:PORT: {host!r} in {url!r}")
        sentinels.append((name.strip("[]"), int(port)))
    db = int(names[1]) if len(names) == 2 else 0
    replicas = int(query.get("replicas", ["1"])[0])
    return StoreAddress(url, tuple(sentinels), unquote(names[0]), db, replicas, wait)


def open_client(address: StoreAddress, timeout: float = SOCKET_SECONDS) -> valkey.Valkey:
    """A client for the store (its connection pool follows Sentinel's primary)."""
    if not address.sentinels:
        return valkey.Valkey.from_url(
            _without(address.url, OURS), socket_timeout=timeout, socket_connect_timeout=timeout
        )
    sentinel = Sentinel(  # type: ignore[no-untyped-call]
        list(address.sentinels),
        sentinel_kwargs={"socket_timeout": timeout, "socket_connect_timeout": timeout},
    )
    client: valkey.Valkey = sentinel.master_for(  # type: ignore[no-untyped-call]
        address.service,
        socket_timeout=timeout,
        socket_connect_timeout=timeout,
        db=address.db,
    )
    return client


OURS: Final = ("replicas", "wait")
"""The URL's parameters that are this module's, not the client library's."""


def _without(url: str, names: Sequence[str]) -> str:
    parts = urlsplit(url)
    kept = [(k, v) for k, vs in parse_qs(parts.query).items() if k not in names for v in vs]
    return urlunsplit(parts._replace(query=urlencode(kept)))


def on_loop() -> bool:
    """This thread runs an event loop (a call here must not sleep)."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return False
    return True


class Link:
    """Calls to the store, tried again through a failover; Lua scripts, with ``WAIT`` after
    those whose writes players hear of."""

    def __init__(self, url: str, *, patience: float = 5.0, timeout: float = SOCKET_SECONDS) -> None:
        self.address = parse_address(url)
        self.db = open_client(self.address, timeout)
        self.patience = patience
        self.outages = Outages(self.address.shown)
        self._shas: dict[str, str] = {}

    def call(self, do: Callable[[], T], *, replicated: bool = False, once: bool = False) -> T:
        """``do()``, tried again (off the loop, unless ``once``) while the store is away, then a
        :class:`StoreOutage`. :raises ResponseError: the store refused (a script's error).
        :raises StoreUnavailable: another failure of the client."""
        delay, deadline = FIRST_DELAY, time.monotonic() + self.patience
        patient = not once and not on_loop()
        while True:
            try:
                result = do()
            except _RETRIED as error:
                kind = "replicas" if isinstance(error, NotReplicated) else "down"
                self.outages.failed(kind, error)
                if not patient or time.monotonic() + delay > deadline:
                    raise StoreOutage(
                        f"the store {self.address.shown} did not answer: {error}"
                    ) from None
                time.sleep(delay)
                delay = min(2 * delay, MAX_DELAY)
                continue
            except ResponseError:
                raise
            except ValkeyError as error:
                raise StoreUnavailable(f"the store {self.address.shown} failed: {error}") from None
            self.outages.answered("down")
            if replicated:
                self.outages.answered("replicas")
            return result

    def script(
        self, text: str, keys: Sequence[str], args: Sequence[Any], *, told: bool, once: bool = False
    ) -> Any:
        """Run the Lua script ``text``; ``told``: its write is one players hear of, answered only
        once the replicas asked for have it; ``once``: not tried again (a count that a repeat
        would count twice)."""
        sha = self._shas.get(text)
        if sha is None:
            sha = self._shas[text] = hashlib.sha1(text.encode(), usedforsecurity=False).hexdigest()
        replicas = self.address.replicas if told else 0
        run = functools.partial(self._run, text, sha, keys, args, replicas)
        return self.call(run, replicated=told, once=once)

    def _run(
        self, text: str, sha: str, keys: Sequence[str], args: Sequence[Any], replicas: int
    ) -> Any:
        if not replicas:
            try:
                return self.db.evalsha(sha, len(keys), *keys, *args)
            except NoScriptError:
                self.db.script_load(text)
                return self.db.evalsha(sha, len(keys), *keys, *args)
        for _ in range(2):
            pipe = self.db.pipeline(transaction=False)
            pipe.evalsha(sha, len(keys), *keys, *args)
            wait_ms = max(1, round(self.address.wait_seconds * 1000))
            pipe.execute_command("WAIT", replicas, wait_ms)  # type: ignore[no-untyped-call]
            result, acked = pipe.execute(raise_on_error=False)  # type: ignore[no-untyped-call]
            if isinstance(result, NoScriptError):  # a new primary, or a restarted one
                self.db.script_load(text)
                continue
            if isinstance(result, Exception):
                raise result
            if isinstance(acked, Exception):
                raise acked
            if int(acked) < replicas:
                raise NotReplicated(f"{acked} of {replicas} replicas acknowledged a write")
            return result
        raise NotReplicated("the script could not be loaded")

    def close(self) -> None:
        self.db.close()  # type: ignore[no-untyped-call]
