"""A TCP relay on 127.0.0.1 between clients and a server: what crosses it can be held back, every
connection cut at once, and new ones turned away, so that a test decides what is in flight when a
connection closes (issue 40), without a fixed sleep.

Each connection to the relay opens one to the server; bytes are copied both ways as they come.
``hold_up`` keeps what clients send (the server never reads it until ``release``); ``hold_down``
keeps what the server sends; ``cut()`` aborts every connection, kept bytes lost (as a message on
its way when the server closes the connection); ``refusing`` closes new connections at once.
"""

from __future__ import annotations

import asyncio
import contextlib


class Pipe:
    """One direction of one relayed connection."""

    def __init__(
        self, relay: Relay, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, up: bool
    ) -> None:
        self.relay, self.reader, self.writer, self.up = relay, reader, writer, up
        self.kept: list[bytes] = []

    @property
    def held(self) -> bool:
        return self.relay.hold_up if self.up else self.relay.hold_down

    async def run(self) -> None:
        with contextlib.suppress(OSError, asyncio.IncompleteReadError):
            while data := await self.reader.read(65536):
                if self.held:
                    self.kept.append(data)
                    self.relay.kept_bytes += len(data) if self.up else 0
                else:
                    self.flush()
                    self.writer.write(data)
        self.writer.close()

    def flush(self) -> None:
        for data in self.kept:
            self.writer.write(data)
        self.kept.clear()


class Relay:
    """Clients connect here (``port``); each connection is relayed to the server at ``upstream``."""

    def __init__(self, upstream: int) -> None:
        self.upstream = upstream
        self.port = 0
        self.hold_up = self.hold_down = self.refusing = False
        self.kept_bytes = 0
        """Bytes from clients kept back since the last ``release`` or ``cut``."""
        self.pipes: list[Pipe] = []
        self.writers: list[asyncio.StreamWriter] = []
        self.tasks: set[asyncio.Task[None]] = set()
        self.server: asyncio.Server | None = None

    async def start(self) -> Relay:
        self.server = await asyncio.start_server(self._connected, "127.0.0.1", 0)
        self.port = self.server.sockets[0].getsockname()[1]
        return self

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    async def _connected(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if self.refusing:
            writer.transport.abort()
            return
        try:
            up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.upstream)
        except OSError:
            writer.transport.abort()
            return
        self.writers += [writer, up_writer]
        pipes = [Pipe(self, reader, up_writer, True), Pipe(self, up_reader, writer, False)]
        self.pipes += pipes
        for pipe in pipes:
            task = asyncio.get_running_loop().create_task(pipe.run())
            self.tasks.add(task)
            task.add_done_callback(self.tasks.discard)

    def release(self) -> None:
        """Stop holding: what was kept goes on, in order."""
        self.hold_up = self.hold_down = False
        self.kept_bytes = 0
        for pipe in self.pipes:
            pipe.flush()

    def cut(self) -> None:
        """Every relayed connection dies at once, both ends; what was kept is lost."""
        for pipe in self.pipes:
            pipe.kept.clear()
        for writer in self.writers:
            writer.transport.abort()
        self.pipes.clear()
        self.writers.clear()
        self.hold_up = self.hold_down = False
        self.kept_bytes = 0

    async def close(self) -> None:
        self.cut()
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()
        for task in list(self.tasks):
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
