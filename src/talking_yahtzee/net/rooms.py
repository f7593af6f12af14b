"""The room store: every table's settings, seats and command log, behind a small interface.

:class:`RoomStore` is what the server needs of a store; :class:`SqliteRooms` keeps it in one SQLite
file (WAL; each write one transaction, committed before the server tells anyone). A shared store,
``net.valkey_rooms``, holds each table under a lease and fences every write by it (docs/online.md).
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Final, Protocol, TypeVar

import msgspec

from talking_yahtzee.net.protocol import CODE_DIGITS, Actor, GameCommand, SeatKind, Status
from talking_yahtzee.net.sqlite_writer import Checkpoints, Writer, run_statements
from talking_yahtzee.store import locks

T = TypeVar("T")

log = logging.getLogger(__name__)

DATABASE_NAME: Final = "online.sqlite3"
SET_ASIDE: Final = "set-aside"
"""The status of a table whose rows do not load: kept in the file, never resumed."""
SCHEMA_VERSION: Final = 1


class TableConfig(msgspec.Struct, forbid_unknown_fields=True):
    """What the host chose, and the table's own dice seed."""

    rules: str
    seed: int
    spectators: bool = True
    away_seconds: float | None = 120.0
    undo: bool = True
    turn_seconds: float | None = None
    host: int = 0
    public: bool = False
    """Listed in the lobby (added in protocol 2: older rows load as private)."""
    rated: bool = False  # its games count for the ratings (issue 41); older rows: unrated


class SeatRecord(msgspec.Struct, forbid_unknown_fields=True):
    """A seat as stored: a person's (``token_hash`` once taken) or a computer's."""

    kind: SeatKind
    name: str = ""
    level: str | None = None
    token_hash: str | None = None
    removed: bool = False  # the host removed the person: a computer plays the seat to the end
    hosted: int = 0  # the host's rights passed here: the highest hosts (``net.rematch``)
    heard: int | None = None  # the last move's seq told before they went away (net.missed)
    clock: tuple[int, float] | None = None  # their turn's round and seconds left, paused


class LogEntry(msgspec.Struct, forbid_unknown_fields=True):
    """One accepted command, with the dice it dealt: replaying the log rebuilds the game."""

    seq: int
    seat: int
    actor: Actor
    command: GameCommand
    dice: list[int] = msgspec.field(default_factory=list)
    left: float | None = None
    """The seconds left in the turn's time when this move was made (a server killed outright goes
    on from there: ``net.turn_timer.restored``; issue 42)."""


class StoredTable(msgspec.Struct):
    code: str
    number: int
    status: Status
    config: TableConfig
    seats: list[SeatRecord]
    log: list[LogEntry]
    next_seq: int


class CodeTaken(Exception):
    """A new table's code is already in use (the server draws another)."""


class StoreInUse(Exception):
    """Another server holds this store (one server per SQLite file)."""


class StoreUnavailable(OSError):
    """The store could not be reached or did not answer: nothing was written."""


class LeaseLost(OSError):
    """This server no longer holds the table's lease: the write was refused, nothing changed."""


class Elsewhere(msgspec.Struct, frozen=True):
    """A live table another server holds now: clients go to ``url``."""

    url: str


LostLease = Callable[[str], None]
"""Told the code of a table whose lease this server lost (it must drop the table)."""


class RoomStore(Protocol):
    """What the server needs of a store. Every method is one atomic write or read."""

    def create(self, code: str, config: TableConfig, seats: list[SeatRecord]) -> int:
        """Store a new table and return its number (1, 2, ... in creation order).

        :raises CodeTaken: if a table that is not over has this code.
        """
        ...

    def tables_made(self) -> int:
        """How many tables were ever created (numbers the next one)."""
        ...

    def save_seat(self, code: str, index: int, seat: SeatRecord) -> None: ...

    def append(self, code: str, entry: LogEntry, status: Status) -> None:
        """Add ``entry`` to the log and set the table's status, in one transaction; the table's
        next seq becomes ``entry.seq + 1``."""
        ...

    def drop_last(self, code: str, seq: int, next_seq: int) -> None:
        """Take the entry ``seq`` (the last) out of the log (an undo); keep ``next_seq``."""
        ...

    def set_status(self, code: str, status: Status) -> None: ...

    def live_tables(self) -> list[StoredTable]:
        """Every table waiting or playing, with its seats and log: what a restart resumes."""
        ...

    def table(self, code: str) -> StoredTable | None: ...

    def claim(self, code: str) -> StoredTable | Elsewhere | None:
        """Take the live table ``code`` into this server (its lease, in a shared store) and load
        it; or say which server holds it; None when no live table has this code."""
        ...

    def release(self, code: str) -> None:
        """This server lets the table go (closed, or shutting down): another may claim it."""
        ...

    def watch_leases(self, lost: LostLease) -> None:
        """Call ``lost(code)`` whenever this store learns that a table's lease is gone."""
        ...

    def renew(self) -> None:
        """Renew every lease this server holds (a shared store); ``lost`` hears of the others."""
        ...

    @property
    def lease_seconds(self) -> float | None:
        """How long a lease lasts unrenewed; None: this store has no leases (one server)."""
        ...

    def prune(self, keep_seconds: float) -> int:
        """Remove the tables finished (over or ended) more than ``keep_seconds`` ago, and end
        those a shared store holds for no server for long; how many."""
        ...

    def close(self) -> None: ...


_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS tables (
    code TEXT NOT NULL,
    number INTEGER PRIMARY KEY,
    status TEXT NOT NULL,
    config TEXT NOT NULL,
    next_seq INTEGER NOT NULL,
    created REAL NOT NULL,
    updated REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS tables_code ON tables (code, status);
CREATE TABLE IF NOT EXISTS seats (
    number INTEGER NOT NULL, seat INTEGER NOT NULL, data TEXT NOT NULL, PRIMARY KEY (number, seat)
);
CREATE TABLE IF NOT EXISTS log (
    number INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    entry TEXT NOT NULL,
    PRIMARY KEY (number, seq)
);
"""

_LIVE: Final = ("waiting", "playing")


class SqliteRooms:
    """The room store in one SQLite file. A server makes its calls off its event loop, in one
    writer thread (:meth:`off_loop`, ``net.sqlite_writer``); others call it directly."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self._using = threading.RLock()
        self._writer: Writer | None = None
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.execute("PRAGMA busy_timeout=5000")
        self._db.executescript(_SCHEMA)
        self._db.execute(
            "INSERT OR IGNORE INTO meta (key, value) VALUES ('schema', ?)", (SCHEMA_VERSION,)
        )
        self._numbers: dict[str, int] = {}
        self._lock: locks.FileLock | None = None
        self._checkpoints: Checkpoints | None = None
        self._seat_enc = msgspec.json.Encoder()
        self._log_dec = msgspec.json.Decoder(LogEntry)
        self._seat_dec = msgspec.json.Decoder(SeatRecord)
        self._config_dec = msgspec.json.Decoder(TableConfig)

    def off_loop(self, call: Callable[[], T]) -> asyncio.Future[T]:
        """``call()`` in the store's one writer thread, committed with the calls beside it: its
        result (or exception) once committed (``net.offload``)."""
        if self._writer is None:
            # a batch taken back: the numbers kept of its new tables were never written
            self._writer = Writer(self._db, self._using, self.path.name, self._numbers.clear)
        return self._writer.submit(call)

    # -- writing ----------------------------------------------------------------------------------

    def _run(self, *statements: tuple[str, tuple[object, ...]]) -> None:
        """The statements as one transaction, or one savepoint of the writer's: all or none."""
        run_statements(self._db, statements)

    def tables_made(self) -> int:
        row = self._db.execute("SELECT COALESCE(MAX(number), 0) FROM tables").fetchone()
        return int(row[0])

    def create(self, code: str, config: TableConfig, seats: list[SeatRecord]) -> int:
        live = self._db.execute(
            "SELECT 1 FROM tables WHERE code = ? AND status IN (?, ?)", (code, *_LIVE)
        ).fetchone()
        if live is not None:
            raise CodeTaken(code)
        number = self.tables_made() + 1
        now = time.time()
        enc = self._seat_enc
        self._run(
            (
                "INSERT INTO tables (code, number, status, config, next_seq, created, updated) "
                "VALUES (?, ?, 'waiting', ?, 1, ?, ?)",
                (code, number, enc.encode(config).decode(), now, now),
            ),
            *(
                (
                    "INSERT INTO seats (number, seat, data) VALUES (?, ?, ?)",
                    (number, i, enc.encode(s).decode()),
                )
                for i, s in enumerate(seats)
            ),
        )
        self._numbers[code] = number
        return number

    def _number(self, code: str) -> int:
        number = self._numbers.get(code)
        if number is None:
            row = self._db.execute(
                "SELECT MAX(number) FROM tables WHERE code = ?", (code,)
            ).fetchone()
            if row is None or row[0] is None:
                raise KeyError(code)
            number = self._numbers[code] = int(row[0])
        return number

    def save_seat(self, code: str, index: int, seat: SeatRecord) -> None:
        number = self._number(code)
        self._run(
            (
                "UPDATE seats SET data = ? WHERE number = ? AND seat = ?",
                (self._seat_enc.encode(seat).decode(), number, index),
            ),
        )

    def append(self, code: str, entry: LogEntry, status: Status) -> None:
        number = self._number(code)
        self._run(
            (
                "INSERT INTO log (number, seq, entry) VALUES (?, ?, ?)",
                (number, entry.seq, self._seat_enc.encode(entry).decode()),
            ),
            (
                "UPDATE tables SET next_seq = ?, status = ?, updated = ? WHERE number = ?",
                (entry.seq + 1, status, time.time(), number),
            ),
        )

    def drop_last(self, code: str, seq: int, next_seq: int) -> None:
        number = self._number(code)
        self._run(
            ("DELETE FROM log WHERE number = ? AND seq = ?", (number, seq)),
            (
                "UPDATE tables SET next_seq = ?, updated = ? WHERE number = ?",
                (next_seq, time.time(), number),
            ),
        )

    def set_status(self, code: str, status: Status) -> None:
        number = self._number(code)
        self._run(
            (
                "UPDATE tables SET status = ?, updated = ? WHERE number = ?",
                (status, time.time(), number),
            ),
        )
        if status not in _LIVE:
            self._numbers.pop(code, None)

    # -- reading ----------------------------------------------------------------------------------

    def live_tables(self) -> list[StoredTable]:
        """Every live table that loads; one whose rows do not is set aside with one log line."""
        rows = self._db.execute(
            "SELECT number FROM tables WHERE status IN (?, ?) ORDER BY number", _LIVE
        ).fetchall()
        tables = []
        for (number,) in rows:
            try:
                tables.append(self._load(int(number)))
            except (ValueError, TypeError, KeyError, IndexError, sqlite3.Error) as error:
                self.set_aside(number, error)
        return tables

    def set_aside(self, number: object, error: BaseException) -> None:
        """Mark table ``number`` as not to be resumed (its rows stay as they are)."""
        log.error("table number %s does not load and is set aside: %s", number, error)
        self._run(("UPDATE tables SET status = ? WHERE number = ?", (SET_ASIDE, number)))

    def table(self, code: str) -> StoredTable | None:
        row = self._db.execute("SELECT MAX(number) FROM tables WHERE code = ?", (code,)).fetchone()
        return None if row is None or row[0] is None else self._load(int(row[0]))

    def _load(self, number: int) -> StoredTable:
        db = self._db
        code, status, config, next_seq = db.execute(
            "SELECT code, status, config, next_seq FROM tables WHERE number = ?", (number,)
        ).fetchone()
        good_code = isinstance(code, str) and len(code) == CODE_DIGITS and code.isdigit()
        if not good_code or not isinstance(next_seq, int):
            raise ValueError(f"code {code!r}, next seq {next_seq!r}")
        seats = [
            self._seat_dec.decode(data)
            for (data,) in db.execute(
                "SELECT data FROM seats WHERE number = ? ORDER BY seat", (number,)
            )
        ]
        log = [
            self._log_dec.decode(data)
            for (data,) in db.execute(
                "SELECT entry FROM log WHERE number = ? ORDER BY seq", (number,)
            )
        ]
        if status in _LIVE:
            self._numbers[code] = number
        return StoredTable(
            code, number, status, self._config_dec.decode(config), seats, log, int(next_seq)
        )

    def lock_file(self) -> None:
        """Hold the file for this process (a lock file beside it) until :meth:`close`.

        :raises StoreInUse: if another server holds it.
        """
        if self._lock is None:
            lock = locks.take(self.path.with_name(self.path.name + ".lock"))
            if lock is None:
                raise StoreInUse(str(self.path))
            self._lock = lock
            # The checkpoints (and their fsync) leave the writer for a thread of their own.
            self._db.execute("PRAGMA wal_autocheckpoint=0")
            self._checkpoints = Checkpoints(self.path)

    def unlock_file(self) -> None:
        """Let another server have the file (after :meth:`lock_file`); the calls that wait are
        made first."""
        if self._writer is not None:
            self._writer.stop()
            self._writer = None
        if self._checkpoints is not None:
            self._checkpoints.stop()
            self._checkpoints = None
            self._db.execute("PRAGMA wal_autocheckpoint=1000")
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    # -- one server: every live table is this server's ------------------------------------------

    def claim(self, code: str) -> StoredTable | Elsewhere | None:
        stored = self.table(code)
        return stored if stored is not None and stored.status in _LIVE else None

    def release(self, code: str) -> None:
        self._numbers.pop(code, None)

    def watch_leases(self, lost: LostLease) -> None:
        pass

    def renew(self) -> None:
        pass

    @property
    def lease_seconds(self) -> float | None:
        return None

    def prune(self, keep_seconds: float) -> int:
        """Finished tables older than ``keep_seconds`` go, all but the newest (it numbers the
        next)."""
        if keep_seconds <= 0:
            return 0
        old = (
            "SELECT number FROM tables WHERE status NOT IN (?, ?) AND updated < ? "
            "AND number < (SELECT MAX(number) FROM tables)"
        )
        args = (*_LIVE, time.time() - keep_seconds)
        count = len(self._db.execute(old, args).fetchall())
        if count:
            self._run(
                (f"DELETE FROM log WHERE number IN ({old})", args),
                (f"DELETE FROM seats WHERE number IN ({old})", args),
                (f"DELETE FROM tables WHERE number IN ({old})", args),
            )
        return count

    def close(self) -> None:
        self.unlock_file()
        self._db.close()
