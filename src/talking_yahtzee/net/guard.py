"""The server's guards against running out: open files, clients that stop reading, the heap.

- :class:`SocketGuard` counts open sockets and cuts a new one at once past the open-file limit
  (less a spare few for the store), so ``accept()`` never fails; when it fails anyway, or a
  connection is cut, one line a minute is logged.
- :func:`sweep` drops clients whose send buffer stays over the transport's mark (their keep-alive
  ping waits for a drain that never comes, so websockets would never drop them).
- :class:`HeapKeeper` keeps the tables' history out of the garbage collector's collections:
  ``gc.freeze()`` after the tables are loaded and then every second (after a collection of the
  young generations) moves what lives on into the permanent generation, which no collection
  walks, and the oldest generation's threshold is set out of reach, so no full collection runs
  by itself. Nothing is ever thawed: what the server keeps long (tables, games, connections) is
  freed by reference counting, with no cycle (``net.doorway.untangle`` breaks the connections'
  own; a test checks that nothing the server made is left for the collector).
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
from talking_yahtzee.net.doorway import Doorway, Trimmer, peer_address, untangle
from talking_yahtzee.net.limits import Limits, Quiet

try:
    import resource
except ImportError:  # pragma: no cover - Windows has no resource module
    resource = None  # type: ignore[assignment]

log = logging.getLogger(__name__)

FREEZE_SECONDS = 1.0
NEVER = 2**31 - 1
"""A threshold the oldest generation's count never reaches: no full collection runs by itself."""
UNTANGLE_AFTER = 1.0
"""Seconds after a connection is lost before its reference cycles are broken (its handler has
ended by then)."""


def open_files() -> int:
    """File descriptors this process holds (Linux; elsewhere a guess)."""
    folder = Path("/proc/self/fd")
    return len(os.listdir(folder)) if folder.is_dir() else 64


class SocketGuard:
    """Open sockets, and how many may be open."""

    def __init__(self, limits: Limits, exempt: Callable[[str], bool] = lambda a: False) -> None:
        self.open = 0
        self.most: int | None = None
        if resource is not None:
            soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
            if soft != resource.RLIM_INFINITY:
                self.most = max(1, soft - open_files() - limits.spare_files)
        self.quiet = Quiet()
        self.cut = 0
        self.doorway = Doorway(limits, exempt)
        """Opening requests not complete yet (``net.doorway``)."""
        self.trimmer = Trimmer()
        self.tangled = 0
        """Connections lost whose reference cycles are not broken yet."""

    def note(self, what: str) -> None:
        held = self.quiet.due(asyncio.get_running_loop().time())
        if held is not None:
            log.warning("%s (%d more times since the last line)", what, held)

    def connection_class(self) -> type[ServerConnection]:
        """A websockets connection that counts itself, and closes itself past the limit."""
        guard = self

        door, trimmer = self.doorway, self.trimmer

        class Counted(ServerConnection):
            held = 0
            """Bytes of the opening request received while it was not complete."""
            opening = False
            """The opening request is not complete: counted by the doorway."""

            def connection_made(self, transport: asyncio.BaseTransport) -> None:
                guard.open += 1
                super().connection_made(transport)
                if guard.most is not None and guard.open > guard.most:
                    guard.cut += 1
                    guard.note(f"open-file limit: new connections are refused ({guard.open})")
                    self.transport.abort()
                    return
                self.opening = door.enter(self, peer_address(transport))
                if not self.opening:
                    self.transport.abort()

            def data_received(self, data: bytes) -> None:
                if self.request is not None:
                    super().data_received(data)
                elif not self.opening:
                    return  # cut: nothing more is read
                elif not door.receive(self, len(data)):
                    self.cut()
                else:
                    super().data_received(data)
                    if self.request is not None:
                        self.opening = False
                        door.done(self)

            def cut(self) -> None:
                """The doorway's bounds: the connection goes at once, without an answer."""
                self.opening = False
                door.done(self)
                self.transport.abort()

            def connection_lost(self, exc: Exception | None) -> None:
                guard.open -= 1
                if self.opening:
                    self.opening = False
                    door.done(self)
                super().connection_lost(exc)
                guard.tangled += 1
                self.loop.call_later(UNTANGLE_AFTER, guard.untangle, self)
                trimmer.note(1, self.held)

        return Counted

    def untangle(self, connection: ServerConnection) -> None:
        self.tangled -= 1
        untangle(connection)

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
    """Young garbage collected and the survivors frozen every ``every`` seconds, and no full
    collection run by the collector itself: none walks the tables' history, so none stops the
    loop for long (issue 40)."""

    def __init__(self, every: float = FREEZE_SECONDS) -> None:
        self.every = every
        self.task: asyncio.Task[None] | None = None
        self.thresholds: tuple[int, int, int] | None = None

    def start(self) -> None:
        gc.collect()
        gc.freeze()
        young, middle, old = gc.get_threshold()
        if old != NEVER:  # (another server's keeper in this process may have set it)
            self.thresholds = (young, middle, old)
        gc.set_threshold(young, middle, NEVER)  # no full collection on its own
        self.task = asyncio.get_running_loop().create_task(self._run())

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(self.every)
            self.step()

    @staticmethod
    def step() -> int:
        """What the keeper does every second: the young generations collected (what was made
        since their last collection and died, cycles too), then everything alive frozen; the
        objects freed."""
        freed = gc.collect(1)
        gc.freeze()
        return freed

    def stop(self) -> None:
        if self.task is not None:
            self.task.cancel()
            self.task = None
            if self.thresholds is not None:
                gc.set_threshold(*self.thresholds)
            gc.unfreeze()
