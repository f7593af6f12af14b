"""A crowded lobby: what 2,000 idle members cost a server, and whether 500 of them dropping at
once stalls the tables playing beside them (issue 40).

Run: ``python benchmarks/bench_lobby.py [--members 2000] [--drop 500] [--tables 50]
[--seconds 10] [--profile]``

A server runs in a process of its own (a fresh SQLite store, its limits opened wide as for the
other online benchmarks: the tables' clients all come from 127.0.0.1). This process
seats ``--tables`` tables of two bare WebSocket clients (``_online_load``: the cheapest client
this project can write) whose current player sends a command every second, then brings
``--members`` bare clients into the lobby, 40 from each of a run of loopback addresses
(127.0.10.1, ...; Linux routes all of 127/8 here) as the server's per-address limits expect.
Printed: the server's memory and CPU before and with the members idle, the bytes a member
received for all the arrivals after its own (each arrival used to send everyone the whole list:
O(members) each), then the tables' command latency and the server loop's longest stall over
``--seconds`` in which ``--drop`` members' connections are cut at once, the messages and bytes a
remaining member got for it, and the machine's load average beside each (figures are noisy
while other work shares the cores).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import pstats
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from _online_load import (
    BENCH_LIMITS,
    Measured,
    Table,
    cpu_seconds,
    cuts,
    dial,
    drive,
    load_average,
    more_files,
    rss_kib,
    seat_all,
)
from talking_yahtzee.net.protocol import PROTOCOL_VERSION, EnterLobby, encode
from talking_yahtzee.net.rooms import SqliteRooms
from talking_yahtzee.net.serving import serve

PER_ADDRESS = 40


async def run_server(db: Path, profile: bool) -> None:
    more_files()
    store = SqliteRooms(db)
    measured = Measured(store, db.with_suffix(".figures.json"), profile)
    running = await serve("127.0.0.1", 0, store, 1, limits=BENCH_LIMITS, computer_workers=0)
    print(running.port, flush=True)
    await measured.serve_until_stopped()


class Member:
    """A bare lobby member: the bytes and messages it received."""

    def __init__(self) -> None:
        self.bytes = 0
        self.messages = 0
        self.client: object = None

    def heard(self, payload: memoryview, now: float) -> None:
        self.bytes += len(payload)
        self.messages += 1


async def enter(url: str, count: int) -> list[Member]:
    members = [Member() for _ in range(count)]
    gate = asyncio.Semaphore(50)

    async def one(n: int, member: Member) -> None:
        local = f"127.0.{10 + n // (250 * PER_ADDRESS)}.{1 + (n // PER_ADDRESS) % 250}"
        async with gate:
            client = await dial(url, member.heard, local)
            client.send(encode(EnterLobby(PROTOCOL_VERSION, f"M{n:04}")))
            member.client = client
            while member.messages == 0:  # its own state
                await asyncio.sleep(0.01)

    await asyncio.gather(*(one(n, m) for n, m in enumerate(members)))
    return members


async def bench(port: int, pid: int, options: argparse.Namespace) -> None:
    url = f"ws://127.0.0.1:{port}"
    tables = [Table([url], 2, False) for _ in range(options.tables)]
    await seat_all(tables)
    while not all(t.game is not None for t in tables):
        await asyncio.sleep(0.05)
    await asyncio.sleep(2.0)  # the heap keeper's freeze
    base_rss = rss_kib(pid) or 0
    print(f"{options.tables} tables playing; load average {load_average()}")
    print(f"server memory before the lobby: {base_rss / 1024:.0f} MiB")
    began = time.perf_counter()
    members = await enter(url, options.members)
    took = time.perf_counter() - began
    await asyncio.sleep(1.0)  # the last arrivals said
    first_state = sum(m.bytes for m in members[-10:]) / 10  # the last ones: the longest list
    print(f"{options.members} members came into the lobby in {took:.1f} s")
    arrivals = [m.bytes for m in members[: options.members // 10]]
    print(
        f"a member's bytes for its state and every arrival after it: {max(arrivals)} at most ",
        end="",
    )
    print(f"(the first tenth); the last members' state alone: {first_state:.0f} bytes")
    cpu_then, idle_from = cpu_seconds(pid) or 0.0, time.perf_counter()
    await asyncio.sleep(options.seconds)
    idle_cpu = ((cpu_seconds(pid) or 0.0) - cpu_then) / (time.perf_counter() - idle_from)
    held = rss_kib(pid) or 0
    print(f"server memory with them idle: {held / 1024:.0f} MiB ", end="")
    print(
        f"({(held - base_rss) / options.members:.1f} KiB a member); server CPU while they ", end=""
    )
    print(f"are idle (the tables waiting): {100 * idle_cpu:.0f} % of one core; ", end="")
    print(f"load average {load_average()}")
    before = [(m.bytes, m.messages) for m in members]
    for table in tables:
        table.since = time.perf_counter()
    os.kill(pid, signal.SIGUSR1)
    play = asyncio.get_running_loop().create_task(
        drive(tables, 1.0, time.perf_counter() + options.seconds)
    )
    await asyncio.sleep(options.seconds / 3)
    for member in members[: options.drop]:
        member.client.transport.abort()  # type: ignore[attr-defined]
    await play
    os.kill(pid, signal.SIGUSR2)
    latencies = [1000 * x for t in tables for x in t.latencies]
    rest = members[options.drop :]
    got = [
        (m.bytes - b, m.messages - n)
        for m, (b, n) in zip(rest, before[options.drop :], strict=True)
    ]
    cut_at = options.seconds / 3
    print(f"{options.drop} members cut at once, {cut_at:.1f} s into {options.seconds:.0f} s:")
    if len(latencies) > 2:
        c = cuts(latencies)
        print(
            f"the tables' commands: {len(latencies)}, p50 {c[49]:.1f} ms, p95 {c[94]:.1f} ms, ",
            end="",
        )
        print(f"max {max(latencies):.0f} ms")
    most = max(got, default=(0, 0))
    print(f"a remaining member got {most[1]} messages, {most[0]} bytes, for the departures")
    print(f"load average after: {load_average()}")
    for member in members[options.drop :]:
        member.client.transport.abort()  # type: ignore[attr-defined]
    for table in tables:
        table.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--members", type=int, default=2000)
    parser.add_argument("--drop", type=int, default=500)
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--profile", action="store_true", help="the server's cProfile top 30")
    parser.add_argument("--serve", type=Path, help=argparse.SUPPRESS)
    options = parser.parse_args()
    if options.serve is not None:
        asyncio.run(run_server(options.serve, options.profile))
        return
    more_files()
    folder = Path(tempfile.mkdtemp(prefix="bench-lobby-"))
    db = folder / "rooms.sqlite3"
    server = subprocess.Popen(
        [sys.executable, __file__, "--serve", str(db)] + ["--profile"] * options.profile,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )
    try:
        assert server.stdout is not None
        port = int(server.stdout.readline())
        asyncio.run(bench(port, server.pid, options))
    finally:
        server.terminate()
        server.wait(timeout=60)
    figures = db.with_suffix(".figures.json")
    if options.profile and figures.with_suffix(".prof").exists():
        pstats.Stats(str(figures.with_suffix(".prof"))).sort_stats("tottime").print_stats(30)
    if figures.exists():
        lags = [1000 * x for x in json.loads(figures.read_text())["lags"]]
        if len(lags) > 2:
            c = cuts(lags)
            print(
                f"server loop late for a 10 ms timer over those seconds: p95 {c[94]:.1f} ms, ",
                end="",
            )
            print(f"max {max(lags):.0f} ms (the longest stall)")


if __name__ == "__main__":
    main()
