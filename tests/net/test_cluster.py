"""Several servers on one real Valkey: tables joined through any server, handed over when their
server dies (SIGKILL) or pauses past its lease (SIGSTOP), every game ending exactly as the same game
uninterrupted, and a server that lost a table's lease unable to write for it."""

from __future__ import annotations

import asyncio
import contextlib
import signal
import subprocess
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any, cast

from clusterplay import (
    MemberProcess,
    cluster_client,
    rooms,
    start_member,
    store_url,  # noqa: F401 (a fixture)
    valkey_server,  # noqa: F401 (a fixture)
    wait_for,
)
from netplay import act, check_record, past, play, seat_joined, start_server, started, until
from tools.cluster import LocalValkey
from websockets.asyncio.client import connect

from talking_yahtzee.net import routing
from talking_yahtzee.net.client import Client, Reconnected
from talking_yahtzee.net.guards import SharedConnections
from talking_yahtzee.net.limits import Limits
from talking_yahtzee.net.protocol import (
    PROTOCOL_VERSION,
    AddComputer,
    ChatLine,
    CreateTable,
    DropSeat,
    JoinTable,
    Leave,
    Refused,
    Resume,
    SeatChanged,
    SeatSpec,
    SetLevel,
    TakeSeat,
    encode,
)
from talking_yahtzee.net.serving import RunningServer

SEATS = [SeatSpec("person"), SeatSpec("computer", "beginner"), SeatSpec("person")]
LEASE = 1.5
"""The servers' lease in these tests (5 seconds unless the operator says)."""


async def seat_two(ann: Client, bob: Client) -> str:
    welcome = await ann.create("Ann", SEATS)
    await bob.join(welcome.code, "Bob")
    await until(ann, seat_joined(2), "Bob at the table")
    await ann.start()
    await started(ann)
    await started(bob)
    return welcome.code


async def play_to(ann: Client, bob: Client, round_: int, *, mid_turn: bool = False) -> None:
    """Play until ``round_``; with ``mid_turn``, into a person's turn with one roll made."""
    while True:
        game = ann.game
        assert game is not None
        mover = ann if ann.my_turn() else bob if bob.my_turn() else None
        if game.round >= round_ and (not mid_turn or (mover and game.turn.rolls_used == 1)):
            return
        seq = ann.last_seq
        if mover is not None:
            await act(mover)
        await past(ann, seq)
        await past(bob, seq)


async def both_play_on(ann: Client, bob: Client) -> dict[str, Any]:
    """Play to the end; the record, the same for both."""
    records = await asyncio.gather(play(ann), play(bob))
    assert records[0] == records[1]
    return records[0]


async def uninterrupted(db: Path) -> dict[str, Any]:
    """The same game on one server, never interrupted: what every test below must end with."""
    async with await start_server(db, seed=11) as server:
        ann, bob = cluster_client(server.port), cluster_client(server.port)
        await seat_two(ann, bob)
        records = await asyncio.gather(play(ann), play(bob))
        await ann.close()
        await bob.close()
        assert records[0] == records[1]
        return records[0]


def stored_seqs(url: str, code: str) -> list[int]:
    reader = rooms(url, "reader")
    try:
        stored = reader.table(code)
        assert stored is not None
        return [entry.seq for entry in stored.log]
    finally:
        reader.close()


def url_of(port: int) -> str:
    return f"ws://127.0.0.1:{port}"


async def close_all(*things: Client | RunningServer) -> None:
    for thing in things:
        await thing.close()
        if isinstance(thing, RunningServer):
            thing.server.store.close()


# -- in one process -------------------------------------------------------------------------------


async def joined_through_another(url: str) -> dict[str, Any]:
    a, b = await start_member(url), await start_member(url)
    ann, bob = cluster_client(a.port, b.port), cluster_client(b.port, a.port)
    try:
        code = await seat_two(ann, bob)
        assert code in a.server.tables and code not in b.server.tables
        assert ann.url == bob.url == url_of(a.port)  # Bob was sent on by b
        return await both_play_on(ann, bob)
    finally:
        await close_all(ann, bob, a, b)


def test_a_table_made_on_one_server_is_joined_through_another(
    store_url: str,  # noqa: F811
    tmp_path: Path,
) -> None:
    record = asyncio.run(joined_through_another(store_url))
    check_record(record)
    assert record == asyncio.run(uninterrupted(tmp_path / "reference.sqlite3"))


async def lease_ran_out(url: str) -> tuple[dict[str, Any], list[int], int]:
    a, b = await start_member(url, lease=LEASE), await start_member(url)
    ann, bob = cluster_client(a.port, b.port), cluster_client(a.port, b.port)
    cy = cluster_client(b.port)
    try:
        code = await seat_two(ann, bob)
        await play_to(ann, bob, 3)
        await routing.stop(a.server.keeper)  # a renews no more, as if paused
        await wait_for(lambda: lease_free(url, code), "a's lease to run out")
        await cy.join(code, "Cy", spectate=True)  # b takes the table over for Cy
        assert code in b.server.tables and code in a.server.tables  # a does not know yet
        before = stored_seqs(url, code)
        mover = ann if ann.my_turn() else bob
        await act(mover)  # sent to a, which still holds the table in memory
        refused = await until(mover, lambda m: isinstance(m, Refused), "the refusal")
        assert isinstance(refused, Refused) and refused.reason == "server-error"
        for who in (ann, bob):
            await until(who, lambda m: isinstance(m, Reconnected), f"{who.name} back")
        assert ann.url == bob.url == url_of(b.port)
        assert code not in a.server.tables
        return await both_play_on(ann, bob), stored_seqs(url, code), len(before)
    finally:
        await close_all(ann, bob, cy, a, b)


def lease_free(url: str, code: str) -> bool:
    """Nobody holds the table's lease (read without taking it)."""
    reader = rooms(url, "reader")
    try:
        return reader.lease_holder(code) is None
    finally:
        reader.close()


def test_a_server_past_its_lease_cannot_write_and_the_game_goes_on_elsewhere(
    store_url: str,  # noqa: F811
    tmp_path: Path,
) -> None:
    record, seqs, before = asyncio.run(lease_ran_out(store_url))
    assert seqs == list(range(1, len(seqs) + 1)) and len(seqs) > before
    assert record == asyncio.run(uninterrupted(tmp_path / "reference.sqlite3"))


async def owner_stopped(url: str) -> dict[str, Any]:
    a, b = await start_member(url, lease=60.0), await start_member(url, lease=60.0)
    ann, bob = cluster_client(a.port, b.port), cluster_client(a.port, b.port)
    try:
        code = await seat_two(ann, bob)
        await play_to(ann, bob, 3)
        await a.close()  # as on SIGTERM: the connections close, then the leases go
        a.server.store.close()
        for who in (ann, bob):  # long before a 60-second lease could run out
            await until(who, lambda m: isinstance(m, Reconnected), f"{who.name} back")
        assert ann.url == bob.url == url_of(b.port) and code in b.server.tables
        return await both_play_on(ann, bob)
    finally:
        await close_all(ann, bob, b)


def test_a_server_that_stops_lets_its_tables_go_at_once(
    store_url: str,  # noqa: F811
    tmp_path: Path,
) -> None:
    record = asyncio.run(owner_stopped(store_url))
    assert record == asyncio.run(uninterrupted(tmp_path / "reference.sqlite3"))


async def claimed_at_once(url: str) -> None:
    a, b = await start_member(url, lease=60.0), await start_member(url, lease=60.0)
    ann, bob = cluster_client(a.port), cluster_client(a.port)
    try:
        code = await seat_two(ann, bob)
        await close_all(ann, bob, a)  # its leases go
        a.server.store.close()
        asked = [routing.claim(b.server, code) for _ in range(3)]
        first, *others = await asyncio.gather(*asked)  # the store asked off the loop, once
        assert first is not None and first is b.server.tables[code]
        assert all(other is first for other in others)
        assert b.server.store.holds(code)
    finally:
        await close_all(b)


def test_a_table_asked_for_by_several_at_once_is_claimed_once(
    store_url: str,  # noqa: F811
) -> None:
    asyncio.run(claimed_at_once(store_url))


def changed(kind: str, seat: int) -> Any:
    return lambda m: isinstance(m, SeatChanged) and m.change == kind and m.seat == seat


async def seats_set_on_valkey(url: str) -> None:
    a = await start_member(url)
    ann, bob, cy = cluster_client(a.port), cluster_client(a.port), cluster_client(a.port)
    try:
        code = (await ann.create("Ann", [SeatSpec("person")] * 3)).code
        await bob.join(code, "Bob")
        await until(ann, seat_joined(1), "Bob at the table")
        await cy.join(code, "Cy", spectate=True)
        await ann.send(AddComputer("master"))  # in the open seat 2
        await until(ann, changed("computer", 2), "a computer in seat 2")
        await ann.send(AddComputer("good"))  # a seat more: the table stored anew
        await until(ann, changed("computer", 3), "a computer in a new seat")
        await ann.send(SetLevel(3, "expert"))
        await until(ann, changed("level", 3), "its level")
        await ann.send(DropSeat(2))  # a seat less: stored anew
        await until(ann, changed("dropped", 2), "the first computer dropped")
        await bob.leave()  # before the game: his seat open again
        await until(ann, changed("left", 1), "Bob gone")
        await cy.send(TakeSeat())
        await until(ann, changed("sat", 1), "Cy in Bob's seat")
    finally:
        await close_all(ann, bob, cy, a)
    reader = rooms(url, "reader")
    try:
        stored = reader.table(code)
    finally:
        reader.close()
    assert stored is not None and stored.status == "waiting"
    assert [(s.kind, s.name, s.level) for s in stored.seats] == [
        ("person", "Ann", None),
        ("person", "Cy", None),
        ("computer", "Computer 4", "expert"),
    ]


def test_the_host_s_seat_list_and_a_spectator_seated_are_stored_in_valkey(
    store_url: str,  # noqa: F811
) -> None:
    asyncio.run(seats_set_on_valkey(store_url))


def refused(who: Client) -> asyncio.Task[Any]:
    return asyncio.create_task(until(who, lambda m: isinstance(m, Refused), f"{who.name} refused"))


async def store_paused(url: str, valkey: subprocess.Popen[bytes]) -> tuple[dict[str, Any], str]:
    a = await start_member(url)
    ann, bob, dee = cluster_client(a.port), cluster_client(a.port), cluster_client(a.port)
    fay, hal, ivy = cluster_client(a.port), cluster_client(a.port), cluster_client(a.port)
    two = [SeatSpec("person"), SeatSpec("person")]
    try:
        code = await seat_two(ann, bob)
        await dee.create("Dee", two)  # another table
        fays = a.server.tables[(await fay.create("Fay", two)).code]  # a host adds a computer
        hals = a.server.tables[(await hal.create("Hal", two)).code]  # and Ivy leaves before
        await ivy.join(hals.code, "Ivy")
        await until(hal, seat_joined(1), "Ivy at Hal's table")
        await play_to(ann, bob, 3)
        mover = ann if ann.my_turn() else bob
        valkey.send_signal(signal.SIGSTOP)
        try:
            await act(mover)  # its write waits 2 s for an answer, off the loop, then fails
            refusal = refused(mover)
            eve = await connect(url_of(a.port))  # a newcomer: her connection counted, a table
            create = CreateTable(PROTOCOL_VERSION, "Eve", two)
            await eve.send(encode(create), text=True)  # made, all off the loop, each in 2 s
            await fay.send(AddComputer("beginner"))  # the seat's write, off the loop too
            fay_refusal = refused(fay)
            await ivy.send(Leave())  # her seat given up: Hal hears it once it is stored
            left = asyncio.create_task(until(hal, lambda m: isinstance(m, SeatChanged), "left"))
            await wait_for(  # in flight (the old code, on the loop, held the loop until answered)
                lambda: (
                    (fays.mailbox.busy or fay_refusal.done()) and (hals.mailbox.busy or left.done())
                ),
                "Fay's computer and Ivy's leaving in flight",
            )
            for n in range(3):  # meanwhile the other table goes on
                await dee.chat(f"line {n}")
                await until(dee, lambda m: isinstance(m, ChatLine), "Dee's line")
            went_on = not (refusal.done() or fay_refusal.done() or left.done())
            refused_ = await refusal
            fay_refused, hal_heard = await fay_refusal, await left
        finally:
            valkey.send_signal(signal.SIGCONT)
        await eve.close()
        assert went_on, "the other table waited for a write at another table, or Eve's table"
        for refused_then in (refused_, fay_refused):
            assert isinstance(refused_then, Refused) and refused_then.reason == "server-error"
        assert isinstance(hal_heard, SeatChanged) and hal_heard.change == "left"
        for who in (ann, bob):  # the table comes back from the store, which decides
            await until(who, lambda m: isinstance(m, Reconnected), f"{who.name} back")
        return await both_play_on(ann, bob), code
    finally:
        await close_all(ann, bob, dee, fay, hal, ivy, a)


def test_a_store_that_stops_answering_loses_nothing_and_play_goes_on(
    valkey_server: LocalValkey,  # noqa: F811
    store_url: str,  # noqa: F811
    tmp_path: Path,
) -> None:
    assert valkey_server.process is not None
    record, code = asyncio.run(store_paused(store_url, valkey_server.process))
    assert record == asyncio.run(uninterrupted(tmp_path / "reference.sqlite3"))
    seqs = stored_seqs(store_url, code)
    assert seqs == list(range(1, len(seqs) + 1))


# -- servers in processes of their own ------------------------------------------------------------


@contextlib.asynccontextmanager
async def member_processes(
    url: str, logs: Path, *, bob_through_b: bool, **options: Any
) -> AsyncIterator[tuple[MemberProcess, MemberProcess, Client, Client, str]]:
    """Two servers in processes of their own, Ann and Bob seated at a table on the first."""
    a = MemberProcess(url, logs / "a.log", LEASE)
    b = MemberProcess(url, logs / "b.log", LEASE)
    ann = cluster_client(a.port, b.port, **options)
    bob = cluster_client(*((b.port, a.port) if bob_through_b else (a.port, b.port)), **options)
    try:
        code = await seat_two(ann, bob)
        assert ann.url == bob.url == url_of(a.port)
        yield a, b, ann, bob, code
    finally:
        await close_all(ann, bob)
        a.stop()
        b.stop()


async def owner_killed(url: str, logs: Path) -> tuple[dict[str, Any], float]:
    async with member_processes(url, logs, bob_through_b=True) as (a, b, ann, bob, _code):
        await play_to(ann, bob, 4, mid_turn=True)
        assert ann.game is not None
        dice = ann.game.turn.dice
        loop = asyncio.get_running_loop()
        a.signal(signal.SIGKILL)
        a.process.wait(timeout=10)
        killed = loop.time()
        for who in (ann, bob):
            await until(who, lambda m: isinstance(m, Reconnected), f"{who.name} back")
        took = loop.time() - killed
        assert ann.url == bob.url == url_of(b.port)
        assert ann.game is not None and ann.game.turn.dice == dice
        return await both_play_on(ann, bob), took


def test_an_owner_killed_mid_turn_hands_its_table_over_and_the_game_ends_the_same(
    store_url: str,  # noqa: F811
    tmp_path: Path,
) -> None:
    record, took = asyncio.run(owner_killed(store_url, tmp_path))
    print(f"back at the table {took:.2f} s after the kill (lease {LEASE} s)")
    check_record(record)
    assert record == asyncio.run(uninterrupted(tmp_path / "reference.sqlite3"))


async def owner_paused(url: str, logs: Path) -> tuple[dict[str, Any], str]:
    pair = member_processes(url, logs, bob_through_b=False, ping_interval=0.5)
    async with pair as (a, b, ann, bob, code):
        await play_to(ann, bob, 3)
        a.signal(signal.SIGSTOP)  # a hears nothing and renews nothing
        for who in (ann, bob):
            await until(who, lambda m: isinstance(m, Reconnected), f"{who.name} back")
        assert ann.url == bob.url == url_of(b.port)
        await play_to(ann, bob, 6)  # play goes on through b
        token = ann.token
        a.signal(signal.SIGCONT)
        await wait_for(lambda: "lease ran out or was taken over" in a.said(), "a to drop the table")
        async with connect(url_of(a.port)) as ws:  # a sends a returning player on to b
            await ws.send(encode(Resume(PROTOCOL_VERSION, code, token or "", 0)), text=True)
            answer = await asyncio.wait_for(ws.recv(), 10)
        assert f'"reason":"moved","detail":"{url_of(b.port)}"' in str(answer)
        return await both_play_on(ann, bob), code


def test_an_owner_paused_past_its_lease_loses_the_table_and_writes_nothing_after(
    store_url: str,  # noqa: F811
    tmp_path: Path,
) -> None:
    record, code = asyncio.run(owner_paused(store_url, tmp_path))
    check_record(record)
    assert record == asyncio.run(uninterrupted(tmp_path / "reference.sqlite3"))
    seqs = stored_seqs(store_url, code)
    assert seqs == list(range(1, len(seqs) + 1))  # no command twice, none missing


async def limits_shared(url: str) -> None:
    limits = Limits(
        messages_per_second=10_000,
        message_burst=10_000,
        connections_per_address=3,
        failed_joins_per_hour=2,
        failed_joins_per_connection=100,
    )
    a, b = await start_member(url, limits=limits), await start_member(url, limits=limits)
    sockets = []
    try:
        for port in (a.port, a.port, b.port):
            sockets.append(await connect(url_of(port)))
        shared = [m.server.addresses for m in (a, b)]
        assert all(isinstance(c, SharedConnections) for c in shared)
        counted = cast(list[SharedConnections], shared)  # each counted in Valkey, off the loop
        await wait_for(
            lambda: [c.shared.get("127.0.0.1") for c in counted] == [2, 1], "three counted"
        )
        extra = await connect(url_of(b.port))  # the fourth from this address, on any server
        assert "too-many-connections" in str(await asyncio.wait_for(extra.recv(), 10))
        await extra.close()
        await sockets.pop().close()
        await wait_for(lambda: b.server.addresses.enter("127.0.0.1", 3), "a place again")
        b.server.addresses.leave("127.0.0.1")
        guesses = [(sockets[0], "111111111"), (sockets[1], "222222222")]
        for ws, code in guesses:  # two wrong codes through a ...
            await ws.send(encode(JoinTable(PROTOCOL_VERSION, code, "Eve")), text=True)
            assert "unknown-table" in str(await asyncio.wait_for(ws.recv(), 10))
        last = await connect(url_of(b.port))  # ... and b refuses the third at once
        await last.send(encode(JoinTable(PROTOCOL_VERSION, "333333333", "Eve")), text=True)
        assert "too-many-attempts" in str(await asyncio.wait_for(last.recv(), 10))
        await last.close()
    finally:
        for ws in sockets:
            await ws.close()
        await close_all(a, b)


def test_limits_per_address_hold_across_the_servers(store_url: str) -> None:  # noqa: F811
    asyncio.run(limits_shared(store_url))


async def stale_write(url: str, logs: Path) -> tuple[list[int], list[int]]:
    a = MemberProcess(url, logs / "a.log", LEASE)
    b = MemberProcess(url, logs / "b.log", LEASE)
    ann = cluster_client(a.port, b.port, ping_interval=0.5)
    cy = cluster_client(a.port, b.port, ping_interval=None)  # never notices a pause
    try:
        welcome = await ann.create("Ann", [SeatSpec("person"), SeatSpec("person")])
        await cy.join(welcome.code, "Cy")
        await until(ann, seat_joined(1), "Cy at the table")
        await ann.start()
        await started(ann)
        await started(cy)
        while not (cy.my_turn() and cy.game is not None and cy.game.turn.rolls_used == 0):
            mover = ann if ann.my_turn() else cy
            seq = ann.last_seq
            await act(mover)
            await past(ann, seq)
            await past(cy, seq)
        a.signal(signal.SIGSTOP)
        await until(ann, lambda m: isinstance(m, Reconnected), "Ann back, through b")
        assert ann.url == url_of(b.port)
        taken_over = stored_seqs(url, welcome.code)
        await cy.roll()  # waits in a's socket: a still believes the table is its own
        a.signal(signal.SIGCONT)
        refused = await until(cy, lambda m: isinstance(m, Refused), "the refusal")
        # Either a tried the write and Valkey refused it (the fencing token), or a had already
        # found its lease taken when it renewed, and dropped the table (before the command, or
        # while its write waited for a thread: then a refuses it without asking Valkey): which
        # comes first after SIGCONT is the threads' and the loop's choice. All leave the store
        # as b wrote it.
        assert isinstance(refused, Refused) and refused.reason in ("server-error", "not-at-table")
        await until(cy, lambda m: isinstance(m, Reconnected), "Cy back, through b")
        assert cy.url == url_of(b.port)
        refused_at = stored_seqs(url, welcome.code)
        seq = cy.last_seq
        await cy.roll()  # the same command, now where the table is
        await past(cy, seq)
        said = a.said()
        if refused.reason == "server-error":
            assert (
                "the write was refused, the lease is gone" in said
                or "this server holds no lease for it" in said
            )
        else:
            assert "its lease ran out or was taken over" in said
        return taken_over, refused_at
    finally:
        await close_all(ann, cy)
        a.stop()
        b.stop()


def test_the_old_owner_cannot_write_after_a_pause(
    store_url: str,  # noqa: F811
    tmp_path: Path,
) -> None:
    taken_over, refused_at = asyncio.run(stale_write(store_url, tmp_path))
    assert refused_at == taken_over  # nothing the old owner tried was written
