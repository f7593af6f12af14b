"""An identity that stays (issue 32): a player's key takes the seat back after quitting, a crash
or on another machine; a key is never refused by the limits meant for guessers; names are unique
among players and spectators; a game that ended while its player was away is still told."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

import pytest
from netplay import (
    client,
    finish_turn,
    play,
    raw,
    reply,
    seat_joined,
    start_server,
    started,
    until,
)

from talking_yahtzee.net.client import Client, JoinRefused
from talking_yahtzee.net.limits import Limits
from talking_yahtzee.net.protocol import (
    PROTOCOL_VERSION,
    JoinTable,
    SeatChanged,
    SeatSpec,
    TableClosed,
    encode,
)
from talking_yahtzee.net.serving import RunningServer
from talking_yahtzee.store.keys import key_path, server_key, valid_key

TWO = [SeatSpec("person"), SeatSpec("person")]
ANN_KEY = "a" * 43
BOB_KEY = "b" * 43


async def _seated(server: RunningServer) -> tuple[Client, Client, str]:
    ann, bob = client(server), client(server)
    welcome = await ann.create("Ann", TWO, key=ANN_KEY)
    await bob.join(welcome.code, "Bob", key=BOB_KEY)
    await until(ann, seat_joined(1), "Bob at the table")
    await ann.start()
    await started(ann)
    await started(bob)
    return ann, bob, welcome.code


async def key_takes_the_seat_back(db: Path) -> None:
    async with await start_server(db) as server:
        ann, bob, code = await _seated(server)
        assert bob.connection is not None
        bob.connection.transport.abort()  # kill -9: no goodbye
        await bob.close()
        away = await until(ann, lambda m: isinstance(m, SeatChanged), "Bob's drop")
        assert isinstance(away, SeatChanged) and away.change == "away"  # "connection lost"
        if ann.my_turn():
            await finish_turn(ann)
        # A new program, maybe on another machine with a copy of the key: the same command.
        again = client(server)
        welcome = await again.join(code, "Bob", key=BOB_KEY)
        assert welcome.seat == 1 and again.returned and again.my_turn()
        back = await until(ann, lambda m: isinstance(m, SeatChanged), "Bob's return")
        assert isinstance(back, SeatChanged) and back.change == "back"
        # Without the key the name alone is refused: the game has begun.
        stranger = client(server)
        with pytest.raises(JoinRefused) as refused:
            await stranger.join(code, "Bob")
        assert refused.value.reason == "started"
        for who in (ann, again, stranger):
            await who.close()


def test_the_same_key_takes_the_seat_back_after_a_crash(tmp_path: Path) -> None:
    asyncio.run(key_takes_the_seat_back(tmp_path / "rooms.sqlite3"))


async def leaving_on_purpose(db: Path) -> None:
    async with await start_server(db) as server:
        ann, bob, code = await _seated(server)
        await bob.leave()
        left = await until(ann, lambda m: isinstance(m, SeatChanged), "Bob leaving")
        assert isinstance(left, SeatChanged) and (left.change, left.seat) == ("left", 1)
        assert left.state.seats[1].stand_in  # a computer plays it at once
        again = client(server)
        welcome = await again.join(code, "Bob", key=BOB_KEY)
        assert welcome.seat == 1 and not welcome.state.seats[1].stand_in
        for who in (ann, again):
            await who.close()


def test_leaving_on_purpose_is_said_and_the_key_still_returns(tmp_path: Path) -> None:
    asyncio.run(leaving_on_purpose(tmp_path / "rooms.sqlite3"))


async def guessers_do_not_lock_out_a_key(db: Path) -> None:
    limits = Limits(
        messages_per_second=10_000,
        message_burst=10_000,
        failed_joins_per_connection=2,
        failed_joins_per_hour=3,
    )
    async with await start_server(db, limits=limits) as server:
        ann, bob, code = await _seated(server)
        await bob.close()
        for _ in range(10):  # someone else behind the same address guesses codes
            ws = await raw(server)
            await ws.send(encode(JoinTable(PROTOCOL_VERSION, "000000001", "Eve")), text=True)
            answer = await reply(ws)
            assert answer["type"] == "refused"
            await ws.close()
        assert answer["reason"] == "too-many-attempts"
        again = client(server)
        welcome = await again.join(code, "Bob", key=BOB_KEY)
        assert welcome.seat == 1
        for who in (ann, again):
            await who.close()


def test_ten_wrong_codes_from_the_same_address_never_refuse_a_valid_key(tmp_path: Path) -> None:
    asyncio.run(guessers_do_not_lock_out_a_key(tmp_path / "rooms.sqlite3"))


async def names_are_unique(db: Path) -> None:
    async with await start_server(db) as server:
        ann = client(server)
        welcome = await ann.create("Ann", TWO, key=ANN_KEY)
        eve = client(server)
        with pytest.raises(JoinRefused) as refused:
            await eve.join(welcome.code, "ann", spectate=True)
        assert refused.value.reason == "name-taken"
        watcher = client(server)
        await watcher.join(welcome.code, "Carl", spectate=True)
        with pytest.raises(JoinRefused) as refused:
            await client(server).join(welcome.code, "Carl")
        assert refused.value.reason == "name-taken"
        for who in (ann, eve, watcher):
            await who.close()


def test_a_name_is_unique_among_players_and_spectators(tmp_path: Path) -> None:
    asyncio.run(names_are_unique(tmp_path / "rooms.sqlite3"))


async def ended_while_away(db: Path) -> None:
    async with await start_server(db) as server:
        ann = client(server)
        seats = [SeatSpec("person"), SeatSpec("person"), SeatSpec("computer", "good")]
        welcome = await ann.create("Ann", seats, key=ANN_KEY, away_seconds=0.0)
        bob = client(server)
        await bob.join(welcome.code, "Bob", key=BOB_KEY)
        await until(ann, seat_joined(1), "Bob at the table")
        await ann.start()
        await started(bob)
        await bob.close()  # Bob is gone; after the host's time (none) a computer plays for him
        record = await play(ann, limit=120.0)
        await ann.close()
        again = client(server)
        back = await again.join(welcome.code, "Bob", key=BOB_KEY)
        assert back.seat == 1 and back.state.status == "over"
        closed = await until(again, lambda m: isinstance(m, TableClosed), "the result")
        assert isinstance(closed, TableClosed) and closed.reason == "finished"
        assert closed.record == record
        await again.close()


def test_a_game_that_ended_while_away_gives_its_result_and_record(tmp_path: Path) -> None:
    asyncio.run(ended_while_away(tmp_path / "rooms.sqlite3"))


def test_a_key_is_made_once_per_server_and_kept(tmp_path: Path) -> None:
    first = server_key("ws://127.0.0.1:8765", tmp_path)
    assert first is not None and valid_key(first)
    assert server_key("ws://127.0.0.1:8765/", tmp_path) == first
    other = server_key("wss://example.org", tmp_path)
    assert other is not None and other != first
    path = key_path("ws://127.0.0.1:8765", tmp_path)
    assert oct(path.stat().st_mode & 0o777) == "0o600"


def test_one_key_serves_every_server_of_a_cluster_in_any_order_or_subset(tmp_path: Path) -> None:
    a, b, c = "ws://127.0.0.1:8765", "ws://127.0.0.1:8766", "wss://example.org"
    key = server_key(f"{a},{b}", tmp_path)
    assert key is not None and valid_key(key)
    assert server_key(f"{b}, {a}", tmp_path) == key  # the order never matters
    assert server_key(b, tmp_path) == key and server_key(a, tmp_path) == key  # nor a subset
    assert server_key(f"{c},{b}", tmp_path) == key  # a server added to the list gets it too
    assert key_path(c, tmp_path).read_text().strip() == key
    alone = server_key("ws://127.0.0.1:9", tmp_path)
    assert alone is not None and alone != key


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_where_the_key_lives_is_never_opened(tmp_path: Path) -> None:
    path = key_path("ws://127.0.0.1:9", tmp_path)
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    key = server_key("ws://127.0.0.1:9", tmp_path)  # would hang if the FIFO were opened
    assert key is not None and valid_key(key) and path.is_file()
