"""Online tables held at once: latency from a command to every client's update, server memory.

Run: ``python benchmarks/bench_online.py [--tables 1000,2000,4000] [--seconds 30] [--interval 2]
[--masters 0.25] [--workers N] [--no-freeze] [--generators 2]``

For each count of tables (stopping after the first whose p95 passes 50 ms), a server runs in a
process of its own on 127.0.0.1 (port 0, a fresh SQLite store, its computers deciding in
``--workers`` processes, one second between their moves). ``--generators`` other processes seat
headless clients at the tables (bare WebSockets that read only what they need): four people, or
at a quarter of the tables (``--masters``) three people and a master computer. Every game starts,
and then each table's current player, when it is a person, sends one command every ``interval``
seconds (tables staggered). The figure for a command is the time from sending it until every
client of its table has the update in hand; p50, p95 and p99 over the measured seconds are
printed, with the server's resident memory per table (Linux ``/proc``), its CPU, its full garbage
collections (count, longest) and how late its loop wakes for a 10 ms timer (its stalls, whoever
causes them). All the processes share this machine's cores, so the clients' own work is in the
figures. Targets (docs/online.md): 2,000 tables with p95 under 50 ms and p99 under 100 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import json
import os
import random
import resource
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import msgspec
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from talking_yahtzee.core.rules import RULE_SETS
from talking_yahtzee.net.limits import Limits
from talking_yahtzee.net.protocol import (
    PROTOCOL_VERSION,
    CreateTable,
    JoinTable,
    Message,
    RollDice,
    Score,
    SeatSpec,
    Start,
    Status,
    encode,
)
from talking_yahtzee.net.rooms import LogEntry, SqliteRooms
from talking_yahtzee.net.server import serve

SEATS = 4
TARGET_P95 = 50.0
BENCH_LIMITS = Limits(
    messages_per_second=1000,
    message_burst=1000,
    tables_per_hour=1e9,
    connections_per_address=1_000_000,
    live_tables=1_000_000,
    waiting_per_address=1_000_000,
    joins_per_minute=1e12,
)


def more_files() -> None:
    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


TICK = 0.01


class TimedRooms(SqliteRooms):
    """The SQLite store, timing each log append (a commit; a WAL checkpoint now and then)."""

    def __init__(self, path: Path) -> None:
        super().__init__(path)
        self.writes: list[float] = []

    def append(self, code: str, entry: LogEntry, status: Status) -> None:
        began = time.perf_counter()
        super().append(code, entry, status)
        self.writes.append(time.perf_counter() - began)


async def lateness(lags: list[float]) -> None:
    """How late the server's loop wakes for a 10 ms timer, again and again (its stalls)."""
    loop = asyncio.get_running_loop()
    while True:
        due = loop.time() + TICK
        await asyncio.sleep(TICK)
        lags.append(loop.time() - due)


async def run_server(db: Path, workers: int, freeze: bool) -> None:
    """Serve until SIGTERM, then write the full collections' pauses and the loop's lateness
    between SIGUSR1 and SIGUSR2 (the measured seconds) beside the store."""
    more_files()
    pauses: list[float] = []
    lags: list[float] = []
    began: list[float] = []

    def timed(phase: str, info: dict[str, int]) -> None:
        if info["generation"] != 2:
            return
        if phase == "start":
            began.append(time.perf_counter())
        elif began:
            pauses.append(time.perf_counter() - began.pop())

    gc.callbacks.append(timed)
    store = TimedRooms(db)
    running = await serve(
        "127.0.0.1", 0, store, 1, limits=BENCH_LIMITS, computer_workers=workers,
        freeze=freeze,
    )  # fmt: skip
    print(running.port, flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    loop.add_signal_handler(signal.SIGTERM, stop.set)
    window = [0, 0]
    ticker: asyncio.Task[None] | None = None

    def measuring() -> None:
        nonlocal ticker
        window[0] = len(pauses)
        store.writes.clear()
        ticker = loop.create_task(lateness(lags))

    def measured() -> None:
        window[1] = len(pauses)
        if ticker is not None:
            ticker.cancel()

    loop.add_signal_handler(signal.SIGUSR1, measuring)
    loop.add_signal_handler(signal.SIGUSR2, measured)
    await stop.wait()
    figures = {
        "pauses": pauses[window[0] : window[1]],
        "all_pauses": pauses,
        "lags": lags,
        "writes": store.writes,
    }
    db.with_suffix(".gc.json").write_text(json.dumps(figures))
    os._exit(0)  # the tables' teardown is not measured


def rss_kib(pid: int) -> int | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        return None
    return None


def cpu_seconds(pid: int) -> float | None:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class LightCard(msgspec.Struct):
    boxes: list[int | None]


class LightGame(msgspec.Struct):
    current: int
    rolls_used: int
    cards: list[LightCard]


class LightState(msgspec.Struct):
    seq: int
    game: LightGame | None = None


class Light(msgspec.Struct):
    """What the load generator reads of a server message (every other field is skipped)."""

    type: str
    seq: int = 0
    code: str = ""
    seat: int | None = None
    state: LightState | None = None


READ = msgspec.json.Decoder(Light)
BOXES = RULE_SETS["official"].categories


class Table:
    """The people at one table (and a master computer, or not), the arrival times of each update.

    A light load generator: bare WebSockets that read only a message's type, seq and turn, so that
    the figures are the server's, not a client library's (``net.client`` keeps a whole game per
    client, and 4,000 of them would need a core of their own).
    """

    def __init__(self, port: int, master: bool) -> None:
        self.url = f"ws://127.0.0.1:{port}"
        self.people = SEATS - 1 if master else SEATS
        self.seats = [SeatSpec("person")] * self.people + [SeatSpec("computer", "master")] * master
        self.conns: list[ClientConnection] = []
        self.by_seat: dict[int, ClientConnection] = {}
        self.state: LightState | None = None
        self.arrivals: dict[int, list[float]] = {}
        self.sent: dict[int, float] = {}

    async def _sit(self, hello: Message) -> tuple[ClientConnection, Light]:
        ws = await connect(self.url, compression=None, open_timeout=120, ping_interval=None)
        await ws.send(encode(hello))
        welcome = READ.decode(await ws.recv())
        assert welcome.type == "welcome" and welcome.seat is not None, welcome
        self.conns.append(ws)
        self.by_seat[welcome.seat] = ws
        return ws, welcome

    async def sit(self) -> None:
        _, welcome = await self._sit(CreateTable(PROTOCOL_VERSION, "P0", self.seats))
        for n in range(1, self.people):
            await self._sit(JoinTable(PROTOCOL_VERSION, welcome.code, f"P{n}"))

    async def listen(self, ws: ClientConnection) -> None:
        with contextlib.suppress(ConnectionClosed):
            await self._listen(ws)

    async def _listen(self, ws: ClientConnection) -> None:
        async for raw in ws:
            message = READ.decode(raw)
            if message.type == "update":
                self.arrivals.setdefault(message.seq, []).append(time.perf_counter())
            state = message.state
            if state is not None and (self.state is None or state.seq >= self.state.seq):
                self.state = state

    async def start(self) -> None:
        await self.conns[0].send(encode(Start()))

    @property
    def started(self) -> bool:
        return self.state is not None and self.state.game is not None

    async def move(self) -> None:
        """One command from the person whose turn it is (roll thrice, score the first open box)."""
        state = self.state
        assert state is not None and state.game is not None
        game = state.game
        mover = self.by_seat.get(game.current)
        if mover is None:  # the computer's turn
            return
        self.sent[state.seq + 1] = time.perf_counter()
        if game.rolls_used < 3:
            await mover.send(encode(RollDice()))
        else:
            box = game.cards[game.current].boxes.index(None)
            await mover.send(encode(Score(BOXES[box])))

    def latencies(self, since: float) -> list[float]:
        return [
            max(self.arrivals[seq]) - sent
            for seq, sent in self.sent.items()
            if sent >= since and len(self.arrivals.get(seq, ())) == self.people
        ]


async def drive(table: Table, interval: float, until: float) -> None:
    await asyncio.sleep(random.uniform(0, interval))
    while time.perf_counter() < until:
        started = time.perf_counter()
        await table.move()
        await asyncio.sleep(max(0.0, interval - (time.perf_counter() - started)))


def warm_up(seconds: float) -> float:
    return min(5.0, seconds / 4)


async def generate(port: int, tables: int, masters: int, seconds: float, interval: float) -> None:
    """A load generator's process: seat its tables, say ``ready``, wait for a line on stdin, then
    play and print its latencies (JSON). It runs at a lower priority than the server (``nice``)."""
    more_files()
    with contextlib.suppress(OSError, AttributeError):  # no nice on Windows
        os.nice(10)
    at = [Table(port, n < masters) for n in range(tables)]
    random.Random(1).shuffle(at)
    gate = asyncio.Semaphore(50)

    async def seat(table: Table) -> None:
        async with gate:
            await table.sit()

    await asyncio.gather(*(seat(t) for t in at))
    listeners = [asyncio.create_task(t.listen(c)) for t in at for c in t.conns]
    for table in at:
        await table.start()
    while not all(t.started for t in at):
        await asyncio.sleep(0.05)
    print("ready", flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
    warm = time.perf_counter() + warm_up(seconds)
    await asyncio.gather(*(drive(t, interval, warm + seconds) for t in at))
    await asyncio.sleep(0.5)  # the last updates arrive
    latencies = [x * 1000 for t in at for x in t.latencies(warm)]
    print(json.dumps({"clients": sum(t.people for t in at), "latencies": latencies}), flush=True)
    for task in listeners:
        task.cancel()


async def bench(port: int, pid: int, tables: int, options: argparse.Namespace) -> float:
    """Seat and play ``tables`` tables from ``--generators`` processes; print the figures and
    return the p95 (ms)."""
    base = rss_kib(pid)
    count = options.generators
    masters = round(options.masters * tables)
    began = time.perf_counter()
    generators = []
    for g in range(count):
        share, their_masters = tables // count, masters // count
        if g == count - 1:
            share, their_masters = tables - share * g, masters - their_masters * g
        job = f"{port},{share},{their_masters},{options.seconds},{options.interval}"
        generators.append(
            await asyncio.create_subprocess_exec(
                sys.executable, __file__, "--generate", job,
                stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, limit=1 << 28,
            )
        )  # fmt: skip
    for generator in generators:
        assert generator.stdout is not None
        assert (await generator.stdout.readline()).strip() == b"ready"
    print(f"{tables} tables ({masters} with a master) seated by {count} load generators ", end="")
    print(f"in {time.perf_counter() - began:.1f} s")
    for generator in generators:
        assert generator.stdin is not None
        generator.stdin.write(b"go\n")
        await generator.stdin.drain()
    await asyncio.sleep(warm_up(options.seconds))
    cpu_before = cpu_seconds(pid)
    os.kill(pid, signal.SIGUSR1)  # the server measures its loop from now on
    await asyncio.sleep(options.seconds)
    cpu_after = cpu_seconds(pid)
    os.kill(pid, signal.SIGUSR2)
    latencies: list[float] = []
    clients = 0
    for generator in generators:
        assert generator.stdout is not None
        result = json.loads(await generator.stdout.readline())
        latencies.extend(result["latencies"])
        clients += result["clients"]
        await generator.wait()
    latencies.sort()
    held = rss_kib(pid)
    cuts = statistics.quantiles(latencies, n=100)
    print(f"commands measured: {len(latencies)} in {options.seconds:.0f} s, one per table ", end="")
    print(f"every {options.interval} s; {clients} clients")
    print(f"command to every client: p50 {cuts[49]:.1f} ms, p95 {cuts[94]:.1f} ms, ", end="")
    print(f"p99 {cuts[98]:.1f} ms, max {latencies[-1]:.1f} ms")
    if base is not None and held is not None:
        print(
            f"server memory: {base / 1024:.0f} MiB before, {held / 1024:.0f} MiB with the ", end=""
        )
        print(f"tables: {(held - base) / tables:.0f} KiB per table (connections included)")
    if cpu_before is not None and cpu_after is not None:
        print(f"server CPU: {100 * (cpu_after - cpu_before) / options.seconds:.0f} % of one core")
    return cuts[94]


def one_count(options: argparse.Namespace, tables: int) -> float:
    """A fresh server for ``tables`` tables; the p95 (ms)."""
    folder = Path(tempfile.mkdtemp(prefix="bench-online-"))
    db = folder / "rooms.sqlite3"
    command = [sys.executable, __file__, "--serve", str(db), "--workers", str(options.workers)]
    server = subprocess.Popen(
        command + ["--no-freeze"] * (not options.freeze),
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )
    try:
        assert server.stdout is not None
        port = int(server.stdout.readline())
        p95 = asyncio.run(bench(port, server.pid, tables, options))
    finally:
        server.terminate()
        server.wait(timeout=60)
    figures_file = db.with_suffix(".gc.json")
    if figures_file.exists():
        figures = json.loads(figures_file.read_text())
        for name, what in (("pauses", "measured seconds"), ("all_pauses", "whole run")):
            pauses = figures[name]
            longest = max(pauses, default=0.0) * 1000
            print(f"server full collections ({what}): {len(pauses)}, longest {longest:.0f} ms")
        writes = sorted(1000 * x for x in figures["writes"])
        if len(writes) > 100:
            cuts = statistics.quantiles(writes, n=100)
            print(f"server store appends: {len(writes)}, p50 {cuts[49]:.2f} ms, ", end="")
            print(f"p99 {cuts[98]:.1f} ms, max {writes[-1]:.0f} ms, {sum(writes) / 1000:.1f} s")
        lags = sorted(1000 * x for x in figures["lags"])
        if len(lags) > 100:
            cuts = statistics.quantiles(lags, n=100)
            print(f"server loop late for a 10 ms timer: p50 {cuts[49]:.1f} ms, ", end="")
            print(f"p95 {cuts[94]:.1f} ms, p99 {cuts[98]:.1f} ms, max {lags[-1]:.0f} ms")
    return p95


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tables", default="1000,2000,4000", help="counts, comma-separated")
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--interval", type=float, default=2.0)
    parser.add_argument("--masters", type=float, default=0.25, help="share of tables")
    parser.add_argument("--workers", type=int, default=max(1, (os.cpu_count() or 2) - 1))
    parser.add_argument("--no-freeze", dest="freeze", action="store_false")
    parser.add_argument("--generators", type=int, default=2, help="load generator processes")
    parser.add_argument("--serve", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--generate", help=argparse.SUPPRESS)
    options = parser.parse_args()
    if options.serve is not None:
        asyncio.run(run_server(options.serve, options.workers, options.freeze))
        return
    if options.generate is not None:
        port, tables, masters, seconds, interval = options.generate.split(",")
        job = (int(port), int(tables), int(masters), float(seconds), float(interval))
        asyncio.run(generate(*job))
        return
    more_files()
    print(f"computer workers: {options.workers}; history frozen: {options.freeze}; ", end="")
    print(f"load generators: {options.generators}")
    for tables in (int(n) for n in options.tables.split(",")):
        print(f"== {tables} tables")
        if one_count(options, tables) > TARGET_P95:
            print(f"p95 passed {TARGET_P95:.0f} ms: no more tables")
            break


if __name__ == "__main__":
    main()
