"""Dropped, never lost: a client dropped mid-turn comes back to its seat by itself, hears what it
missed, and a seat left empty past the host's time is played by a computer until its person
returns."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path
from typing import Any

from netplay import (
    act,
    check_record,
    client,
    eventually,
    finish_turn,
    past,
    play,
    seat_joined,
    start_server,
    until,
)

from talking_yahtzee.core.events import Scored
from talking_yahtzee.net.client import Client, Dropped, Reconnected
from talking_yahtzee.net.protocol import SeatChanged, SeatSpec, Update, Welcome, events_of

TWO = [SeatSpec("person"), SeatSpec("person")]


async def seated(server: Any, **options: Any) -> tuple[Client, Client, Welcome]:
    ann, bob = client(server), client(server)
    welcome = await ann.create("Ann", TWO, **options)
    await bob.join(welcome.code, "Bob")
    await until(ann, seat_joined(1), "Bob at the table")
    await ann.start()
    for who in (ann, bob):
        await until(who, lambda m: isinstance(m, Update), "the start")
    return ann, bob, welcome


def rolled(m: Any) -> bool:
    return isinstance(m, Update) and m.events[0]["type"] == "dice-rolled"


async def dropped_mid_turn(db: Path) -> dict[str, Any]:
    async with await start_server(db) as server:
        ann, bob, _ = await seated(server)
        mover, other = (ann, bob) if ann.my_turn() else (bob, ann)
        await mover.roll()
        await until(mover, rolled, "the roll")
        await until(other, rolled, "the roll, heard by the other")
        seat, dice = mover.seat, mover.game and mover.game.turn.dice
        assert mover.connection is not None
        mover.connection.transport.abort()  # the network goes away, no goodbye
        assert isinstance(await until(mover, lambda m: True, "the drop"), Dropped)
        back = await until(mover, lambda m: isinstance(m, Reconnected), "the return")
        assert isinstance(back, Reconnected) and back.missed == []
        assert mover.seat == seat and mover.game is not None and mover.game.turn.dice == dice
        away = await until(other, lambda m: isinstance(m, SeatChanged), "the away notice")
        assert isinstance(away, SeatChanged) and (away.change, away.seat) == ("away", seat)
        again = await until(other, lambda m: isinstance(m, SeatChanged), "the back notice")
        assert isinstance(again, SeatChanged) and (again.change, again.seat) == ("back", seat)
        seq = mover.last_seq
        await act(mover)  # the turn goes on where it was
        await past(mover, seq)
        records = await asyncio.gather(play(ann), play(bob))
        await ann.close()
        await bob.close()
        assert records[0] == records[1]
        return records[0]


def test_a_client_dropped_mid_turn_comes_back_to_its_seat(tmp_path: Path) -> None:
    check_record(asyncio.run(dropped_mid_turn(tmp_path / "rooms.sqlite3")))


async def hears_what_it_missed(db: Path) -> None:
    async with await start_server(db) as server:
        ann, bob, _ = await seated(server)
        mover, other = (ann, bob) if ann.my_turn() else (bob, ann)
        other.offline()
        assert isinstance(await until(other, lambda m: True, "the drop"), Dropped)
        await until(mover, lambda m: isinstance(m, SeatChanged) and m.change == "away", "away")
        await finish_turn(mover)
        other.online()
        back = await until(other, lambda m: isinstance(m, Reconnected), "the return")
        assert isinstance(back, Reconnected) and back.missed
        missed = [e for m in back.missed if isinstance(m, Update) for e in events_of(m)]
        scored = [e for e in missed if isinstance(e, Scored)]
        assert len(scored) == 1 and scored[0].player == mover.seat
        await until(mover, lambda m: isinstance(m, SeatChanged) and m.change == "back", "back")
        assert other.my_turn() and other.state == mover.state
        records = await asyncio.gather(play(ann), play(bob))
        assert records[0] == records[1]
        check_record(records[0])
        await ann.close()
        await bob.close()


def test_a_returning_player_hears_what_they_missed(tmp_path: Path) -> None:
    asyncio.run(hears_what_it_missed(tmp_path / "rooms.sqlite3"))


async def stand_in_plays(db: Path) -> None:
    async with await start_server(db) as server:
        ann, bob, _ = await seated(server, away_seconds=0.0)
        if bob.my_turn():  # let Bob's turn come after Ann's
            await finish_turn(bob)
            await until(ann, lambda m: ann.my_turn(), "Ann's turn")
        bob.offline()
        await until(bob, lambda m: isinstance(m, Dropped), "the drop")
        change = await until(ann, lambda m: isinstance(m, SeatChanged) and m.change == "stand-in")
        assert isinstance(change, SeatChanged) and change.state.seats[1].stand_in
        await finish_turn(ann)
        # The computer plays Bob's turn to its end while he is away.
        stand_in = await until(
            ann, lambda m: isinstance(m, Update) and m.actor == "stand-in" and ann.my_turn()
        )
        assert isinstance(stand_in, Update) and stand_in.seat == 1
        bob.online()
        await until(bob, lambda m: isinstance(m, Reconnected), "Bob's return")
        assert bob.state is not None and not bob.state.seats[1].stand_in
        records = await asyncio.gather(play(ann), play(bob))
        assert records[0] == records[1]
        check_record(records[0])
        assert records[0]["players"][1] == {"name": "Bob", "kind": "human"}
        await ann.close()
        await bob.close()


def test_a_seat_away_past_the_hosts_time_is_played_by_a_computer_until_its_return(
    tmp_path: Path,
) -> None:
    asyncio.run(stand_in_plays(tmp_path / "rooms.sqlite3"))


async def turn_timer(db: Path) -> None:
    async with await start_server(db) as server:
        ann, bob, _ = await seated(server, turn_seconds=0.2)
        sleeper, other = (ann, bob) if ann.my_turn() else (bob, ann)
        seat = sleeper.seat
        assert seat is not None
        # The sleeper lets the time run out: a computer ends the turn for them.
        change = await until(
            other, lambda m: isinstance(m, SeatChanged) and m.change == "timed-out"
        )
        assert isinstance(change, SeatChanged) and change.seat == seat
        assert change.state.seats[seat].stand_in
        moves = []
        while not other.my_turn():
            move = await until(other, lambda m: isinstance(m, Update), "the computer's moves")
            assert isinstance(move, Update)
            moves.append((move.seat, move.actor))
        assert moves and set(moves) == {(seat, "stand-in")}
        assert other.state is not None and not other.state.seats[seat].stand_in
        assert other.game is not None and len(other.game.cards[seat].filled_categories) == 1
        await ann.close()
        await bob.close()


def test_a_turn_past_the_hosts_time_is_ended_by_a_computer(tmp_path: Path) -> None:
    asyncio.run(turn_timer(tmp_path / "rooms.sqlite3"))


async def silent_peer(db: Path) -> None:
    async with await start_server(db, ping_interval=0.2) as server:
        ann, bob, _ = await seated(server)
        assert bob.connection is not None
        bob.connection.transport.pause_reading()  # Bob's machine hangs: no pong comes back
        away = await until(ann, lambda m: isinstance(m, SeatChanged) and m.change == "away")
        assert isinstance(away, SeatChanged) and away.seat == 1
        bob.connection.transport.resume_reading()  # it wakes up, finds the connection gone
        await until(bob, lambda m: isinstance(m, Reconnected), "Bob back")
        back = await until(ann, lambda m: isinstance(m, SeatChanged) and m.change == "back")
        assert isinstance(back, SeatChanged) and back.seat == 1
        await ann.close()
        await bob.close()


def test_keep_alive_pings_find_a_silent_client_and_it_comes_back(tmp_path: Path) -> None:
    asyncio.run(silent_peer(tmp_path / "rooms.sqlite3"))


def test_a_client_closed_while_it_reconnects_ends_and_leaves_no_connection(
    tmp_path: Path,
) -> None:
    """``close()`` while the client is reconnecting ends it, whenever it comes. Python 3.11's
    ``wait_for`` swallows a cancel that comes as what it waits for ends: the reconnection went on
    and the client read its new connection for ever (issue 42's SIGTERM test once waited 17
    minutes for it; without the fix this fails within some tens of tries)."""

    async def scenario() -> None:
        timing = random.Random(42)
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            ann, bob, welcome = await seated(server)
            runner = server.server.tables[welcome.code]
            for _ in range(60):
                bob.offline()
                bob.online()  # reconnects after 0.05 to 0.0625 s: close about then
                await asyncio.sleep(timing.uniform(0.045, 0.075))
                try:
                    await asyncio.wait_for(asyncio.shield(bob.close()), 5.0)
                except TimeoutError:
                    raise AssertionError("the client did not end after close()") from None
                assert bob.connection is None
                token = bob.token
                assert token is not None
                await eventually(lambda: not runner.table.seats[1].connected, "Bob gone")
                bob = client(server)
                await bob.resume(welcome.code, token)
            await bob.close()
            await ann.close()

    asyncio.run(scenario())
