"""The server's guards against running out: open files, clients that stop reading, the heap.

- :class:`SocketGuard` counts open sockets and cuts a new one at once past the open-file limit
  (less a spare few for the store), so ``accept()`` never fails; when it fails anyway, or a
  connection is cut, one line a minute is logged.
- :func:`sweep` drops clients whose send buffer stays over the transport's mark (their keep-alive
  ping waits for a drain that never comes, so websockets would never drop them).
- :class:`HeapKeeper` keeps the tables' history out of the garbage collector's full collections:
  ``gc.freeze()`` after the tables are loaded and then every second (after a young collection)
  moves what lives on into the permanent generation; once an hour it is thawed and collected, so
  cycles freed meanwhile are still reclaimed.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import os
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from websockets.asyncio.server import ServerConnection

from talking_yahtzee.net.connection import Connection, drop
from talking_yahtzee.net.limits import Quiet

try:
    import resource
except ImportError:  # pragma: no cover - Windows has no resource module
    resource = None  # type: ignore[assignment]

log = logging.getLogger(__name__)

FREEZE_SECONDS = 1.0
THAW_SECONDS = 3600.0


def open_files() -> int:
    """File descriptors this process holds (Linux; elsewhere a guess)."""
    folder = Path("/proc/self/fd")
    return len(os.listdir(folder)) if folder.is_dir() else 64


class SocketGuard:
    """Open sockets, and how many may be open."""

    def __init__(self, spare: int) -> None:
        self.open = 0
        self.most: int | None = None
        if resource is not None:
            soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
            if soft != resource.RLIM_INFINITY:
                self.most = max(1, soft - open_files() - spare)
        self.quiet = Quiet()
        self.cut = 0

    def note(self, what: str) -> None:
        held = self.quiet.due(asyncio.get_running_loop().time())
        if held is not None:
            log.warning("%s (%d more times since the last line)", what, held)

    def connection_class(self) -> type[ServerConnection]:
        """A websockets connection that counts itself, and closes itself past the limit."""
        guard = self

        class Counted(ServerConnection):
            def connection_made(self, transport: asyncio.BaseTransport) -> None:
                guard.open += 1
                super().connection_made(transport)
                if guard.most is not None and guard.open > guard.most:
                    guard.cut += 1
                    guard.note(f"open-file limit: new connections are refused ({guard.open})")
                    self.transport.abort()

            def connection_lost(self, exc: Exception | None) -> None:
                guard.open -= 1
                super().connection_lost(exc)

        return Counted

    def install(self, loop: asyncio.AbstractEventLoop) -> None:
        """Log a failed ``accept()`` (out of files) once a minute, without a traceback."""
        before = loop.get_exception_handler()

        def handler(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
            if "out of system resource" in str(context.get("message", "")):
                self.note(f"cannot accept a connection: {context.get('exception')}")
            elif before is not None:
                before(loop, context)
            else:
                loop.default_exception_handler(context)

        loop.set_exception_handler(handler)


async def sweep(connections: Callable[[], Iterable[Connection]], every: float) -> None:
    """Every ``every`` seconds, drop a client whose send buffer was over the transport's high-water
    mark at two sweeps in a row (it reads nothing, not even the keep-alive pings)."""
    while True:
        await asyncio.sleep(every)
        for conn in list(connections()):
            transport = conn.ws.transport
            high = transport.get_write_buffer_limits()[1]
            if transport.get_write_buffer_size() > high:
                conn.stalled += 1
                if conn.stalled >= 2:
                    drop(conn, "it read nothing for two sweeps")
            else:
                conn.stalled = 0


class HeapKeeper:
    """``gc.freeze()`` every ``every`` seconds and a thawed full collection every ``thaw``."""

    def __init__(self, every: float = FREEZE_SECONDS, thaw: float = THAW_SECONDS) -> None:
        self.every = every
        self.thaw = thaw
        self.task: asyncio.Task[None] | None = None

    def start(self) -> None:
        gc.collect()
        gc.freeze()
        self.task = asyncio.get_running_loop().create_task(self._run())

    async def _run(self) -> None:
        since = 0.0
        while True:
            await asyncio.sleep(self.every)
            since += self.every
            if since >= self.thaw:
                since = 0.0
                gc.unfreeze()
                gc.collect()
            else:
                gc.collect(1)  # the young garbage goes before the rest is frozen
            gc.freeze()

    def stop(self) -> None:
        if self.task is not None:
            self.task.cancel()
            self.task = None
            gc.unfreeze()
