"""The doorway (issue 40): opening requests bounded before they are complete, per connection, per
address and in all, while people still come in; and a closed connection leaves nothing for the
garbage collector, so the memory it held comes back at once (benchmarks/bench_headers.py
prints the server's memory before, at the peak of such an attack and after)."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import socket
import subprocess
import sys
import types
from pathlib import Path

from netplay import LIMIT, eventually, start_server, url
from websockets.asyncio.client import connect

from talking_yahtzee.net.client import Client
from talking_yahtzee.net.limits import Limits
from talking_yahtzee.net.protocol import SeatSpec
from talking_yahtzee.net.serving import RunningServer

LIMITS = Limits(
    request_bytes=16 * 1024,
    unfinished_bytes=160 * 1024,
    unfinished_per_address=4,
    tables_per_hour=1e6,
)
HAMMER = Path(__file__).parents[1] / "support" / "hammer.py"


class Opening:
    """A connection from ``address`` that sends the start of an opening request and ``size``
    bytes of headers, and never ends it."""

    def __init__(self) -> None:
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def open(self, port: int, address: str, size: int) -> Opening:
        self.reader, self.writer = await asyncio.open_connection(
            "127.0.0.1", port, local_addr=(address, 0)
        )
        self.writer.write(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        for n in range(0, size, 1000):
            self.writer.write(b"X-Pad-%d: %s\r\n" % (n, b"a" * 980))
        with contextlib.suppress(ConnectionError):
            await self.writer.drain()
        return self

    async def cut(self) -> bool:
        """Whether the server cut this connection (waiting for it at most the tests' limit)."""
        assert self.reader is not None
        try:
            return await asyncio.wait_for(self.reader.read(1), LIMIT) == b""
        except ConnectionError:
            return True

    async def still_open(self) -> bool:
        """Not cut (so far): nothing to read, no end."""
        assert self.reader is not None
        try:
            await asyncio.wait_for(self.reader.read(1), 0.2)
        except TimeoutError:
            return True
        except ConnectionError:
            return False
        return False

    def close(self) -> None:
        if self.writer is not None:
            self.writer.transport.abort()


async def person_from(server: RunningServer, address: str) -> str:
    """A person from ``address`` creates a table: the server still lets people in."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind((address, 0))
    sock.setblocking(False)
    await asyncio.get_running_loop().sock_connect(sock, ("127.0.0.1", server.port))
    ws = await connect(url(server), sock=sock, compression=None)
    async with Client(url(server)) as ann:
        ann.dialer.open_timeout = LIMIT
        welcome = await ann.create("Ann", [SeatSpec("person"), SeatSpec("computer", "good")])
    await ws.close()
    return welcome.code


def test_opening_requests_are_bounded_before_they_are_complete(tmp_path: Path) -> None:
    """A request past 16 KiB of headers is cut; a fifth unfinished request from one address is
    cut at once; when the unfinished requests of many addresses together pass the server's
    budget, the largest is cut to make room, and the bytes held never pass it; people still
    come in meanwhile, and once the attackers are gone nothing is held."""

    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3", limits=LIMITS) as server:
            door = server.guard.doorway
            big = await Opening().open(server.port, "127.0.0.2", 40 * 1024)
            assert await big.cut()
            assert door.cut == 1
            same = [await Opening().open(server.port, "127.0.0.3", 500) for _ in range(4)]
            fifth = await Opening().open(server.port, "127.0.0.3", 500)
            assert await fifth.cut()
            assert all([await o.still_open() for o in same])
            assert door.unfinished["127.0.0.3"] == 4
            many = [
                await Opening().open(server.port, f"127.0.1.{n}", 12 * 1024) for n in range(1, 21)
            ]
            await eventually(lambda: door.cut >= 8, "the largest requests cut to make room")
            assert door.peak <= LIMITS.unfinished_bytes
            assert door.held <= LIMITS.unfinished_bytes
            assert all([await o.still_open() for o in same])  # small ones stay
            assert await person_from(server, "127.0.0.4")
            for opening in [big, *same, fifth, *many]:
                opening.close()
            await eventually(lambda: door.held == 0 and not door.unfinished, "nothing held")

    asyncio.run(scenario())


def test_the_handshake_has_a_time_limit(tmp_path: Path) -> None:
    """A request that never ends within ``handshake_seconds`` is cut (slowloris)."""

    async def scenario() -> None:
        limits = Limits(handshake_seconds=0.5)
        async with await start_server(tmp_path / "rooms.sqlite3", limits=limits) as server:
            slow = await Opening().open(server.port, "127.0.0.5", 100)
            assert await slow.cut()
            await eventually(lambda: not server.guard.doorway.unfinished, "its count let go")

    asyncio.run(scenario())


SERVER_MODULES = ("websockets", "asyncio", "talking_yahtzee", "socket")


def servers_garbage(found: list[object]) -> list[str]:
    """What in ``found`` the server made: its connections, their transports and protocols, and
    the frames of its code (the tests' own objects aside)."""
    kinds = []
    for thing in found:
        if isinstance(thing, types.FrameType):
            name = thing.f_code.co_filename
            if "websockets" in name or "talking_yahtzee" in name:
                kinds.append(f"frame {thing.f_code.co_name}")
        elif type(thing).__module__.startswith(SERVER_MODULES):
            kinds.append(type(thing).__qualname__)
    return kinds


def test_a_closed_connection_leaves_nothing_for_the_garbage_collector(tmp_path: Path) -> None:
    """The heap keeper freezes what lives and never thaws it (no full collection stops the
    tables), so whatever a connection holds must be freed by reference counting once it is
    closed: players at a table (one drops and comes back), lobby members, a malformed message,
    an aborted connection, a request abandoned half-way, a plain GET, from another process.
    Everything the collector would have found is kept aside here and checked: none of it is the
    server's (asyncio's transports and websockets' exceptions made cycles of every connection)."""

    async def scenario() -> list[str]:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            guard = server.guard
            command = [sys.executable, str(HAMMER), str(server.port)]
            await asyncio.to_thread(subprocess.run, [*command, "1"], check=True, timeout=60)
            await eventually(lambda: guard.open == 0 and guard.tangled == 0, "a quiet server")
            gc.collect()
            frozen = gc.get_freeze_count()
            gc.set_debug(gc.DEBUG_SAVEALL)  # what any collection finds is kept in gc.garbage
            try:
                await asyncio.to_thread(subprocess.run, [*command, "3"], check=True, timeout=60)
                await eventually(lambda: guard.open == 0 and guard.tangled == 0, "all closed")
                assert gc.get_freeze_count() >= frozen  # frozen, never thawed
                gc.unfreeze()
                gc.collect()
                return servers_garbage(gc.garbage)
            finally:
                gc.set_debug(0)
                gc.garbage.clear()

    assert asyncio.run(scenario()) == []
