"""The online benchmarks' shared parts: a cheap load generator, the server side's timing, figures.

The load generator is as cheap per message as this project can make it in Python, so that the
figures are the server's: each client is a bare WebSocket written on an ``asyncio.Protocol``
(RFC 6455 by hand, no library: a frame's header is read, its payload only looked at). Of the
clients at a table only the host decodes what it hears (to know whose turn it is and which box
is open); every other client looks at the first bytes of a message for ``{"type":"update",
"seq":`` and the number after it. One timer per process (a wheel of 10 ms slots) sends every
table's commands; one ``perf_counter`` is taken per read from a socket, not per message.
``bench_online.py`` and ``bench_cluster.py`` run the generators as processes of their own
(``python benchmarks/_online_load.py JOB``), at a lower priority than the servers (``nice 10``).
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import cProfile
import gc
import json
import os
import pstats
import random
import resource
import signal
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import msgspec

from talking_yahtzee.core.rules import RULE_SETS
from talking_yahtzee.net.guard import HeapKeeper
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
    encode,
)

BENCH_LIMITS = Limits(
    messages_per_second=1000,
    message_burst=1000,
    tables_per_hour=1e9,
    connections_per_address=1_000_000,
    live_tables=1_000_000,
    waiting_per_address=1_000_000,
    joins_per_minute=1e12,
    unfinished_per_address=1_000_000,
    unfinished_bytes=1 << 30,
)
"""The server's limits, opened wide: every client comes from 127.0.0.1."""
TICK = 0.01
UPDATE = b'{"type":"update","seq":'
BOXES = RULE_SETS["official"].categories


def more_files() -> None:
    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


def cpu_seconds(pid: int) -> float | None:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def children(pid: int) -> list[int]:
    """The processes ``pid`` started (its computers' decision workers), Linux only."""
    try:
        return [int(n) for n in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []


def rss_kib(pid: int) -> int | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        return None
    return None


def load_average() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "?"


def cuts(values: list[float]) -> list[float]:
    """Percentiles 1..99 of ``values`` (at least two)."""
    return statistics.quantiles(sorted(values), n=100)


# -- the server's side --------------------------------------------------------------------------


async def lateness(lags: list[float]) -> None:
    """How late the loop wakes for a 10 ms timer, again and again (its stalls)."""
    loop = asyncio.get_running_loop()
    while True:
        due = loop.time() + TICK
        await asyncio.sleep(TICK)
        lags.append(loop.time() - due)


class Measured:
    """A benchmark's server process: its full collections, its loop's lateness and its store's
    appends between SIGUSR1 and SIGUSR2, written as JSON to ``out`` on SIGTERM."""

    def __init__(self, store: Any, out: Path, profile: bool = False) -> None:
        self.out = out
        self.profile = cProfile.Profile(time.thread_time) if profile else None
        """The loop thread's CPU time per function (not the time it waited for a core)."""
        self.pauses: list[float] = []
        self.lags: list[float] = []
        self.writes: list[float] = []
        self.window = [0, 0]
        self.thaws: list[dict[str, float]] = []
        self.collections: list[dict[str, float]] = []
        self._began: list[float] = []
        self._began_cpu: list[float] = []
        self.cpu: list[float] = []
        """The loop's own CPU time in each full collection (the rest of a pause is waiting for
        a core that other work holds)."""
        self._ticker: asyncio.Task[None] | None = None
        gc.callbacks.append(self._collected)
        append = store.append

        def timed_append(*args: Any) -> Any:
            began = time.perf_counter()
            try:
                return append(*args)
            finally:
                self.writes.append(time.perf_counter() - began)

        store.append = timed_append

    def _collected(self, phase: str, info: dict[str, int]) -> None:
        if info["generation"] != 2:
            return
        if phase == "start":
            self._began.append(time.perf_counter())
            self._began_cpu.append(time.thread_time())
        elif self._began:
            self.pauses.append(time.perf_counter() - self._began.pop())
            self.cpu.append(time.thread_time() - self._began_cpu.pop())

    async def serve_until_stopped(self) -> None:
        loop = asyncio.get_running_loop()
        stop = asyncio.Event()
        loop.add_signal_handler(signal.SIGTERM, stop.set)
        loop.add_signal_handler(signal.SIGUSR1, self._measuring)
        loop.add_signal_handler(signal.SIGUSR2, self._measured)
        loop.add_signal_handler(signal.SIGHUP, self._thaw)
        loop.add_signal_handler(signal.SIGWINCH, self._collect)
        await stop.wait()
        figures = {
            "pauses": self.pauses[self.window[0] : self.window[1]],
            "all_pauses": self.pauses,
            "cpu": self.cpu[self.window[0] : self.window[1]],
            "lags": self.lags,
            "writes": self.writes,
            "thaws": self.thaws,
            "collections": self.collections,
        }
        self.out.write_text(json.dumps(figures))
        if self.profile is not None:
            pstats.Stats(self.profile).sort_stats("tottime").dump_stats(
                self.out.with_suffix(".prof")
            )
        os._exit(0)  # the tables' teardown is not measured

    def _collect(self) -> None:
        """A full collection forced now (what any library's ``gc.collect()`` would do: the heap
        keeper never runs one), timed."""
        began = time.perf_counter()
        freed = gc.collect()
        pause = time.perf_counter() - began
        HeapKeeper.step()
        frozen = gc.get_freeze_count()
        self.collections.append({"pause": pause, "frozen": frozen, "freed": freed})

    def _thaw(self) -> None:
        """What the heap keeper did once an hour before issue 40 (a thawed full collection),
        timed: what it frees is what the server leaked into the frozen heap."""
        frozen = gc.get_freeze_count()
        gc.unfreeze()
        began = time.perf_counter()
        freed = gc.collect()
        pause = time.perf_counter() - began
        gc.freeze()
        rss = rss_kib(os.getpid()) or 0
        self.thaws.append({"pause": pause, "frozen": frozen, "freed": freed, "rss_kib": rss})
        print(json.dumps(self.thaws[-1]), flush=True)

    def _measuring(self) -> None:
        self.window[0] = len(self.pauses)
        self.writes.clear()
        self._ticker = asyncio.get_running_loop().create_task(lateness(self.lags))
        if self.profile is not None:
            self.profile.enable()

    def _measured(self) -> None:
        self.window[1] = len(self.pauses)
        if self.profile is not None:
            self.profile.disable()
        if self._ticker is not None:
            self._ticker.cancel()


def server_figures(out: Path, who: str = "server") -> int:
    """Print what a :class:`Measured` server wrote (and its profile's top, if it made one);
    the commands it stored in the measured seconds."""
    if not out.exists():
        return 0
    profile = out.with_suffix(".prof")
    if profile.exists():
        pstats.Stats(str(profile)).sort_stats("tottime").print_stats(30)
    figures = json.loads(out.read_text())
    for name, what in (("pauses", "measured seconds"), ("all_pauses", "whole run")):
        pauses = figures[name]
        longest = max(pauses, default=0.0) * 1000
        print(f"{who} full collections ({what}): {len(pauses)}, longest {longest:.0f} ms", end="")
        cpu = figures.get("cpu", []) if name == "pauses" else []
        print(f" ({1000 * max(cpu):.1f} ms of the loop's CPU at most)" if cpu else "")
    writes = [1000 * x for x in figures["writes"]]
    if len(writes) > 100:
        c = cuts(writes)
        print(
            f"{who} store appends: {len(writes)}, p50 {c[49]:.2f} ms, p99 {c[98]:.1f} ms, ", end=""
        )
        print(f"max {max(writes):.0f} ms, {sum(writes) / 1000:.1f} s in all")
    for forced in figures.get("collections", []):
        print(
            f"{who} full collection forced in the measured seconds: {1000 * forced['pause']:.1f}",
            end="",
        )
        print(f" ms ({forced['frozen']:.0f} objects frozen, {forced['freed']:.0f} freed)")
    lags = [1000 * x for x in figures["lags"]]
    if len(lags) > 100:
        c = cuts(lags)
        print(
            f"{who} loop late for a 10 ms timer: p50 {c[49]:.1f} ms, p95 {c[94]:.1f} ms, ", end=""
        )
        print(f"p99 {c[98]:.1f} ms, max {max(lags):.0f} ms (the longest stall)")
    return len(figures["writes"])


# -- a bare WebSocket client --------------------------------------------------------------------


class Light(msgspec.Struct):
    """What the host's client reads of a server message (every other field is skipped)."""

    type: str
    seq: int = 0
    code: str = ""
    seat: int | None = None
    reason: str = ""
    detail: str = ""
    state: LightState | None = None
    changes: LightChanges | None = None


class LightCard(msgspec.Struct):
    boxes: list[int | None]


class LightGame(msgspec.Struct):
    over: bool
    current: int
    rolls_used: int
    cards: list[LightCard]


class LightState(msgspec.Struct):
    seq: int
    game: LightGame | None = None


class LightTurn(msgspec.Struct):
    over: bool
    current: int
    rolls_used: int
    cards: dict[int, LightCard] = {}


class LightChanges(msgspec.Struct):
    game: LightTurn | None = None


READ = msgspec.json.Decoder(Light)


def frame(payload: bytes) -> bytes:
    """A client's text frame: masked, as RFC 6455 wants, with a key of zeros (so the payload
    goes as it is)."""
    size = len(payload)
    if size < 126:
        return bytes((0x81, 0x80 | size)) + b"\0\0\0\0" + payload
    return bytes((0x81, 0xFE)) + size.to_bytes(2, "big") + b"\0\0\0\0" + payload


class Bare(asyncio.Protocol):
    """One client: the opening handshake, then frames; ``heard(payload, now)`` for each text."""

    def __init__(self, host: str, heard: Callable[[memoryview, float], None]) -> None:
        self.host = host
        self.heard = heard
        self.transport: asyncio.Transport | None = None
        self.buffer = bytearray()
        self.open = False
        self.opened: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        key = base64.b64encode(os.urandom(16)).decode()
        transport.write(
            f"GET / HTTP/1.1\r\nHost: {self.host}\r\nUpgrade: websocket\r\n"
            f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
            "Sec-WebSocket-Version: 13\r\n\r\n".encode()
        )

    def connection_lost(self, exc: Exception | None) -> None:
        if not self.opened.done():
            self.opened.set_exception(ConnectionError(f"closed during the handshake: {exc}"))

    def send(self, payload: bytes) -> None:
        assert self.transport is not None
        self.transport.write(frame(payload))

    def data_received(self, data: bytes) -> None:
        now = time.perf_counter()
        buffer = self.buffer
        buffer += data
        if not self.open:
            end = buffer.find(b"\r\n\r\n")
            if end < 0:
                return
            if not buffer.startswith(b"HTTP/1.1 101"):
                self.opened.set_exception(ConnectionError(bytes(buffer[:80]).decode()))
                return
            del buffer[: end + 4]
            self.open = True
            self.opened.set_result(None)
        view = memoryview(buffer)
        pos, size = 0, len(buffer)
        try:
            while size - pos >= 2:
                length, head = view[pos + 1] & 0x7F, 2
                if length == 126:
                    if size - pos < 4:
                        break
                    length, head = int.from_bytes(view[pos + 2 : pos + 4], "big"), 4
                elif length == 127:
                    if size - pos < 10:
                        break
                    length, head = int.from_bytes(view[pos + 2 : pos + 10], "big"), 10
                end = pos + head + length
                if end > size:
                    break
                opcode = view[pos] & 0x0F
                if opcode == 1:
                    self.heard(view[pos + head : end], now)
                elif opcode == 9:  # ping: pong with its payload
                    assert self.transport is not None
                    payload = bytes(view[pos + head : end])
                    self.transport.write(bytes((0x8A, 0x80 | len(payload), 0, 0, 0, 0)) + payload)
                elif opcode == 8 and self.transport is not None:
                    self.transport.close()
                pos = end
        finally:
            view.release()
        del buffer[:pos]


async def dial(url: str, heard: Callable[[memoryview, float], None], local: str = "") -> Bare:
    """A bare client connected to ``url`` (from the address ``local``, if given)."""
    parts = urlsplit(url)
    host, port = parts.hostname or "127.0.0.1", parts.port or 80
    loop = asyncio.get_running_loop()
    _, client = await loop.create_connection(
        lambda: Bare(f"{host}:{port}", heard), host, port, local_addr=(local, 0) if local else None
    )
    await asyncio.wait_for(client.opened, 120)
    return client


# -- a table of such clients --------------------------------------------------------------------


class Table:
    """The people at one table (and a master computer, or not), timing each command they send
    until every one of them has its update."""

    def __init__(self, urls: list[str], seats: int, master: bool) -> None:
        self.urls = urls
        """The host's server first; a guest joins through the next (and follows ``moved``)."""
        self.people = seats - 1 if master else seats
        self.specs = [SeatSpec("person")] * self.people + [SeatSpec("computer", "master")] * master
        self.by_seat: dict[int, Bare] = {}
        self.game: LightGame | None = None
        self.seq = 0
        self.count: dict[int, int] = {}
        self.sent: dict[int, float] = {}
        self.since = float("inf")
        self.latencies: list[float] = []
        self._welcome: asyncio.Future[Light] | None = None

    def _heard(self, payload: memoryview, now: float) -> None:
        """A guest's message: only an update's number counts."""
        if payload[:23] != UPDATE:
            return
        tail = bytes(payload[23:36])
        self._arrived(int(tail[: tail.index(b",")]), now)

    def _host_heard(self, payload: memoryview, now: float) -> None:
        """The host's message: decoded, to follow the game."""
        message = READ.decode(payload)
        if message.type == "update":
            self._arrived(message.seq, now)
        state, changes = message.state, message.changes
        if state is not None and state.seq >= self.seq:
            self.seq, self.game = state.seq, state.game
        elif changes is not None and message.seq == self.seq + 1:  # what changed (issue 40)
            self.seq, game, turn = message.seq, self.game, changes.game
            if game is not None and turn is not None:
                game.over, game.current, game.rolls_used = turn.over, turn.current, turn.rolls_used
                for seat, card in turn.cards.items():
                    game.cards[seat] = card

    def _sitting(self, payload: memoryview, now: float) -> None:
        if self._welcome is not None and not self._welcome.done():
            self._welcome.set_result(READ.decode(payload))

    def _arrived(self, seq: int, now: float) -> None:
        heard = self.count.get(seq, 0) + 1
        if heard < self.people:
            self.count[seq] = heard
            return
        self.count.pop(seq, None)
        sent = self.sent.pop(seq, None)
        if sent is not None and sent >= self.since:
            self.latencies.append(now - sent)

    async def _sit(self, url: str, hello: Message, host: bool) -> Light:
        for _ in range(3):  # a guest sent on by ``moved`` dials the table's server
            self._welcome = asyncio.get_running_loop().create_future()
            client = await dial(url, self._sitting)
            client.send(encode(hello))
            answer = await asyncio.wait_for(self._welcome, 120)
            if answer.type == "refused" and answer.reason == "moved":
                assert client.transport is not None
                client.transport.close()
                url = answer.detail
                continue
            assert answer.type == "welcome" and answer.seat is not None, answer
            client.heard = self._host_heard if host else self._heard
            self.by_seat[answer.seat] = client
            if host:
                self.seq = answer.state.seq if answer.state is not None else 0
            return answer
        raise ConnectionError("moved too often")

    async def sit(self) -> None:
        welcome = await self._sit(
            self.urls[0], CreateTable(PROTOCOL_VERSION, "P0", self.specs), True
        )
        guest_url = self.urls[1 % len(self.urls)]
        for n in range(1, self.people):
            await self._sit(guest_url, JoinTable(PROTOCOL_VERSION, welcome.code, f"P{n}"), False)

    def start(self) -> None:
        self.by_seat[0].send(encode(Start()))

    def move(self) -> None:
        """One command from the person whose turn it is (roll thrice, score the first open box)."""
        game, now = self.game, time.perf_counter()
        if game is None or game.over:
            return
        mover = self.by_seat.get(game.current)
        if mover is None or now - self.sent.get(self.seq + 1, -1e9) < 5.0:
            return  # a computer's turn, or a move on its way
        self.sent[self.seq + 1] = now
        if game.rolls_used < 3:
            mover.send(ROLL)
        else:
            box = game.cards[game.current].boxes.index(None)
            mover.send(SCORES[box])

    def close(self) -> None:
        for client in self.by_seat.values():
            if client.transport is not None:
                client.transport.close()


ROLL = encode(RollDice())
SCORES = [encode(Score(box)) for box in BOXES]


async def drive(tables: list[Table], interval: float, until: float) -> None:
    """Every table's command once every ``interval`` seconds, the tables spread over the slots
    of one 10 ms timer."""
    slots = max(1, round(interval / TICK))
    shuffled = list(tables)
    random.Random(2).shuffle(shuffled)
    wheel = [shuffled[i::slots] for i in range(slots)]
    began, done = time.perf_counter(), 0
    while (now := time.perf_counter()) < until:
        due = int((now - began) / TICK)
        while done <= due:
            for table in wheel[done % slots]:
                table.move()
            done += 1
        await asyncio.sleep(TICK)


async def seat_all(tables: list[Table]) -> None:
    """Seat everyone at ``tables``, 50 tables at a time, and start every game."""
    gate = asyncio.Semaphore(50)

    async def seat(table: Table) -> None:
        async with gate:
            await table.sit()

    await asyncio.gather(*(seat(t) for t in tables))
    for table in tables:
        table.start()


async def generate(job: dict[str, Any]) -> None:
    """A load generator's process: seat its tables, say ``ready``, wait for a line on stdin,
    then play and print its latencies (JSON)."""
    more_files()
    with contextlib.suppress(OSError, AttributeError):
        os.nice(10)
    urls: list[str] = job["urls"]
    at = [
        Table(urls[n % len(urls) :] + urls[: n % len(urls)], job["seats"], n < job["masters"])
        for n in range(job["tables"])
    ]
    await seat_all(at)
    while not all(t.game is not None for t in at):
        await asyncio.sleep(0.05)
    gc.freeze()  # the generator's own heap, out of its collections
    print("ready", flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
    warm = time.perf_counter() + warm_up(job["seconds"])
    for table in at:
        table.since = warm
    await drive(at, job["interval"], warm + job["seconds"])
    await asyncio.sleep(0.5)  # the last updates arrive
    latencies = [x * 1000 for t in at for x in t.latencies]
    print(json.dumps({"clients": sum(t.people for t in at), "latencies": latencies}), flush=True)


def warm_up(seconds: float) -> float:
    return min(5.0, seconds / 4)


class Generators:
    """``count`` load generator processes sharing ``tables`` tables (and ``masters`` of them
    with a master computer) at the servers of ``urls``."""

    def __init__(self, urls: list[str], tables: int, masters: int, seats: int, count: int) -> None:
        self.jobs = []
        for g in range(count):
            share, their_masters = tables // count, masters // count
            if g == count - 1:
                share, their_masters = tables - share * g, masters - their_masters * g
            self.jobs.append(
                {"urls": urls, "tables": share, "masters": their_masters, "seats": seats}
            )
        self.processes: list[asyncio.subprocess.Process] = []

    async def seat(self, seconds: float, interval: float) -> None:
        for job in self.jobs:
            job.update(seconds=seconds, interval=interval)
            self.processes.append(
                await asyncio.create_subprocess_exec(
                    sys.executable, __file__, json.dumps(job),
                    stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
                    limit=1 << 28,
                )
            )  # fmt: skip
        for process in self.processes:
            assert process.stdout is not None
            line = await process.stdout.readline()
            assert line.strip() == b"ready", line

    async def go(self) -> None:
        for process in self.processes:
            assert process.stdin is not None
            process.stdin.write(b"go\n")
            await process.stdin.drain()

    async def results(self) -> tuple[list[float], int]:
        """Every latency (ms), and the number of clients."""
        latencies: list[float] = []
        clients = 0
        for process in self.processes:
            assert process.stdout is not None
            result = json.loads(await process.stdout.readline())
            latencies.extend(result["latencies"])
            clients += result["clients"]
            await process.wait()
        return latencies, clients


async def play(
    generators: Generators, pids: list[int], seconds: float, interval: float,
    measure: Callable[[bool], None] = lambda starting: None,
) -> tuple[list[float], int, float]:  # fmt: skip
    """Seat, play, and return the latencies (ms), the clients and the servers' CPU (% of one
    core) over the measured seconds; ``measure(True)`` as they begin, ``measure(False)`` after."""
    await generators.seat(seconds, interval)
    await generators.go()
    await asyncio.sleep(warm_up(seconds))
    theirs = [p.pid for p in generators.processes]
    workers = [c for p in pids for c in children(p)]
    watched = pids + theirs + workers
    before = [cpu_seconds(p) or 0.0 for p in watched]
    measure(True)
    await asyncio.sleep(seconds)
    used = [(cpu_seconds(p) or 0.0) - b for p, b in zip(watched, before, strict=True)]
    measure(False)
    latencies, clients = await generators.results()
    mine = sum(used[len(pids) : len(pids) + len(theirs)])
    print(
        f"load generators' CPU: {100 * mine / seconds:.0f} % of one core; the computers' ", end=""
    )
    print(f"decision workers': {100 * sum(used[len(pids) + len(theirs) :]) / seconds:.0f} %")
    return latencies, clients, 100 * sum(used[: len(pids)]) / seconds


def latency_line(latencies: list[float]) -> str:
    if len(latencies) < 2:
        return "too few commands measured"
    c = cuts(latencies)
    return (
        f"p50 {c[49]:.1f} ms, p95 {c[94]:.1f} ms, p99 {c[98]:.1f} ms, max {max(latencies):.1f} ms"
    )


if __name__ == "__main__":
    asyncio.run(generate(json.loads(sys.argv[1])))
