"""Tables as people expect: who may sit, the host's rights (start, remove, end), undo of one's own
last move until the next roll, a seat taken back by its token from another connection."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest
from netplay import (
    FAST,
    client,
    eventually,
    past,
    reach,
    seat_joined,
    start_server,
    started,
    two_at_a_table,
    until,
)

from talking_yahtzee.core.rules import Category
from talking_yahtzee.net.client import Client, JoinRefused
from talking_yahtzee.net.limits import Limits
from talking_yahtzee.net.protocol import Refused, SeatChanged, SeatSpec, Status, TableClosed, Undone
from talking_yahtzee.net.rooms import LogEntry, SqliteRooms
from talking_yahtzee.net.serving import serve
from talking_yahtzee.net.table import Table
from talking_yahtzee.store.record import game_record

THREE = [SeatSpec("person"), SeatSpec("person"), SeatSpec("computer", "beginner")]


async def refused(who: Client) -> str:
    message = await until(who, lambda m: isinstance(m, Refused), "a refusal")
    assert isinstance(message, Refused)
    return message.reason


async def refused_to_join(who: Client, code: str, name: str, *, spectate: bool = False) -> str:
    with pytest.raises(JoinRefused) as caught:
        await who.join(code, name, spectate=spectate)
    return caught.value.reason


async def seats_and_host(db: Path) -> None:
    async with await start_server(db) as server:
        ann, bob, carl = client(server), client(server), client(server)
        welcome = await ann.create("Ann", THREE, spectators=False)
        code = welcome.code
        await ann.start()
        assert await refused(ann) == "seats-open"
        assert await refused_to_join(client(server), code, " ANN ") == "name-taken"
        assert await refused_to_join(client(server), code, "\x1b\x07") == "bad-name"
        assert await refused_to_join(client(server), code, "Eve", spectate=True) == "no-spectators"
        await bob.join(code, "Bob")
        await until(ann, seat_joined(1), "Bob at the table")
        assert await refused_to_join(client(server), code, "Dan") == "full"
        await bob.start()
        assert await refused(bob) == "not-host"
        # Before the start, removing a person opens the seat again.
        await ann.remove(1)
        closed = await until(bob, lambda m: isinstance(m, TableClosed), "Bob removed")
        assert isinstance(closed, TableClosed) and closed.reason == "removed"
        change = await until(ann, lambda m: isinstance(m, SeatChanged) and m.change == "removed")
        assert isinstance(change, SeatChanged) and change.name == "Bob"
        assert not change.state.seats[1].taken
        await carl.join(code, "Carl")
        await until(ann, seat_joined(1), "Carl in the open seat")
        await ann.start()
        await started(ann)
        await started(carl)
        # During the game, a removed person's seat is played by a computer to the end.
        await ann.remove(1)
        await until(carl, lambda m: isinstance(m, TableClosed), "Carl removed")
        change = await until(ann, lambda m: isinstance(m, SeatChanged) and m.change == "removed")
        assert isinstance(change, SeatChanged) and change.state.seats[1].stand_in
        assert carl.token is not None
        assert await refused_to_resume(client(server), code, carl.token) == "bad-token"
        # The host ends the table: everyone hears it, with the record so far; the code is gone.
        await ann.end()
        ended = await until(ann, lambda m: isinstance(m, TableClosed), "the end")
        assert isinstance(ended, TableClosed) and ended.reason == "ended"
        assert ended.record is not None and ended.record["unfinished"] is True
        assert await refused_to_join(client(server), code, "Dan") == "unknown-table"
        for who in (ann, bob, carl):
            await who.close()
    stored = SqliteRooms(db).table(code)
    assert stored is not None and stored.status == "ended"


async def refused_to_resume(who: Client, code: str, token: str) -> str:
    with pytest.raises(JoinRefused) as caught:
        await who.resume(code, token)
    return caught.value.reason


def test_seats_spectators_and_the_hosts_rights(tmp_path: Path) -> None:
    asyncio.run(seats_and_host(tmp_path / "rooms.sqlite3"))


async def undoing(db: Path) -> None:
    async with await start_server(db) as server:
        ann, bob, _ = await two_at_a_table(server)
        mover, other = (ann, bob) if ann.my_turn() else (bob, ann)
        await mover.undo()
        assert await refused(mover) == "nothing"
        seq = mover.last_seq
        await mover.roll()
        await past(mover, seq)
        await mover.undo()
        assert await refused(mover) == "after-roll"
        await mover.hold(0)
        await mover.hold(2)
        await until(mover, lambda m: mover.game is not None and len(mover.game.turn.held) == 2)
        await mover.undo()
        undone = await until(mover, lambda m: isinstance(m, Undone), "the undo")
        assert isinstance(undone, Undone) and undone.command == "hold"
        assert mover.game is not None and mover.game.turn.held == frozenset({0})
        await reach(other, lambda: other.last_seq == mover.last_seq, "the holds, heard")
        await other.undo()  # once heard (before, it would be stale: issue 40)
        assert await refused(other) == "not-yours"
        await mover.score(Category.CHANCE)
        await until(other, lambda m: other.my_turn(), "the other's turn")
        await reach(mover, lambda: mover.last_seq == other.last_seq, "the score, heard")
        await mover.undo()
        undone = await until(other, lambda m: isinstance(m, Undone), "the undo, heard")
        assert isinstance(undone, Undone) and undone.command == "score" and undone.turn_back
        assert undone.category is Category.CHANCE and undone.points > 0
        assert mover.my_turn() or await until(mover, lambda m: mover.my_turn())
        assert mover.game is not None and mover.game.card[Category.CHANCE] is None
        await mover.score(Category.CHANCE)
        await until(other, lambda m: other.my_turn(), "the other's turn again")
        seq = other.last_seq
        await other.roll()
        await past(mover, seq)
        await mover.undo()
        assert await refused(mover) == "not-yours"
        for who in (ann, bob):
            await who.close()


def test_undo_takes_back_only_ones_own_last_move_until_the_next_roll(tmp_path: Path) -> None:
    asyncio.run(undoing(tmp_path / "rooms.sqlite3"))


async def no_undo(db: Path) -> None:
    async with await start_server(db) as server:
        ann, bob = client(server), client(server)
        welcome = await ann.create("Ann", [SeatSpec("person"), SeatSpec("person")], undo=False)
        await bob.join(welcome.code, "Bob")
        await until(ann, seat_joined(1), "Bob at the table")
        await ann.start()
        await started(ann)
        await ann.undo()
        assert await refused(ann) == "undo-off"
        for who in (ann, bob):
            await who.close()


def test_the_host_can_turn_undo_off(tmp_path: Path) -> None:
    asyncio.run(no_undo(tmp_path / "rooms.sqlite3"))


async def replaced(db: Path) -> None:
    async with await start_server(db) as server:
        ann, bob, code = await two_at_a_table(server)
        assert bob.token is not None
        phone = client(server)
        welcome = await phone.resume(code, bob.token)
        assert welcome.seat == 1 and phone.name == "Bob"
        assert await refused(bob) == "replaced"  # the old connection gives way, not the new
        change = await until(ann, lambda m: isinstance(m, SeatChanged) and m.change == "back")
        assert isinstance(change, SeatChanged) and change.seat == 1
        for who in (ann, bob, phone):
            await who.close()


def test_a_seat_taken_back_by_its_token_elsewhere_replaces_the_old_connection(
    tmp_path: Path,
) -> None:
    asyncio.run(replaced(tmp_path / "rooms.sqlite3"))


async def idle(db: Path) -> None:
    limits = Limits(messages_per_second=1000, message_burst=1000, idle_seconds=0.0)
    async with await start_server(db, limits=limits) as server:
        ann = client(server)
        welcome = await ann.create("Ann", [SeatSpec("person"), SeatSpec("person")])
        await ann.close()  # nobody is left at the table
        await eventually(lambda: welcome.code not in server.server.tables, "the table closed")
        assert await refused_to_join(client(server), welcome.code, "Bob") == "unknown-table"
    stored = SqliteRooms(db).table(welcome.code)
    assert stored is not None and stored.status == "ended"


def test_a_table_nobody_is_at_closes_after_the_idle_time(tmp_path: Path) -> None:
    asyncio.run(idle(tmp_path / "rooms.sqlite3"))


class FailingRooms(SqliteRooms):
    """A store whose next write of a log entry fails, as a full disk would."""

    fail_next = False

    def append(self, code: str, entry: LogEntry, status: Status) -> None:
        if self.fail_next:
            self.fail_next = False
            raise sqlite3.OperationalError("database or disk is full")
        super().append(code, entry, status)


async def store_fails(db: Path) -> None:
    store = FailingRooms(db)
    async with await serve("127.0.0.1", 0, store, 3, limits=FAST, computer_delay=0) as server:
        ann, bob, code = await two_at_a_table(server)
        mover = ann if ann.my_turn() else bob
        seq = mover.last_seq
        await mover.roll()
        await past(mover, seq)
        assert mover.game is not None
        dice = mover.game.turn.dice
        store.fail_next = True
        await mover.roll()
        assert await refused(mover) == "server-error"  # nobody heard of a roll that was not kept
        assert mover.last_seq == seq + 1 and mover.game.turn.dice == dice
        await mover.roll()
        await past(mover, seq + 1)
        stored = store.table(code)
        assert stored is not None and [e.seq for e in stored.log] == list(range(1, seq + 3))
        rebuilt = Table.restored(stored)
        runner = server.server.tables[code]
        assert rebuilt.game is not None and runner.table.game is not None
        assert game_record(rebuilt.game) == game_record(runner.table.game)
        for who in (ann, bob):
            await who.close()


def test_a_command_the_store_cannot_keep_is_taken_back(tmp_path: Path) -> None:
    asyncio.run(store_fails(tmp_path / "rooms.sqlite3"))
