"""Away from a game under way, over real sockets (issue 42): a return with a new program hears
exactly the moves made while its person was away, their own seat's by a computer included, even
after the server restarted; the turn timer stands still while the person to move is away, and
after a restart, and goes on with the time left."""

from __future__ import annotations

import asyncio
import contextlib
import json
import sqlite3
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TypeVar

from netplay import (
    LIMIT,
    client,
    eventually,
    finish_turn,
    quiet_port,
    seat_joined,
    start_server,
    started,
    until,
)
from test_net_restart import ServerProcess

from talking_yahtzee.core.events import Scored
from talking_yahtzee.net.client import Client, Reconnected
from talking_yahtzee.net.protocol import Score, SeatSpec, TurnClock, Update, events_of
from talking_yahtzee.net.turn_timer import NOTE_SECONDS

BOB_KEY = "B" * 43
T = TypeVar("T")
TWO = [SeatSpec("person"), SeatSpec("person")]


def filled(who: Client, seat: int) -> int:
    game = who.game
    assert game is not None
    return len(game.cards[seat].filled_categories)


async def table_of_two(server: object, **options: object) -> tuple[Client, Client, str]:
    ann, bob = client(server), client(server)  # type: ignore[arg-type]
    welcome = await ann.create("Ann", TWO, **options)  # type: ignore[arg-type]
    await bob.join(welcome.code, "Bob", key=BOB_KEY)
    await until(ann, seat_joined(1), "Bob at the table")
    await ann.start()
    await started(ann)
    await started(bob)
    return ann, bob, welcome.code


def scores(moves: list[Update]) -> list[tuple[int, str, str]]:
    """(seat, actor, box) of each score among ``moves``."""
    return [
        (m.seat, m.actor, e.category.value)
        for m in moves
        for e in events_of(m)
        if isinstance(e, Scored)
    ]


def test_a_new_program_hears_only_what_it_missed_its_own_seat_included_across_a_restart(
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        db, port = tmp_path / "rooms.sqlite3", quiet_port()
        async with await start_server(db, port=port) as server:
            ann, bob, code = await table_of_two(server)
            table = server.server.tables[code].table
            while filled(ann, 0) + filled(ann, 1) < 2:  # a round played with Bob there
                await eventually(lambda: ann.my_turn() or bob.my_turn(), "a person's turn")
                await finish_turn(ann if ann.my_turn() else bob)
            await eventually(lambda: bob.last_seq == table.next_seq - 1, "Bob hearing it all")
            heard_before = bob.last_seq
            await bob.leave()  # q, confirmed: a computer plays the seat at once
            while True:  # the stand-in scores twice in Bob's seat
                await eventually(ann.my_turn, "Ann's turn")
                if filled(ann, 1) >= 3:
                    break
                await finish_turn(ann)
            log = table.log
            expected = [
                (e.seat, e.actor, e.command.category.value)
                for e in log
                if e.seq > heard_before and isinstance(e.command, Score)
            ]
            await ann.close()
        # The server stops and starts again on its file; Bob comes back with a new program.
        async with await start_server(db, port=port):
            again = client(port)
            welcome = await again.join(code, "Bob", key=BOB_KEY)
            assert welcome.seat == 1 and again.returned
            missed = [m for m in welcome.missed if isinstance(m, Update)]
            assert missed and min(m.seq for m in missed) > heard_before
            said = scores(missed)
            assert said == expected
            assert {(1, "stand-in"), (0, "person")} <= {(seat, actor) for seat, actor, _ in said}
            assert len([s for s in said if s[0] == 1]) == 2
            await again.close()
            # Back once more at once: nothing was missed this time.
            third = client(port)
            welcome = await third.join(code, "Bob", key=BOB_KEY)
            assert welcome.missed == []
            await third.close()

    asyncio.run(scenario())


def paused_clock(m: object) -> bool:
    return isinstance(m, TurnClock) and m.paused


def running_clock(m: object) -> bool:
    return isinstance(m, TurnClock) and not m.paused


def test_the_turn_timer_stands_still_while_the_person_to_move_is_away_and_across_a_restart(
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        db, port = tmp_path / "rooms.sqlite3", quiet_port()
        async with await start_server(db, port=port) as server:
            ann, bob, code = await table_of_two(server, turn_seconds=600.0)
            mover, other = (ann, bob) if ann.my_turn() else (bob, ann)
            runner = server.server.tables[code]

            def used() -> bool:  # some of the turn's time gone, so that a reset would show
                clock = runner.timer.clock()
                return clock is not None and clock.seconds < 599.5

            await eventually(used, "half a second of the turn used")
            mover.offline()  # the network goes: the server sees the drop
            paused = await until(other, paused_clock, "the timer paused")
            assert isinstance(paused, TurnClock) and paused.seat == mover.seat
            assert paused.seconds < 599.5
            assert runner.timer.handle is None  # nothing runs out meanwhile
            mover.online()
            resumed = await until(other, running_clock, "the timer going on")
            assert isinstance(resumed, TurnClock) and resumed.seconds == paused.seconds
            await until(mover, lambda m: isinstance(m, Reconnected), "the return")
            mover.offline()
            paused = await until(other, paused_clock, "the timer paused again")
            assert isinstance(paused, TurnClock)
            await other.close()
        # The server stops and starts again on its file: the time left was kept with the seat.
        async with await start_server(db, port=port):
            mover.online()
            await until(mover, lambda m: isinstance(m, Reconnected), "the return after it")
            clock = await until(mover, running_clock, "the timer going on after the restart")
            assert isinstance(clock, TurnClock) and clock.seconds == paused.seconds < 600.0
            await mover.close()

    asyncio.run(scenario())


async def clock_after_restart(
    tmp_path: Path,
    meanwhile: Callable[[Client, TurnClock], Awaitable[T]],
    *,
    kill: bool,
) -> tuple[T, TurnClock]:
    """A table of two with 600 s turns in ``yahtzee server``: ``meanwhile`` runs while the person
    to move plays (given them and their turn's first clock), then the server is stopped (SIGTERM)
    or killed (SIGKILL) and started again on its file. What ``meanwhile`` gave, and the mover's
    clock once back."""
    db, log = tmp_path / "rooms.sqlite3", tmp_path / "server.log"
    server = ServerProcess(db, log, quiet_port())
    try:
        ann, bob, _ = await table_of_two(server.port, turn_seconds=600.0)
        mover = ann if ann.my_turn() else bob
        first = await until(mover, running_clock, "the turn's timer")
        assert isinstance(first, TurnClock)
        found = await meanwhile(mover, first)
        if kill:
            server.kill()  # SIGKILL: nothing paused, nothing stored on the way out
        else:
            server.stop()  # SIGTERM
        server = ServerProcess(db, log, server.port)
        await until(mover, lambda m: isinstance(m, Reconnected), "the return")
        clock = await until(mover, running_clock, "the timer going on")
        assert isinstance(clock, TurnClock)
        await ann.close()
        await bob.close()
        return found, clock
    finally:
        server.stop()


def test_a_server_stopped_by_sigterm_keeps_the_turns_time_left(tmp_path: Path) -> None:
    """``yahtzee server`` stopped (SIGTERM) while the person to move plays, and started again on
    its file: the turn goes on with the time it had left, not a full turn afresh."""

    async def meanwhile(mover: Client, first: TurnClock) -> None:
        assert first.seconds == 600.0
        loop = asyncio.get_running_loop()
        began = loop.time()
        await mover.roll()  # a move stored and heard
        await until(mover, lambda m: isinstance(m, Update), "the roll")
        await eventually(lambda: loop.time() - began > 0.3, "some of the turn's time gone")

    # Bounded: once in about twenty runs this scenario waited for ever until its restarted server
    # was stopped by hand: a client closed as its reconnection ended read that new connection for
    # ever (Python 3.11's wait_for swallowed the cancel; fixed in net.client, proved by
    # test_net_reconnect's closed-while-reconnecting test). A failure still names it, not a hang.
    _, clock = asyncio.run(
        asyncio.wait_for(clock_after_restart(tmp_path, meanwhile, kill=False), 120)
    )
    assert clock.seconds < 600.0


def test_a_server_killed_outright_goes_on_with_the_time_left_at_the_turns_last_move(
    tmp_path: Path,
) -> None:
    """``yahtzee server`` killed (SIGKILL: nothing paused, nothing stored on the way out) while
    the person to move plays, and started again on its file: the turn goes on with the time it
    had left at its last move (stored with the move), not a full turn afresh."""

    async def meanwhile(mover: Client, first: TurnClock) -> None:
        assert first.seconds == 600.0
        loop = asyncio.get_running_loop()
        began = loop.time()
        await eventually(lambda: loop.time() - began > 1.0, "a second of the turn gone")
        await mover.roll()  # a move stored, with the time left then
        await until(mover, lambda m: isinstance(m, Update), "the roll")

    _, clock = asyncio.run(
        asyncio.wait_for(clock_after_restart(tmp_path, meanwhile, kill=True), 120)
    )
    assert 0.0 < clock.seconds < 599.5


def noted_clock(db: Path) -> float | None:
    """The seconds left a running turn last noted with its seat, as the store has them."""
    with contextlib.closing(sqlite3.connect(db, timeout=LIMIT)) as store:
        rows = store.execute("SELECT data FROM seats").fetchall()
    clocks = [json.loads(data).get("clock") for (data,) in rows]
    return next((float(c[1]) for c in clocks if c), None)


def test_a_server_killed_outright_before_the_turns_first_move_goes_on_from_its_last_note(
    tmp_path: Path,
) -> None:
    """Killed (SIGKILL) before the person to move made a move: the running turn noted its time
    left with the seat (every ``NOTE_SECONDS``), and the restarted server goes on from there."""
    db = tmp_path / "rooms.sqlite3"

    async def meanwhile(mover: Client, first: TurnClock) -> float:
        await eventually(lambda: noted_clock(db) is not None, "a note", NOTE_SECONDS + LIMIT)
        noted = noted_clock(db)
        assert noted is not None and noted < 600.0
        return noted

    noted, clock = asyncio.run(
        asyncio.wait_for(clock_after_restart(tmp_path, meanwhile, kill=True), 120)
    )
    assert 0.0 < clock.seconds <= noted
