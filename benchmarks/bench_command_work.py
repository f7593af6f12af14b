"""The server's Python work per command, counted in bytecodes: a figure no other load can move.

Run: ``python benchmarks/bench_command_work.py [--tables 50] [--rounds 8] [--top 25]``

On a machine shared with other work, CPU time per command moves with the load (another process
on the same core, its caches); the number of Python bytecodes the server runs per command does
not. The real server and bare clients (``_online_load.py``, tables of four people, no computers)
share one event loop; a tracer counts every bytecode run during ``--rounds`` commands at each of
``--tables`` tables, by module (the bare clients' own apart), and prints them per command, most
first. Work done in C (msgspec, the socket calls, SQLite) is not counted: compare codes with it,
not machines. Tracing makes the run slow (about a minute at the defaults).
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import sys
import tempfile
import time
from pathlib import Path
from types import FrameType
from typing import Any

from _online_load import BENCH_LIMITS, Table, more_files, seat_all
from talking_yahtzee.net.rooms import SqliteRooms
from talking_yahtzee.net.serving import serve

LOAD = "(the bare clients)"


class Counter:
    """A tracer counting each bytecode run, by module."""

    def __init__(self) -> None:
        self.counts: collections.Counter[str] = collections.Counter()

    def trace(self, frame: FrameType, event: str, arg: Any) -> Any:
        frame.f_trace_opcodes = True
        if event == "opcode":
            self.counts[where(frame.f_code.co_filename)] += 1
        return self.trace


def where(path: str) -> str:
    if "site-packages/" in path:
        return path.split("site-packages/")[1].split("/")[0]
    if "talking_yahtzee/" in path:
        return path.split("talking_yahtzee/")[1].removesuffix(".py").replace("/", ".")
    if "_online_load" in path or path.endswith(Path(__file__).name):
        return LOAD
    return "python: " + path.rsplit("/", 1)[-1].removesuffix(".py")


async def count(tables: int, rounds: int, top: int) -> None:
    more_files()
    db = Path(tempfile.mkdtemp(prefix="bench-work-")) / "rooms.sqlite3"
    running = await serve(
        "127.0.0.1", 0, SqliteRooms(db), 1, limits=BENCH_LIMITS, computer_workers=0
    )
    url = [f"ws://127.0.0.1:{running.port}"]
    at = [Table(url, 4, False) for _ in range(tables)]
    await seat_all(at)
    while not all(t.game is not None for t in at):
        await asyncio.sleep(0.05)
    await asyncio.sleep(1.0)  # the starts' last messages out of the way
    counter = Counter()
    before = sum(t.seq for t in at)
    sys.settrace(counter.trace)
    try:
        for _ in range(rounds):  # each table's person to move sends one command; all answered
            for table in at:
                table.sent.clear()
                table.move()
            target, deadline = sum(t.seq for t in at) + tables, time.perf_counter() + 30
            while sum(t.seq for t in at) < target and time.perf_counter() < deadline:
                await asyncio.sleep(0.001)
    finally:
        sys.settrace(None)
    done = sum(t.seq for t in at) - before
    server = sum(n for name, n in counter.counts.items() if name != LOAD)
    print(f"{done} commands at {tables} tables of four people")
    print(f"the server's Python work per command: {server / done:.0f} bytecodes")
    for name, n in counter.counts.most_common(top):
        print(f"  {n / done:7.0f}  {name}")
    await running.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--rounds", type=int, default=8)
    parser.add_argument("--top", type=int, default=25)
    options = parser.parse_args()
    asyncio.run(count(options.tables, options.rounds, options.top))


if __name__ == "__main__":
    main()
