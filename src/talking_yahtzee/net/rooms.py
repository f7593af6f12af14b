"""The room store: every table's settings, seats and command log, behind a small interface.

:class:`RoomStore` is what the server needs of a store; :class:`SqliteRooms` keeps it in one
SQLite file (WAL; each write one transaction, committed before the server tells anyone). A shared
store (Valkey, Redis, a SQL server) can implement the same interface so that several servers share
the tables (docs/online.md).
"""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path
from typing import Final, Protocol

import msgspec

from talking_yahtzee.net.protocol import Actor, GameCommand, SeatKind, Status

DATABASE_NAME: Final = "online.sqlite3"
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


class SeatRecord(msgspec.Struct, forbid_unknown_fields=True):
    """A seat as stored: a person's (``token_hash`` once taken) or a computer's."""

    kind: SeatKind
    name: str = ""
    level: str | None = None
    token_hash: str | None = None
    removed: bool = False
    """The host removed the person: a computer plays the seat to the end."""


class LogEntry(msgspec.Struct, forbid_unknown_fields=True):
    """One accepted command, with the dice it dealt: replaying the log rebuilds the game."""

    seq: int
    seat: int
    actor: Actor
    command: GameCommand
    dice: list[int] = msgspec.field(default_factory=list)


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
    number INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    data TEXT NOT NULL,
    PRIMARY KEY (number, seat)
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
    """The room store in one SQLite file. Used from one thread (the server's event loop)."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(self.path, isolation_level=None)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.execute("PRAGMA busy_timeout=5000")
        self._db.executescript(_SCHEMA)
        self._db.execute(
            "INSERT OR IGNORE INTO meta (key, value) VALUES ('schema', ?)", (SCHEMA_VERSION,)
        )
        self._numbers: dict[str, int] = {}
        self._seat_enc = msgspec.json.Encoder()
        self._log_dec = msgspec.json.Decoder(LogEntry)
        self._seat_dec = msgspec.json.Decoder(SeatRecord)
        self._config_dec = msgspec.json.Decoder(TableConfig)

    # -- writing ----------------------------------------------------------------------------------

    def _run(self, *statements: tuple[str, tuple[object, ...]]) -> None:
        """The statements as one transaction: all of them or none."""
        db = self._db
        db.execute("BEGIN IMMEDIATE")
        try:
            for sql, args in statements:
                db.execute(sql, args)
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")

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
        rows = self._db.execute(
            "SELECT number FROM tables WHERE status IN (?, ?) ORDER BY number", _LIVE
        ).fetchall()
        return [self._load(int(number)) for (number,) in rows]

    def table(self, code: str) -> StoredTable | None:
        row = self._db.execute("SELECT MAX(number) FROM tables WHERE code = ?", (code,)).fetchone()
        return None if row is None or row[0] is None else self._load(int(row[0]))

    def _load(self, number: int) -> StoredTable:
        db = self._db
        code, status, config, next_seq = db.execute(
            "SELECT code, status, config, next_seq FROM tables WHERE number = ?", (number,)
        ).fetchone()
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

    def close(self) -> None:
        self._db.close()
