"""A room store that goes wrong: corrupt rows, a full disk, a second server on the same file, and
tables left waiting by the thousand. The server starts, recovers, refuses or expires, plays on."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from netplay import client, eventually, finish_turn, reach, start_server, until

from talking_yahtzee.net.client import JoinRefused
from talking_yahtzee.net.limits import Limits
from talking_yahtzee.net.protocol import (
    PROTOCOL_VERSION,
    CreateTable,
    RollDice,
    Score,
    SeatSpec,
    Start,
    Status,
    TableClosed,
    Update,
)
from talking_yahtzee.net.rooms import LogEntry, SqliteRooms, StoreInUse
from talking_yahtzee.net.serving import serve
from talking_yahtzee.net.table import Table, new_table

CORRUPTIONS = {
    "config is not JSON": "UPDATE tables SET config = '{broken' WHERE number = ?",
    "config of the wrong type": "UPDATE tables SET config = json_set(config, '$.seed', 'x') "
    "WHERE number = ?",
    "a seat is not JSON": "UPDATE seats SET data = '[' WHERE number = ? AND seat = 1",
    "a seat of no kind": 'UPDATE seats SET data = \'{"kind": "dragon"}\' '
    "WHERE number = ? AND seat = 1",
    "a log entry is not JSON": "UPDATE log SET entry = 'zap' WHERE number = ? AND seq = 2",
    "a log entry that does not replay": "UPDATE log SET entry = json_set(entry, '$.command', "
    'json(\'{"type": "score", "category": "chance"}\')) WHERE number = ? AND seq = 2',
    "a die of nine": "UPDATE log SET entry = json_set(entry, '$.dice', json('[9, 9, 9, 9, 9]')) "
    "WHERE number = ? AND seq = 2",
    "next seq is text": "UPDATE tables SET next_seq = 'many' WHERE number = ?",
    "a code that is a number": "UPDATE tables SET code = 12345 WHERE number = ?",
}


def seed_tables(db: Path, count: int) -> list[tuple[str, str]]:
    """``count`` tables of Ann and a computer, a few moves into their games: (code, Ann's token)."""
    store = SqliteRooms(db)
    made = []
    for n in range(count):
        request = CreateTable(
            PROTOCOL_VERSION, "Ann", [SeatSpec("person"), SeatSpec("computer", "good")]
        )
        config, seats, token = new_table(request, seed=n)
        code = f"{n + 1:09d}"
        store.create(code, config, seats)
        table = Table(code, config, seats)
        table.command(0, "person", Start())
        store.append(code, table.log[-1], table.status)
        for _ in range(5):
            game = table.game
            assert game is not None
            if game.current == 0:
                command = Score(game.options()[0].category) if game.turn.has_rolled else RollDice()
                table.command(0, "person", command)
            else:
                move = table.computer_move()
                assert move is not None
                table.command(*move)
            store.append(code, table.log[-1], table.status)
        made.append((code, token))
    store.close()
    return made


def test_corrupt_tables_are_set_aside_and_every_other_table_starts(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    db = tmp_path / "rooms.sqlite3"
    made = seed_tables(db, len(CORRUPTIONS) + 1)
    with sqlite3.connect(db) as file:
        for number, sql in enumerate(CORRUPTIONS.values(), 1):
            assert file.execute(sql, (number,)).rowcount == 1, sql
    healthy, token = made[-1]
    caplog.set_level(logging.INFO)

    async def scenario() -> None:
        async with await start_server(db) as server:
            assert list(server.server.tables) == [healthy]
            ann = client(server)
            welcome = await ann.resume(healthy, token)
            assert welcome.state.seq >= 6  # its computer may have played on already
            await reach(ann, ann.my_turn, "Ann's turn")
            seq = ann.last_seq
            await finish_turn(ann)
            assert ann.last_seq > seq
            await ann.close()

    asyncio.run(scenario())
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert len(errors) == len(CORRUPTIONS), [r.getMessage() for r in errors]
    assert all("set aside" in r.getMessage() and not r.exc_info for r in errors)
    with sqlite3.connect(db) as file:  # nothing deleted: the rows stay for a person to look at
        kept = file.execute("SELECT COUNT(*) FROM log WHERE number <= ?", (len(CORRUPTIONS),))
        assert kept.fetchone()[0] == 6 * len(CORRUPTIONS)
        live = file.execute("SELECT COUNT(*) FROM tables WHERE status IN ('waiting', 'playing')")
        assert live.fetchone()[0] == 1


class FillingDisk(SqliteRooms):
    """A room store whose disk fills up once Ann has scored (SQLite's own error for a full disk),
    until ``space()`` frees it."""

    def __init__(self, path: Path) -> None:
        super().__init__(path)
        self.full = False
        self.armed = True
        self.failures = 0

    def append(self, code: str, entry: LogEntry, status: Status) -> None:
        if self.full:
            self.failures += 1
            raise sqlite3.OperationalError("database or disk is full")
        super().append(code, entry, status)
        if self.armed and entry.seat == 0 and isinstance(entry.command, Score):
            self.armed, self.full = False, True


def test_a_full_disk_during_a_computers_move_is_retried_until_there_is_room(
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        store = FillingDisk(tmp_path / "rooms.sqlite3")
        async with await serve("127.0.0.1", 0, store, 5, computer_delay=0.01) as server:
            ann = client(server.port)
            await ann.create("Ann", [SeatSpec("person"), SeatSpec("computer", "good")])
            await ann.start()
            await reach(ann, ann.my_turn, "Ann's turn")
            await finish_turn(ann)  # her score is stored; then the disk is full
            await eventually(lambda: store.failures >= 3, "the computer's move tried again")
            assert not ann.my_turn()
            store.full = False  # room on the disk again
            await until(
                ann, lambda m: isinstance(m, Update) and m.actor == "computer", "the computer"
            )
            await reach(ann, ann.my_turn, "Ann's next turn")
            await ann.close()
        store.close()

    asyncio.run(scenario())


def test_a_second_server_on_the_same_file_is_refused(tmp_path: Path) -> None:
    db = tmp_path / "rooms.sqlite3"

    async def scenario() -> None:
        async with await start_server(db):
            with pytest.raises(StoreInUse):
                await serve("127.0.0.1", 0, SqliteRooms(db))
            command = [sys.executable, "-m", "talking_yahtzee.net.command", "--port", "0"]
            second = await asyncio.create_subprocess_exec(
                *command, "--db", str(db), stdout=subprocess.PIPE, stderr=subprocess.PIPE
            )
            out, err = await asyncio.wait_for(second.communicate(), 60)
            assert second.returncode == 1
            assert out == b""
            assert err.decode().count("\n") == 1 and "another server" in err.decode()
        async with await start_server(db):  # the first gone, the file is free
            pass

    asyncio.run(scenario())


def test_tables_left_waiting_expire_and_count_per_address(tmp_path: Path) -> None:
    limits = Limits(waiting_seconds=0.3, waiting_per_address=2)

    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3", limits=limits) as server:
            two = [SeatSpec("person"), SeatSpec("person")]
            cy, dee = client(server), client(server)
            kept = (await cy.create("Cy", two)).code
            await dee.join(kept, "Dee")  # a second person: this table waits on
            ann = client(server)
            await ann.create("Ann", two)
            closed = await until(ann, lambda m: isinstance(m, TableClosed), "the table to expire")
            assert isinstance(closed, TableClosed) and closed.reason == "ended"
            assert server.server.tables[kept].table.status == "waiting"  # made first, still here
            await cy.start()
            makers = [client(server) for _ in range(3)]
            await makers[0].create("Eve", two)
            await makers[1].create("Fay", two)
            with pytest.raises(JoinRefused, match="too-many-tables"):
                await makers[2].create("Gus", two)
            for who in (ann, cy, dee, *makers):
                await who.close()

    asyncio.run(scenario())
