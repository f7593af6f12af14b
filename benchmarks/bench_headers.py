"""Hostile opening requests: a server's memory before, at its peak and after they close.

Run: ``python benchmarks/bench_headers.py [--connections 1000] [--addresses 250] [--lines 120]
[--line-bytes 8000] [--hold 4] [--after 10]``

A real server (``python -m talking_yahtzee.net.command``, a fresh SQLite store) runs in a process
of its own. ``--connections`` clients, spread over ``--addresses`` loopback addresses
(127.0.0.2, 127.0.0.3, ...: Linux routes the whole 127/8 to this machine), each open a TCP
connection and send the start of a WebSocket opening request (``GET / HTTP/1.1``) followed by
``--lines`` header lines of ``--line-bytes`` bytes, and never the blank line that would end the
request. They hold their connections ``--hold`` seconds, then close them all. The server's
resident memory (Linux ``/proc``) is printed before, at its peak (sampled every 50 ms while the
requests are sent and held), and from 1 to ``--after`` seconds after the close, with how many
header bytes the server took before it cut each connection, and the machine's load average
(figures taken now are noisy: other work shares the cores). Issue 40 measured, before the
server bounded its doorway: 45 MB, then 1.13 GB in 3.9 s, kept after the close.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from _online_load import load_average, more_files, rss_kib


class Hostile:
    """One connection that sends headers and never ends its request."""

    def __init__(self, port: int, address: str, lines: int, line_bytes: int) -> None:
        self.port = port
        self.address = address
        self.lines = lines
        self.line_bytes = line_bytes
        self.sent = 0
        self.cut = False
        self.writer: asyncio.StreamWriter | None = None

    async def run(self) -> None:
        try:
            reader, writer = await asyncio.open_connection(
                "127.0.0.1", self.port, local_addr=(self.address, 0)
            )
        except OSError:
            self.cut = True
            return
        self.writer = writer
        pad = b"a" * max(1, self.line_bytes - 16)
        try:
            writer.write(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
            for n in range(self.lines):
                line = b"X-Pad-%d: %s\r\n" % (n, pad)
                writer.write(line)
                await writer.drain()
                self.sent += len(line)
            await reader.read(1)  # the server's answer, or its cut (or this client's close)
            self.cut = True
        except (ConnectionError, OSError):
            self.cut = True

    def close(self) -> None:
        if self.writer is not None:
            self.writer.transport.abort()


def start_server(folder: Path) -> tuple[subprocess.Popen[str], int]:
    command = [
        sys.executable, "-m", "talking_yahtzee.net.command", "--port", "0",
        "--db", str(folder / "rooms.sqlite3"), "--computer-workers", "0",
    ]  # fmt: skip
    server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert server.stdout is not None
    line = server.stdout.readline()
    found = re.search(r":(\d+)", line)
    if found is None:
        server.kill()
        raise SystemExit(f"the server did not start: {line!r}")
    return server, int(found.group(1))


async def attack(pid: int, port: int, options: argparse.Namespace) -> None:
    peak = rss_kib(pid) or 0
    sampling = True

    async def sample() -> None:
        nonlocal peak
        while sampling:
            peak = max(peak, rss_kib(pid) or 0)
            await asyncio.sleep(0.05)

    sampler = asyncio.get_running_loop().create_task(sample())
    clients = [
        Hostile(port, f"127.0.0.{2 + i % options.addresses}", options.lines, options.line_bytes)
        for i in range(options.connections)
    ]
    began = time.perf_counter()
    runs = [asyncio.get_running_loop().create_task(c.run()) for c in clients]
    await asyncio.sleep(options.hold)
    sent_in = time.perf_counter() - began
    sampling = False
    await sampler
    sent = sum(c.sent for c in clients)
    cut = sum(c.cut for c in clients)
    most = max((c.sent for c in clients), default=0)
    print(
        f"{sent / 2**20:.0f} MiB of headers written in {sent_in:.1f} s (most of it into the ",
        end="",
    )
    print(f"sockets' buffers; the most by one connection: {most} bytes); {cut} of ", end="")
    print(f"{len(clients)} connections cut by the server")
    print(f"server memory at its peak: {peak / 1024:.0f} MiB")
    for client in clients:
        client.close()
    for run in runs:
        run.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await asyncio.gather(*runs, return_exceptions=True)
    for second in range(1, int(options.after) + 1):
        await asyncio.sleep(1.0)
        if second in (1, 2, 5, 10, 20, 30, 60) or second == int(options.after):
            print(f"server memory {second} s after the close: {(rss_kib(pid) or 0) / 1024:.0f} MiB")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--connections", type=int, default=1000)
    parser.add_argument("--addresses", type=int, default=250)
    parser.add_argument("--lines", type=int, default=120)
    parser.add_argument("--line-bytes", type=int, default=8000)
    parser.add_argument("--hold", type=float, default=4.0)
    parser.add_argument("--after", type=float, default=10.0)
    options = parser.parse_args()
    more_files()
    folder = Path(tempfile.mkdtemp(prefix="bench-headers-"))
    server, port = start_server(folder)
    try:
        time.sleep(1.0)  # the server settles (its first freeze) before the first figure
        before = rss_kib(server.pid) or 0
        print(f"load average before: {load_average()}")
        print(f"server memory before: {before / 1024:.0f} MiB")
        asyncio.run(attack(server.pid, port, options))
        print(f"load average after: {load_average()}")
    finally:
        server.terminate()
        server.wait(timeout=30)


if __name__ == "__main__":
    main()
