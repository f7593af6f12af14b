"""The SQLite writer thread: each call all or nothing, a batch whose transaction is lost told so."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from pathlib import Path
from typing import Any

import pytest

from talking_yahtzee.net.rooms import SeatRecord, SqliteRooms, TableConfig
from talking_yahtzee.net.sqlite_writer import Writer, run_statements


def _db(path: Path) -> sqlite3.Connection:
    db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    db.execute("CREATE TABLE t (v INTEGER)")
    return db


def _rows(path: Path) -> list[int]:
    with sqlite3.connect(path) as db:
        return [v for (v,) in db.execute("SELECT v FROM t ORDER BY v")]


def _insert(db: sqlite3.Connection, value: int) -> None:
    run_statements(db, [("INSERT INTO t (v) VALUES (?)", (value,))])


async def _batch(writer: Writer, calls: list[Any]) -> list[Any]:
    """``calls`` made by ``writer`` in one batch: a first call holds the thread until all of
    them wait in its queue."""
    release = threading.Event()
    first = writer.submit(release.wait)
    futures = [writer.submit(call) for call in calls]
    release.set()
    return list(await asyncio.gather(first, *futures, return_exceptions=True))[1:]


def test_a_failing_call_takes_back_every_statement_of_its_own_and_no_other(
    tmp_path: Path,
) -> None:
    path = tmp_path / "w.sqlite"
    db = _db(path)
    writer = Writer(db, threading.RLock(), "test")

    def two_then_fail() -> None:
        _insert(db, 2)
        _insert(db, 3)
        raise ValueError("refused")

    try:
        answers = asyncio.run(_batch(writer, [lambda: _insert(db, 1), two_then_fail]))
    finally:
        writer.stop()
    assert answers[0] is None
    assert isinstance(answers[1], ValueError)
    assert _rows(path) == [1]


def test_a_transaction_taken_back_whole_fails_every_call_and_writes_none(
    tmp_path: Path,
) -> None:
    """SQLite takes a transaction back whole on a full disk or an I/O error: the calls after it
    must not run (and commit) on their own while their callers hear a refusal."""
    path = tmp_path / "w.sqlite"
    db = _db(path)
    writer = Writer(db, threading.RLock(), "test")

    def lose_the_transaction() -> None:
        _insert(db, 1)
        db.execute("ROLLBACK")  # as SQLite does itself on SQLITE_FULL
        raise sqlite3.OperationalError("database or disk is full")

    try:
        answers = asyncio.run(
            _batch(writer, [lambda: _insert(db, 0), lose_the_transaction, lambda: _insert(db, 2)])
        )
    finally:
        writer.stop()
    assert all(isinstance(answer, sqlite3.Error) for answer in answers)
    assert _rows(path) == []


def test_the_writer_goes_on_after_a_lost_transaction(tmp_path: Path) -> None:
    path = tmp_path / "w.sqlite"
    db = _db(path)
    writer = Writer(db, threading.RLock(), "test")

    def lose() -> None:
        db.execute("ROLLBACK")

    async def both() -> None:
        with pytest.raises(sqlite3.Error):
            await writer.submit(lose)
        await writer.submit(lambda: _insert(db, 5))

    try:
        asyncio.run(both())
    finally:
        writer.stop()
    assert _rows(path) == [5]


def test_a_batch_taken_back_leaves_no_table_number_the_store_does_not_hold(
    tmp_path: Path,
) -> None:
    """A rematch's new table (a new number for the same code) whose batch was taken back: the
    old table's next writes still reach the old number, not the one never committed."""
    store = SqliteRooms(tmp_path / "rooms.sqlite")
    config = TableConfig("yahtzee", seed=1)
    store.create("123456789", config, [SeatRecord("person", "Ann"), SeatRecord("person")])

    def rematch() -> None:
        store.set_status("123456789", "ended")
        store.create("123456789", config, [SeatRecord("person", "Ann")])

    def lose() -> None:
        store._db.execute("ROLLBACK")  # as SQLite does itself on SQLITE_FULL

    async def scenario() -> None:
        await store.off_loop(lambda: None)  # the writer, started
        release = threading.Event()
        first = store.off_loop(release.wait)
        both = [store.off_loop(rematch), store.off_loop(lose)]
        release.set()
        answers = await asyncio.gather(first, *both, return_exceptions=True)
        assert all(isinstance(answer, sqlite3.Error) for answer in answers[1:])
        await store.off_loop(
            lambda: store.save_seat("123456789", 1, SeatRecord("person", "Bea", token_hash="h"))
        )

    try:
        asyncio.run(scenario())
        stored = store.table("123456789")
    finally:
        store.close()
    assert stored is not None and stored.number == 1
    assert [seat.name for seat in stored.seats] == ["Ann", "Bea"]
