"""What a browser player costs the server, beside a terminal player, in the same run (issue 39).

Run: ``python benchmarks/bench_web.py [--pages 100] [--idle 2000] [--tables 3] [--big 1000]
[--churn 200] [--seconds 30] [--quiet 60]`` (0 leaves a part out).

A server with its browser door runs in a process of its own (``--serve``, 127.0.0.1, port 0, a
fresh SQLite store, limits opened wide); this process is the load. A browser player is a
WebSocket speaking the page's own protocol (``/web/play``: its key first, then key presses; lines,
sounds and the board back), as ``ui/web/web.js`` does; a terminal player is the client library
(``net.client.Client``, ``net.lobby_client.LobbyClient``), as ``yahtzee online`` uses it. Their
programs run here; what is measured is the server's process (``/proc``: its resident memory and
its CPU time), so the figures are the server's cost of each kind of player:

- memory: ``--pages`` players entering the lobby, terminals then pages, the server's resident
  memory before and after each (per player);
- CPU per move: ``--tables`` tables of four (a terminal host and three others: terminals, then
  pages) playing whole games; the server's CPU seconds over the commands it accepted (rolls and
  scores). A page plays by keys, as a person does (``r``, then Home, Down..., Enter), so its
  moves' cost includes its keys';
- a crowd: ``--idle`` pages entering the lobby, 50 opening at a time, and staying: the time
  until each heard its first line, the server's memory per page and CPU at rest, the time for
  all to leave;
- many tables: ``--big`` tables of four at a person's pace (a move about every 5 s at each),
  four terminals, then a terminal host and three pages: each move's time until its update (a
  page: its board) came back, p50/p95/p99, for ``--big-seconds``;
- churn: a table of four terminals playing while ``--churn`` pages join the lobby and leave
  again for ``--seconds`` (from a process of their own, so that this one's loop measures the
  table unslowed): the table's p95 (a command until its update is back) before and during,
  and the server's memory before (warm: its table played a while), after, and after
  ``--quiet`` seconds quiet. ``BENCH_WEB_TRACE=1`` makes the server say what grew meanwhile
  (tracemalloc) and how late its loop was; ``BENCH_WEB_PROFILE=FILE`` writes its profile;
  ``BENCH_WEB_LOG=INFO`` shows its log.

The machine may be shared: the load average is printed beside the figures; the CPU times are the
server process's own, so other work slows them less than wall times.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from websockets.asyncio.client import ClientConnection, connect

from _online_load import BENCH_LIMITS, cpu_seconds, load_average, more_files, rss_kib
from talking_yahtzee.net.client import Client
from talking_yahtzee.net.lobby_client import LobbyClient
from talking_yahtzee.net.protocol import SeatSpec, Update

KEY = "b" * 40
MOVE_SECONDS = 5.0
"""How often a table of people makes a move (a turn is two or three rolls and a score)."""
HALF_CORE = 0.5
"""The share of a core the pages may take, leaving the rest for the tables and bursts."""


# -- the server's process ------------------------------------------------------------------------


async def serve_forever(folder: Path) -> None:
    from talking_yahtzee.cli.web import web_hook
    from talking_yahtzee.net.rooms import SqliteRooms
    from talking_yahtzee.net.serving import serve

    if os.environ.get("BENCH_WEB_LOG"):  # the server's log on stderr
        import logging

        logging.basicConfig(level=os.environ["BENCH_WEB_LOG"])
    hook = web_hook(limits=BENCH_LIMITS, pace=0.0, roll_guard=False)
    hook.pages_max = 1_000_000
    running = await serve(
        "127.0.0.1",
        0,
        SqliteRooms(folder / "rooms.sqlite3"),
        7,
        limits=BENCH_LIMITS,
        computer_delay=0.0,
        web=hook,
    )
    print(running.port, flush=True)
    if os.environ.get("BENCH_WEB_TRACE"):
        watch()
    profile = os.environ.get("BENCH_WEB_PROFILE")
    if profile:  # the server's own profile, written when it is told to stop
        import cProfile

        profiler = cProfile.Profile()
        profiler.enable()
        stopped = asyncio.Event()
        asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stopped.set)
        await stopped.wait()
        profiler.disable()
        profiler.dump_stats(profile)
        return
    await asyncio.Event().wait()


def watch() -> None:
    """In the server (``BENCH_WEB_TRACE``): on SIGUSR1 a mark (a tracemalloc snapshot, the
    loop's lateness started afresh), on SIGUSR2 what grew since the mark (the 12 biggest
    allocation sites) and how late the loop was, on stderr."""
    import tracemalloc

    tracemalloc.start(4)
    loop = asyncio.get_running_loop()
    marks: list[Any] = [tracemalloc.take_snapshot()]
    lags: list[float] = []

    async def lateness() -> None:
        while True:
            start = loop.time()
            await asyncio.sleep(0.01)
            lags.append(loop.time() - start - 0.01)

    def mark() -> None:
        marks[:] = [tracemalloc.take_snapshot()]
        lags.clear()

    def report() -> None:
        now = tracemalloc.take_snapshot()
        grown = now.compare_to(marks[0], "traceback")
        total = sum(stat.size_diff for stat in grown) / 1024
        print(f"-- grown since the mark: {total:.0f} KiB traced; by file:", file=sys.stderr)
        for stat in now.compare_to(marks[0], "filename")[:8]:
            where = stat.traceback[0].filename.rsplit("/", 2)[-1]
            print(f"{stat.size_diff / 1024:9.0f} {stat.count_diff:7d} {where}", file=sys.stderr)
        print("-- by place (KiB, count):", file=sys.stderr)
        for stat in grown[:12]:
            frames = " <- ".join(
                f"{f.filename.rsplit('/', 2)[-1]}:{f.lineno}" for f in stat.traceback[:4]
            )
            print(f"{stat.size_diff / 1024:9.0f} {stat.count_diff:7d} {frames}", file=sys.stderr)
        if lags:
            cuts = statistics.quantiles(lags, n=100) if len(lags) > 1 else [lags[0]] * 99
            print(
                f"-- loop late: p99 {cuts[98] * 1000:.1f} ms, worst {max(lags) * 1000:.1f} ms",
                file=sys.stderr,
            )

    loop.add_signal_handler(signal.SIGUSR1, mark)
    loop.add_signal_handler(signal.SIGUSR2, report)
    watching.add(loop.create_task(lateness()))


watching: set[asyncio.Task[None]] = set()


class ServerProcess:
    """The server in a process of its own: its port, memory and CPU time."""

    def __init__(self, folder: Path) -> None:
        self.process = subprocess.Popen(
            [sys.executable, __file__, "--serve", str(folder)],
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self.process.stdout is not None
        self.port = int(self.process.stdout.readline())
        self.url = f"ws://127.0.0.1:{self.port}"

    def rss(self) -> int:
        return rss_kib(self.process.pid) or 0

    def cpu(self) -> float:
        return cpu_seconds(self.process.pid) or 0.0

    def cpu_idle(self, seconds: float = 0.2) -> bool:
        """Whether the server used under a tenth of a core over ``seconds`` (blocking)."""
        cpu = self.cpu()
        time.sleep(seconds)
        return self.cpu() - cpu < seconds / 10

    def signal(self, number: int) -> None:
        """A signal to the server watched (``BENCH_WEB_TRACE``: see :func:`watch`)."""
        if os.environ.get("BENCH_WEB_TRACE"):
            self.process.send_signal(number)

    def close(self) -> None:
        self.process.terminate()
        self.process.wait(10)


# -- players -------------------------------------------------------------------------------------


class Page:
    """A browser page's player, as web.js speaks to the server."""

    def __init__(self) -> None:
        self.ws: ClientConnection | None = None
        self.lines = 0
        self.said: list[str] = []
        self.board: dict[str, Any] = {}
        self.heard = asyncio.Event()
        self.task: asyncio.Task[None] | None = None
        self.sent = 0.0
        """When the last key of a move was sent (0: no move waiting for its board)."""
        self.latencies: list[float] | None = None
        """Each move's time until its board came back, when measured."""

    async def open(self, port: int, name: str, code: str = "") -> None:
        self.ws = await connect(
            f"ws://127.0.0.1:{port}/web/play?name={name}&lang=en&code={code}",
            max_size=None,
            open_timeout=120,  # a crowd arriving on a loaded machine: slow, not refused
        )
        await self.ws.send(json.dumps({"identity": KEY + name[-3:].rjust(3, "0")}))
        self.task = asyncio.get_running_loop().create_task(self.read())

    async def read(self) -> None:
        assert self.ws is not None
        async for raw in self.ws:
            data = json.loads(raw)
            for message in data if isinstance(data, list) else [data]:  # a burst: a list
                if "say" in message:
                    self.lines += 1
                    if len(self.said) < 100:
                        self.said.append(message["say"])
                elif "board" in message:
                    self.board = message["board"]
                    if self.sent and self.latencies is not None:
                        self.latencies.append(time.perf_counter() - self.sent)
                    self.sent = 0.0
            self.heard.set()

    async def key(self, *names: str) -> None:
        """Press keys, named as the browser names them (``KeyboardEvent.key``)."""
        assert self.ws is not None
        for name in names:
            await self.ws.send(json.dumps({"key": name}))
        self.sent = time.perf_counter()

    def seat(self) -> int | None:
        players = self.board.get("players") or []
        return next((i for i, p in enumerate(players) if p["you"]), None)

    async def play(self, pace: float = 0.0, stop: asyncio.Event | None = None) -> None:
        """Take every turn by keys: roll once, then the open box worth most (a zero confirmed);
        ``pace``: about that many seconds before each move; until ``stop`` is set."""
        rolled_for: tuple[int, int] | None = None
        while stop is None or not stop.is_set():
            await self.heard.wait()
            self.heard.clear()
            board = self.board
            if not board.get("game") or board.get("over"):
                if board.get("over"):
                    return
                continue
            if board["turn"] != self.seat():
                continue
            if pace:
                await asyncio.sleep(pace * random.uniform(0.5, 1.5))
            turn = (board["round"], board["turn"])
            if board["dice"] is None and rolled_for != turn:
                rolled_for = turn
                await self.key("r")
            elif board["dice"] is not None and board["reach"]:
                best = max(board["reach"], key=lambda b: board["potentials"].get(b, 0))
                keys = ["Home", *["ArrowDown"] * board["reach"][best], "Enter"]
                if board["potentials"].get(best, 0) == 0:
                    keys.append("Enter")
                self.board = {}
                await self.key(*keys)

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()
        if self.task is not None:
            self.task.cancel()


async def terminal_turns(
    client: Client,
    latencies: list[float] | None = None,
    pace: float = 0.0,
    stop: asyncio.Event | None = None,
) -> None:
    """A terminal player's turns: roll once, then the box worth most, until the game is over
    (or ``stop`` is set); ``latencies``: each command's time until the next update comes back;
    ``pace``: about that many seconds before each command."""
    acted = -1
    sent = 0.0
    while stop is None or not stop.is_set():
        try:
            message = await client.next()
        except EOFError:
            return
        if isinstance(message, Update) and sent:
            if latencies is not None:
                latencies.append(time.perf_counter() - sent)
            sent = 0.0
        game, state = client.game, client.state
        if game is None or state is None:
            continue
        if game.is_over:
            return
        if not client.my_turn() or state.seq == acted:
            continue
        acted = state.seq
        if pace:
            await asyncio.sleep(pace * random.uniform(0.5, 1.5))
        sent = time.perf_counter()
        if game.turn.dice is None:
            await client.roll()
        else:
            await client.score(max(game.options(), key=lambda o: o.points).category)


async def until(holds: Any, what: str, limit: float = 120.0) -> None:
    deadline = time.monotonic() + limit
    while not holds():
        if time.monotonic() > deadline:
            raise TimeoutError(what)
        await asyncio.sleep(0.02)


Player = Page | Client


async def seated(server: ServerProcess, name: str, pages: bool) -> tuple[Client, list[Player]]:
    """A table of four: a terminal host and three others (pages or terminals), seated."""
    host = Client(server.url)
    welcome = await host.create(f"H{name}", [SeatSpec("person")] * 4)
    others: list[Player] = []
    for k in range(3):
        if pages:
            page = Page()
            await page.open(server.port, f"P{name}x{k}", welcome.code)
            others.append(page)
        else:
            client = Client(server.url)
            await client.join(welcome.code, f"T{name}x{k}")
            others.append(client)
    await until(lambda: host.state is not None and all(s.taken for s in host.state.seats), "seats")
    return host, others


async def played(host: Client, others: list[Player], latencies: list[float] | None = None) -> int:
    """One whole game at the table; the commands the server accepted."""
    await host.start()
    jobs = [terminal_turns(host, latencies)]
    jobs += [o.play() if isinstance(o, Page) else terminal_turns(o, latencies) for o in others]
    await asyncio.gather(*jobs)
    moves = host.last_seq
    for player in [host, *others]:
        await player.close()
    return moves


# -- the figures ---------------------------------------------------------------------------------


async def read_lobby(lobby: LobbyClient) -> None:
    """Read what the lobby sends, as the terminal's lobby does."""
    while True:
        await lobby.next()


async def memory(server: ServerProcess, count: int) -> tuple[float, float]:
    """KiB of the server's memory per player in the lobby: terminals, then pages (after a few of
    each came and went: the code and the words each kind loads once are not a player's)."""
    for k in range(5):
        warm = LobbyClient(server.url)
        await warm.enter(f"Warm{k}")
        await warm.close()
    await tabs(server, [f"Warm{k}" for k in range(5)])
    before = server.rss()
    terminals = []
    readers = []
    for k in range(count):
        lobby = LobbyClient(server.url)
        await lobby.enter(f"Lobby{k}")
        terminals.append(lobby)
        readers.append(asyncio.get_running_loop().create_task(read_lobby(lobby)))
    terminal = (server.rss() - before) / count
    middle = server.rss()
    pages = []
    for k in range(count):
        page = Page()
        await page.open(server.port, f"Page{k}")
        pages.append(page)
    await until(lambda: all(p.lines for p in pages), "every page's first line")
    page_kib = (server.rss() - middle) / count
    for reader in readers:
        reader.cancel()
    for lobby in terminals:
        await lobby.close()
    for page in pages:
        await page.close()
    return terminal, page_kib


async def crowd(server: ServerProcess, count: int, rest: float) -> dict[str, float]:
    """``count`` pages entering the lobby (50 opening at a time, as a crowd arriving) and staying
    there: the time until every page heard its first line, the server's memory per page, its CPU
    at rest (``rest`` seconds, in a share of one core); then the time for all to leave."""
    before, cpu = server.rss(), server.cpu()
    start = time.perf_counter()
    pages = [Page() for _ in range(count)]
    gate = asyncio.Semaphore(50)

    async def arrive(page: Page, k: int) -> None:
        async with gate:
            await page.open(server.port, f"Idle{k}")
            await until(lambda: page.lines > 0, "a page's first line", 600.0)

    await asyncio.gather(*(arrive(page, k) for k, page in enumerate(pages)))
    arrived = time.perf_counter() - start
    figures = {"arrived": arrived, "arrival cpu": server.cpu() - cpu}
    await asyncio.sleep(1.0)  # the last arrivals' news told
    figures["per page"] = (server.rss() - before) / count
    cpu = server.cpu()
    await asyncio.sleep(rest)
    figures["rest"] = (server.cpu() - cpu) / rest
    heard = sum(p.lines for p in pages)
    figures["lines"] = heard / count
    start = time.perf_counter()
    await asyncio.gather(*(p.close() for p in pages))
    await until(lambda: server.cpu_idle(), "the server quiet again", 600.0)
    figures["left"] = time.perf_counter() - start
    return figures


async def per_move(server: ServerProcess, tables: int, pages: bool) -> float:
    """The server's CPU milliseconds per accepted command, ``tables`` games at once."""
    kind = "p" if pages else "t"
    seats = [await seated(server, f"{kind}{n}", pages) for n in range(tables)]
    start = server.cpu()
    moves = await asyncio.gather(*(played(host, others) for host, others in seats))
    return (server.cpu() - start) * 1000 / sum(moves)


async def many_tables(
    server: ServerProcess, tables: int, pages: bool, seconds: float
) -> dict[str, float]:
    """``tables`` tables of four (a terminal host and three others: pages or terminals) seated,
    then playing for ``seconds`` at a person's pace (a move about every :data:`MOVE_SECONDS` at
    each table); each move's time until its update (a page: its board) came back: p50, p95,
    p99; the server's memory and CPU."""
    kind = "P" if pages else "T"
    seats: list[tuple[Client, list[Player]]] = []
    rss = server.rss()
    for n in range(tables):
        seats.append(await seated(server, f"{kind}{n}", pages))
    figures = {"memory": (server.rss() - rss) / 1024}
    latencies: list[float] = []
    stop = asyncio.Event()
    pace = MOVE_SECONDS
    jobs = []
    for host, others in seats:
        await host.start()
        jobs.append(terminal_turns(host, latencies, pace, stop))
        for other in others:
            if isinstance(other, Page):
                other.latencies = latencies
                jobs.append(other.play(pace, stop))
            else:
                jobs.append(terminal_turns(other, latencies, pace, stop))
    running = [asyncio.get_running_loop().create_task(job) for job in jobs]
    await asyncio.sleep(MOVE_SECONDS * 2)  # every table started and moving
    del latencies[:]
    cpu, start = server.cpu(), time.perf_counter()
    await asyncio.sleep(seconds)
    figures["cpu"] = (server.cpu() - cpu) / (time.perf_counter() - start)
    stop.set()
    cuts = statistics.quantiles(latencies, n=100) if len(latencies) > 1 else [0.0] * 99
    figures.update(
        {"moves": len(latencies), "p50": cuts[49] * 1000, "p95": cuts[94] * 1000}
        | {"p99": cuts[98] * 1000}
    )
    for task in running:
        task.cancel()
    await asyncio.gather(*running, return_exceptions=True)
    for host, others in seats:
        for player in [host, *others]:
            await player.close()
    return figures


async def tabs(server: ServerProcess, names: list[str]) -> None:
    """Pages opened at once in the lobby, each until its first line, then closed."""
    pages = [Page() for _ in names]
    await asyncio.gather(*(p.open(server.port, name) for p, name in zip(pages, names, strict=True)))
    await until(lambda: all(p.lines for p in pages), "every page's first line")
    await asyncio.gather(*(p.close() for p in pages))


async def churn(
    server: ServerProcess, count: int, seconds: float, quiet_seconds: float
) -> dict[str, float]:
    """A table of terminals playing while ``count`` pages join the lobby and leave, again and
    again for ``seconds``: its p95 before and during; the server's memory before, after, and
    after ``quiet_seconds`` quiet (``BENCH_WEB_TRACE``: what grew, and the loop's lateness)."""
    await tabs(server, [f"Warm{k}" for k in range(5)])  # the page's code and words loaded
    figures: dict[str, float] = {}
    quiet: list[float] = []
    busy: list[float] = []

    async def measured(latencies: list[float], stop: asyncio.Event, n: int) -> None:
        while not stop.is_set():
            host, others = await seated(server, f"w{n}", pages=False)
            await played(host, others, latencies)
            n += 100

    stop = asyncio.Event()
    job = asyncio.get_running_loop().create_task(measured(quiet, stop, 1))
    await asyncio.sleep(seconds)
    stop.set()
    await job
    figures["before"] = server.rss()  # its table's games played a while: the server warm
    stop = asyncio.Event()
    server.signal(signal.SIGUSR1)
    job = asyncio.get_running_loop().create_task(measured(busy, stop, 2))
    load = await asyncio.create_subprocess_exec(  # the tabs in a process of their own: this
        sys.executable,  # one's loop measures the table, unslowed by them
        __file__,
        "--tabs",
        f"{server.port} {count} {seconds}",
        stdout=asyncio.subprocess.PIPE,
    )
    out, _ = await load.communicate()
    round_ = int(out.split()[-1])
    stop.set()
    await job
    figures["after"] = server.rss()
    await asyncio.sleep(quiet_seconds)
    figures["quiet"] = server.rss()
    server.signal(signal.SIGUSR2)
    figures["rounds"] = round_
    figures["p95 quiet"] = statistics.quantiles(quiet, n=20)[-1] * 1000
    figures["p95 churn"] = statistics.quantiles(busy, n=20)[-1] * 1000
    return figures


async def churning(port: str, count: str, seconds: str) -> None:
    """The churn's tabs (a process of its own): ``count`` pages open in the lobby and closed,
    again and again for ``seconds``; prints the rounds."""
    more_files()
    server = ServerProcess.__new__(ServerProcess)
    server.port = int(port)
    deadline = time.monotonic() + float(seconds)
    rounds = 0
    while time.monotonic() < deadline:
        await tabs(server, [f"C{rounds}x{k}" for k in range(int(count))])
        rounds += 1
    print(rounds, flush=True)


async def bench(options: argparse.Namespace) -> None:
    more_files()
    with tempfile.TemporaryDirectory() as folder:
        server = ServerProcess(Path(folder))
        try:
            print(f"load average at the start: {load_average()}")
            terminal, page = await memory(server, options.pages)
            print(
                f"memory per player in the lobby ({options.pages} each): terminal "
                f"{terminal:.0f} KiB, page {page:.0f} KiB ({page / max(terminal, 1):.1f}x)"
            )
            if options.idle:
                idle = await crowd(server, options.idle, options.rest)
                print(
                    f"{options.idle} pages idle in the lobby: all arrived in "
                    f"{idle['arrived']:.1f} s ({idle['arrival cpu']:.1f} s of server CPU), "
                    f"{idle['per page']:.0f} KiB each, at rest {idle['rest'] * 100:.1f} % of a "
                    f"core, {idle['lines']:.1f} lines heard by each page; all gone in "
                    f"{idle['left']:.1f} s"
                )
            cpu_terminal = await per_move(server, options.tables, pages=False)
            cpu_page = await per_move(server, options.tables, pages=True)
            print(
                f"server CPU per move, {options.tables} tables of 4 (a terminal host and "
                f"three others): terminals {cpu_terminal:.2f} ms, pages {cpu_page:.2f} ms "
                f"({cpu_page / cpu_terminal:.1f}x)"
            )
            per_page = (cpu_page - cpu_terminal) / 3 + cpu_terminal / 4
            held = int(HALF_CORE / (per_page / 1000 / MOVE_SECONDS))
            print(
                f"one page's share of a move: {per_page:.2f} ms; pages one core holds at half "
                f"load, a move every {MOVE_SECONDS:.0f} s at each table: {held}"
            )
            for pages in (False, True) if options.big else ():
                big = await many_tables(server, options.big, pages, options.big_seconds)
                who = "a terminal host and three pages" if pages else "four terminals"
                print(
                    f"{options.big} tables of {who}, a move every ~{MOVE_SECONDS:.0f} s at "
                    f"each, for {options.big_seconds:.0f} s: {big['moves']:.0f} moves, p50 "
                    f"{big['p50']:.1f} ms, p95 {big['p95']:.1f} ms, p99 {big['p99']:.1f} ms; "
                    f"the server at {big['cpu'] * 100:.0f} % of a core, "
                    f"{big['memory']:.0f} MiB for the tables (load {load_average()})"
                )
            figures = await churn(server, options.churn, options.seconds, options.quiet)
            print(
                f"another table's p95 while {options.churn} pages join and leave for "
                f"{options.seconds:.0f} s ({figures['rounds']:.0f} rounds): "
                f"{figures['p95 quiet']:.1f} ms before, {figures['p95 churn']:.1f} ms during"
            )
            print(
                f"server memory: {figures['before'] / 1024:.0f} MiB before, "
                f"{figures['after'] / 1024:.0f} MiB after, {figures['quiet'] / 1024:.0f} MiB "
                f"after {options.quiet:.0f} s quiet "
                f"({(figures['quiet'] / figures['before'] - 1) * 100:+.0f} %)"
            )
            print(f"load average at the end: {load_average()}")
        finally:
            server.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--pages", type=int, default=100)
    parser.add_argument("--tables", type=int, default=3)
    parser.add_argument("--idle", type=int, default=2000, help="pages idle in the lobby")
    parser.add_argument("--rest", type=float, default=10.0, help="seconds the idle pages rest")
    parser.add_argument("--big", type=int, default=1000, help="tables of four at a person's pace")
    parser.add_argument("--big-seconds", type=float, default=30.0)
    parser.add_argument("--churn", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--quiet", type=float, default=60.0)
    parser.add_argument("--serve", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--tabs", help=argparse.SUPPRESS)
    options = parser.parse_args()
    if options.tabs is not None:
        asyncio.run(churning(*options.tabs.split()))
        return 0
    if options.serve is not None:
        asyncio.run(serve_forever(options.serve))
        return 0
    asyncio.run(bench(options))
    return 0


if __name__ == "__main__":
    sys.exit(main())
