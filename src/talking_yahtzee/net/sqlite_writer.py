"""The SQLite store's threads: one writer that makes every call off the event loop, and the WAL
checkpoints.

:class:`Writer` takes the store's calls in order (those of one turn of the event loop handed over
together: one wake-up of the thread) and makes them in one thread, as many as wait (about
:data:`BATCH_MOST`) in one transaction: each call in a savepoint of its own
(a call that fails takes back all of its own statements and only those), one commit for all; a
transaction SQLite takes back whole (a full disk) fails every call of the batch. Each caller hears
its answer only after that commit, so a move is told to players only once it is on disk (WAL,
``synchronous=NORMAL``). A disk that stalls, or another process that holds the database's lock,
makes the writer wait (``busy_timeout``), never the event loop: the other tables go on.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import queue
import sqlite3
import threading
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")

log = logging.getLogger(__name__)

BATCH_MOST = 64
"""Calls committed together (about: the calls of one turn of the loop are never split)."""
CHECKPOINT_SECONDS = 1.0
"""Between WAL checkpoints, made by a thread of their own while a server holds the store."""

Call = tuple[Callable[[], Any], asyncio.AbstractEventLoop, "asyncio.Future[Any]"]
Answer = tuple["asyncio.Future[Any]", tuple[bool, Any]]
Statement = tuple[str, tuple[object, ...]]


class Writer:
    """One thread making a SQLite connection's calls, in order, several per commit."""

    def __init__(
        self,
        db: sqlite3.Connection,
        lock: threading.RLock,
        name: str,
        taken_back: Callable[[], None] | None = None,
    ) -> None:
        self.db = db
        self.lock = lock
        """Held while a batch runs (the connection is the store's, shared with its owner)."""
        self.taken_back = taken_back
        """Called (in the writer's thread) when a call or a whole batch is taken back: what its
        owner kept of their writes (a new table's number) is to be forgotten."""
        self.calls: queue.SimpleQueue[list[Call] | None] = queue.SimpleQueue()
        self.waiting: list[Call] = []
        """Calls submitted during this turn of the loop: handed over together at its end."""
        self.commits = 0
        """Transactions committed so far (tests and benchmarks read it)."""
        self.thread = threading.Thread(target=self._work, name=f"sqlite-writer {name}")
        self.thread.daemon = True
        self.thread.start()

    def submit(self, call: Callable[[], T]) -> asyncio.Future[T]:
        """``call()`` in the writer's thread: its result, once its transaction is committed."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[T] = loop.create_future()
        if not self.waiting:  # one wake-up of the writer per turn of the loop
            loop.call_soon(self._hand_over)
        self.waiting.append((call, loop, future))
        return future

    def _hand_over(self) -> None:
        if self.waiting:
            self.calls.put(self.waiting)
            self.waiting = []

    def stop(self) -> None:
        """Make the calls that wait, then end the thread."""
        self._hand_over()
        self.calls.put(None)
        self.thread.join()

    def _work(self) -> None:
        while True:
            first = self.calls.get()
            if first is None:
                return
            batch, last = first, False
            while len(batch) < BATCH_MOST:
                try:
                    more = self.calls.get_nowait()
                except queue.Empty:
                    break
                if more is None:
                    last = True
                    break
                batch.extend(more)
            with self.lock:
                outcomes = self._commit([call for call, _, _ in batch])
            answers: dict[asyncio.AbstractEventLoop, list[Answer]] = {}
            for (_, loop, future), outcome in zip(batch, outcomes, strict=True):
                answers.setdefault(loop, []).append((future, outcome))
            for loop, answered in answers.items():  # one wake-up of the loop per commit
                with contextlib.suppress(RuntimeError):  # the loop closed meanwhile
                    loop.call_soon_threadsafe(_settle, answered)
            del batch, outcomes, first, answers  # an exception's traceback holds this frame
            if last:
                return

    def _commit(self, calls: list[Callable[[], Any]]) -> list[tuple[bool, Any]]:
        """Each call's (True, result) or (False, exception): all of them committed, or none."""
        db = self.db
        try:
            db.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as error:  # another process holds the lock past busy_timeout
            return [(False, error)] * len(calls)
        try:
            outcomes = [_in_savepoint(db, call) for call in calls]
            db.execute("COMMIT")
        except sqlite3.Error as error:  # a full disk: nothing of this batch was written
            if db.in_transaction:
                with contextlib.suppress(sqlite3.Error):
                    db.execute("ROLLBACK")
            if self.taken_back is not None:
                self.taken_back()
            return [(False, error)] * len(calls)
        self.commits += 1
        if self.taken_back is not None and not all(done for done, _ in outcomes):
            self.taken_back()  # a call's own savepoint taken back
        return outcomes


class Lost(sqlite3.OperationalError):
    """SQLite took the writer's whole transaction back (a full disk, an I/O error): no call of
    the batch is written, and none after it may run outside the transaction."""


def _in_savepoint(db: sqlite3.Connection, call: Callable[[], Any]) -> tuple[bool, Any]:
    """``call()`` in a savepoint of its own: a call that fails takes back all its statements,
    and only its own. :raises Lost: when the transaction is gone."""
    if not db.in_transaction:
        raise Lost("the transaction was taken back")
    db.execute("SAVEPOINT call")
    try:
        result = call()
    except Exception as error:
        if not db.in_transaction:
            raise Lost("the transaction was taken back") from error
        db.execute("ROLLBACK TO call")
        db.execute("RELEASE call")
        return False, error
    if not db.in_transaction:
        raise Lost("the transaction was taken back")
    db.execute("RELEASE call")
    return True, result


def run_statements(db: sqlite3.Connection, statements: Iterable[Statement]) -> None:
    """``statements`` as one transaction, or inside the writer's as one savepoint: all of them
    or none."""
    nested = db.in_transaction
    db.execute("SAVEPOINT one" if nested else "BEGIN IMMEDIATE")
    try:
        for sql, args in statements:
            db.execute(sql, args)
    except BaseException:
        db.execute("ROLLBACK TO one" if nested else "ROLLBACK")
        if nested:
            db.execute("RELEASE one")
        raise
    db.execute("RELEASE one" if nested else "COMMIT")


def _settle(answered: list[Answer]) -> None:
    for future, (done, value) in answered:
        if future.done():  # its caller gave up
            continue
        if done:
            future.set_result(value)
        else:
            future.set_exception(value)


class Checkpoints:
    """A thread that copies the WAL into the database every second (never blocking a writer),
    so that no commit in the writer's thread pays for a checkpoint and its fsync."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.stopping = threading.Event()
        self.thread = threading.Thread(target=self._work, name="wal-checkpoints", daemon=True)
        self.thread.start()

    def _work(self) -> None:
        db = sqlite3.connect(self.path, isolation_level=None)
        try:
            while not self.stopping.wait(CHECKPOINT_SECONDS):
                try:
                    db.execute("PRAGMA wal_checkpoint(PASSIVE)")
                except sqlite3.Error as error:  # a full disk: the commits report it themselves
                    log.debug("a checkpoint failed: %s", error)
        finally:
            db.close()

    def stop(self) -> None:
        self.stopping.set()
        self.thread.join()
