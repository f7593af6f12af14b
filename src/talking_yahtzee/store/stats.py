"""Statistics and history of finished games: an SQLite database in the data folder.

``stats.sqlite3`` in the platform's data folder (``$TALKING_YAHTZEE_DATA_DIR`` to relocate it),
write-ahead log, a busy timeout, one transaction per game: games that end at the same moment in
several processes all count. The JSON statistics of earlier versions (``stats.json``) are imported
once, in the same transaction that marks them imported. A broken database is kept aside as
``stats.sqlite3.broken-<time>`` (never deleted) and a new one started; a locked or read-only one
is reported and the game goes on. Every problem is remembered in :attr:`StatsStore.problem`.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import sqlite3
import time
import uuid
from collections.abc import Callable, Sequence
from contextlib import closing
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

from talking_yahtzee.advisor.skill import Skill
from talking_yahtzee.core.game import Game
from talking_yahtzee.core.rules import RuleSet
from talking_yahtzee.store.files import (
    REASON_DENIED,
    REASON_OTHER,
    SMALL,
    BrokenFile,
    Limits,
    WriteHealth,
    folder_refusal,
    keep_aside,
    parse_json,
    read_limited,
    write_atomic,
    write_failure_reason,
)
from talking_yahtzee.store.history import legacy_stats, plausible_total
from talking_yahtzee.store.paths import data_dir
from talking_yahtzee.store.profiles import (
    ProfileRow,
    display_name,
    everyone,
    fold,
    known_names,
    merge,
    migrate,
)
from talking_yahtzee.store.stats_queries import (
    LevelRecord,
    Recorded,
    Stats,
    Summary,
    TopScore,
    best_of,
    rank,
    read_stats,
    summary,
)
from talking_yahtzee.store.stats_rows import SEAT_VALUES, Row, checked_row, game_rows, insert_game
from talking_yahtzee.store.stats_skill import COLUMNS as SKILL_COLUMNS
from talking_yahtzee.store.stats_skill import migrate as migrate_skill

__all__ = [
    "LevelRecord",
    "ProfileRow",
    "Recorded",
    "Stats",
    "StatsStore",
    "Summary",
    "TopScore",
    "data_dir",
]

log = logging.getLogger(__name__)
T = TypeVar("T")

DATABASE_NAME = "stats.sqlite3"
LEGACY_NAME = "stats.json"
PENDING_NAME = "stats-pending"
MAX_PENDING = 100
MAX_PENDING_BYTES = 100_000
PENDING_LIMITS = Limits(size=MAX_PENDING_BYTES, depth=4)
BUSY_TIMEOUT = 15.0
"""Seconds to wait for another game's transaction before reporting the database locked."""
RETRY_PAUSE = 0.02
SCHEMA_VERSION = 3
"""PRAGMA user_version and the meta row schema_version; 2 gave every seat a profile, 3 how it
played (``stats_skill``)."""

PROBLEM_BROKEN = "stats-broken"
PROBLEM_LOCKED = "stats-locked"
PROBLEM_READ_ONLY = "stats-read-only"
PROBLEM_FAILED = "stats-failed"
PROBLEM_IMPOSSIBLE = "stats-impossible"
"""The old statistics held what no game can produce: that part left out, the file kept aside."""

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY,
    uid TEXT NOT NULL UNIQUE,
    played_at TEXT NOT NULL,
    rules TEXT NOT NULL,
    solitaire INTEGER NOT NULL,
    players INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS seats (
    game_id INTEGER NOT NULL REFERENCES games(id),
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    level TEXT,
    members TEXT,
    card TEXT NOT NULL,
    total INTEGER NOT NULL,
    upper_bonus INTEGER NOT NULL,
    yahtzee_bonus INTEGER NOT NULL,
    yahtzees INTEGER NOT NULL,
    won INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE TABLE IF NOT EXISTS legacy_best (rules TEXT PRIMARY KEY, best INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS seats_kind ON seats (kind, total);
"""


# --------------------------------------------------------------------------------------------------
# The store
# --------------------------------------------------------------------------------------------------


class StatsStore:
    """The statistics database. No method raises for a file problem; see :attr:`problem`."""

    def __init__(self, path: Path | None = None, *, legacy: Path | None = None) -> None:
        self.path = path or data_dir() / DATABASE_NAME
        self.legacy = legacy or self.path.with_name(LEGACY_NAME)
        self.problem: str | None = None
        """The first problem met: stats-broken, stats-locked, stats-read-only or stats-failed."""
        self.aside: Path | None = None
        """Where a broken database (or statistics file) was moved."""
        self.reason = REASON_OTHER
        """Why the database could not be written (``files.write_failure_reason``)."""
        self.pending = self.path.with_name(PENDING_NAME)
        """Finished games the database refused (locked, read-only), counted by the next game."""
        self._counted: list[Path] = []
        self._reported = False
        self.health = WriteHealth()
        self.recovered = False
        """A game was counted after games the database refused: say it works again, once."""

    def take_problem(self) -> str | None:
        """The problem, the first time it is asked for; None after (so it is reported once)."""
        if self.problem is None or self._reported:
            return None
        self._reported = True
        return self.problem

    # -- reading

    def load(self) -> Stats:
        """Games played and best solitaire scores (empty statistics if the database fails)."""
        return self._run(read_stats) or Stats()

    def summary(self, rules: str | None = None, player: str | None = None) -> Summary:
        """Every figure of docs/record.md, for one rule set or (None) all games; with ``player``
        only that person's (found by name, :func:`profiles.fold`)."""
        key = None if player is None else fold(player)
        return self._run(lambda db: summary(db, rules, key)) or summary(None, rules, key)

    def name_of(self, player: str) -> str:
        """The name the person called ``player`` answers to here, as stored (``Bob`` for
        ``BÖB``); ``player`` itself for a person without games."""
        return self._run(lambda db: display_name(db, fold(player))) or player

    def players(self, rules: str | None = None) -> list[ProfileRow]:
        """The table of everyone: people (most recent first), then computers by level."""
        where, args = ("AND g.rules = ?", (rules,)) if rules else ("", ())
        return self._run(lambda db: everyone(db, where, args)) or []

    def known_names(self) -> list[str]:
        """The names of people with games, most recently played first."""
        return self._run(known_names) or []

    def best_of(self, player: str, rules: RuleSet) -> int | None:
        """The person's own best solitaire score under ``rules`` (for "best score ever")."""
        return self._run(lambda db: best_of(db, fold(player), rules.name))

    def merge(self, old: str, new: str) -> int | None:
        """The games of ``old`` given to ``new`` (another spelling); seats moved, or None."""
        return self._run(lambda db: merge(db, old, new), write=True)

    # -- writing

    def record_game(
        self,
        game: Game,
        *,
        uid: str | None = None,
        when: datetime | None = None,
        skills: Sequence[Skill] | None = None,
    ) -> Recorded | None:
        """Count a finished game in one transaction; None if it is not over or was not stored.

        ``uid`` names the game so that recording it twice (after a resume) counts it once;
        ``skills``: how each seat played (``advisor.skill``), kept with its seat.
        """
        if not game.is_over:
            return None
        uid = uid or uuid.uuid4().hex
        played_at = (when or datetime.now(UTC)).astimezone(UTC).isoformat(timespec="seconds")

        rows = game_rows(game, uid, played_at, skills)

        def work(db: sqlite3.Connection) -> Recorded:
            insert_game(db, *rows)
            self._insert_pending(db)
            if len(game.players) != 1 or game.players[0].is_computer:
                return Recorded(None, 0)
            key = fold(game.players[0].name)
            return Recorded(*rank(db, game.cards[0].total(), game.rules.name, key))

        recorded = self._run(work, write=True)
        if recorded is None:
            self._keep_pending(*rows)
            self.health.failed(OSError(self.problem))
        else:
            self._forget_pending()
            if self.health.worked():  # a later failure is said again, as the first was
                self.recovered, self.problem, self._reported = True, None, False
        return recorded

    # -- games waiting for the database

    def _keep_pending(self, row: Row, seats: list[Row]) -> None:
        """Keep a game the database refused beside it, to be counted by the next game that can."""
        name = hashlib.sha256(str(row[0]).encode("utf-8")).hexdigest()[:32]
        path = self.pending / f"{name}.json"
        try:
            write_atomic(path, json.dumps({"game": row, "seats": seats}).encode("utf-8"))
        except OSError as error:
            log.warning("cannot keep the game for later in %s: %s", path, error)

    def _insert_pending(self, db: sqlite3.Connection) -> None:
        self._counted = []
        for path in sorted(self.pending.glob("*.json"))[:MAX_PENDING]:
            db.execute("SAVEPOINT pending")
            try:
                data = parse_json(read_limited(path, PENDING_LIMITS), PENDING_LIMITS)
                game = checked_row(data["game"], 5)
                seats = [
                    checked_row(seat, SEAT_VALUES, SEAT_VALUES + len(SKILL_COLUMNS))
                    for seat in data["seats"]
                ]
                if not all(plausible_total(game[2], seat[6]) for seat in seats):
                    raise ValueError("a total no game under these rules can reach")
                insert_game(db, game, seats)
            except (OSError, ValueError, KeyError, TypeError, sqlite3.IntegrityError) as error:
                db.execute("ROLLBACK TO pending")
                log.warning("game kept in %s cannot be counted: %s", path, error)
                keep_aside(path)
            else:
                self._counted.append(path)
            db.execute("RELEASE pending")

    def _forget_pending(self) -> None:
        """After the commit: the pending games are in the database (and counted once by uid)."""
        for path in self._counted:
            path.unlink(missing_ok=True)
        self._counted = []

    # -- the connection

    def _run(self, work: Callable[[sqlite3.Connection], T], *, write: bool = False) -> T | None:
        """``work`` in one transaction; None (and :attr:`problem` set) if the database failed.

        A broken database is set aside and ``work`` tried once more on a new one.
        """
        if not write and not self.path.exists() and not self.legacy.exists():
            return None  # nothing stored yet: reading creates no file
        deadline = time.monotonic() + BUSY_TIMEOUT
        set_aside = False
        while True:
            try:
                with closing(self._connect()) as db:
                    db.execute("BEGIN IMMEDIATE" if write else "BEGIN")
                    try:
                        self._prepare(db)
                        result = work(db)
                        db.execute("COMMIT")
                    except BaseException:
                        if db.in_transaction:
                            db.execute("ROLLBACK")
                        raise
                    return result
            except sqlite3.OperationalError as error:
                problem = _operational_problem(error)
                if problem == PROBLEM_LOCKED and time.monotonic() < deadline:
                    # SQLite answers "busy" without waiting in a few cases (changing the
                    # journal mode, a stale snapshot): wait a little and try again.
                    time.sleep(RETRY_PAUSE)
                    continue
                self._fail(problem, error)
            except sqlite3.DatabaseError as error:  # not a database, malformed image
                if not set_aside and self._set_aside(error):
                    set_aside = True
                    continue
                self._fail(PROBLEM_BROKEN, error)
            except OSError as error:
                self._fail(PROBLEM_FAILED, error)
            return None

    def _connect(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        for path in (self.path, *self._companions(self.path)):
            if (os.path.lexists(path) and not path.is_file()) or path.is_symlink():
                # SQLite would open a FIFO and wait on it for good: never opened, kept aside
                raise sqlite3.DatabaseError(f"{path.name} is not a regular file")
        db = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT, isolation_level=None)
        try:
            newer(db)  # a newer version's file is left exactly as it is, its journal mode too
            if db.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
                db.execute("PRAGMA journal_mode = WAL")
            db.execute("PRAGMA synchronous = NORMAL")
        except BaseException:
            db.close()
            raise
        return db

    def _prepare(self, db: sqlite3.Connection) -> None:
        """Create the tables and import stats.json once, inside the transaction.

        A reading transaction that finds work to do becomes a writing one first.
        """
        version = newer(db)
        if version == SCHEMA_VERSION and (self._legacy_done(db) or not self.legacy.exists()):
            return
        db.execute("ROLLBACK")
        db.execute("BEGIN IMMEDIATE")
        for statement in _SCHEMA.split(";"):
            if statement.strip():
                db.execute(statement)
        migrate(db)  # schema 1 to 2, in this transaction: every seat gets its profile
        migrate_skill(db)  # 2 to 3: how each seat played, unknown for the games so far
        db.execute("INSERT OR REPLACE INTO meta VALUES ('schema_version', ?)", (SCHEMA_VERSION,))
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        if not self._legacy_done(db):
            self._import_legacy(db)

    @staticmethod
    def _legacy_done(db: sqlite3.Connection) -> bool:
        return db.execute("SELECT 1 FROM meta WHERE key = 'legacy_imported'").fetchone() is not None

    def _import_legacy(self, db: sqlite3.Connection) -> None:
        try:
            data: Any = parse_json(read_limited(self.legacy, SMALL), SMALL)
            checked = legacy_stats(data)
        except FileNotFoundError:
            return
        except (OSError, BrokenFile) as error:
            log.warning("statistics file %s is broken (%s); not imported", self.legacy, error)
            if not isinstance(error, OSError) or self.legacy.is_file():
                self.aside = keep_aside(self.legacy)
            self.problem = self.problem or PROBLEM_BROKEN
            return
        if checked.impossible:  # left out, the file kept aside as it was, reported once
            log.warning(
                "statistics file %s holds what no game can produce (%s); that part is left out",
                self.legacy,
                ", ".join(checked.impossible),
            )
            self.aside = keep_aside(self.legacy)
            self.problem = self.problem or PROBLEM_IMPOSSIBLE
        games, best = checked.games, checked.best
        stamp = datetime.now(UTC).isoformat(timespec="seconds")
        db.executemany("INSERT OR REPLACE INTO legacy_best VALUES (?, ?)", best.items())
        db.executemany(
            "INSERT INTO meta VALUES (?, ?)",
            [("legacy_imported", f"{stamp} {self.legacy}"), ("legacy_games", str(games))],
        )
        log.info("imported %d games from %s", games, self.legacy)

    @staticmethod
    def _companions(path: Path) -> tuple[Path, ...]:
        return tuple(path.with_name(path.name + suffix) for suffix in ("-wal", "-shm"))

    def _set_aside(self, error: Exception) -> bool:
        log.warning("statistics database %s is broken (%s); starting a new one", self.path, error)
        if not os.path.lexists(self.path):  # only a companion is strange: keep it aside alone
            moved = [keep_aside(c) for c in self._companions(self.path) if os.path.lexists(c)]
            if not moved or None in moved:
                return False
            self.aside = moved[0]
            self.problem = self.problem or PROBLEM_BROKEN
            return True
        aside = keep_aside(self.path)
        if aside is None:
            return False
        for companion in self._companions(self.path):
            if os.path.lexists(companion):
                os.replace(
                    companion, aside.with_name(companion.name.replace(self.path.name, aside.name))
                )
        self.aside = aside
        self.problem = self.problem or PROBLEM_BROKEN
        return True

    def _fail(self, problem: str, error: Exception) -> None:
        log.warning("statistics database %s: %s (%s)", self.path, problem, error)
        if self.problem is None:
            self.problem = problem
            if problem == PROBLEM_READ_ONLY:
                self.reason = REASON_DENIED
            elif isinstance(error, OSError):
                self.reason = write_failure_reason(error)
            else:  # SQLite says only "unable to open": ask the folder itself why
                self.reason = folder_refusal(self.path.parent)


def newer(db: sqlite3.Connection) -> int:
    """The file's schema version.

    :raises sqlite3.OperationalError: it was written by a newer version (reported, never set
        aside as broken, never changed).
    """
    version: int = db.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        raise sqlite3.OperationalError(f"database schema {version} is newer than this game")
    return version


def _operational_problem(error: sqlite3.OperationalError) -> str:
    text = str(error).lower()
    if "locked" in text or "busy" in text:
        return PROBLEM_LOCKED
    if "readonly" in text or "read-only" in text:
        return PROBLEM_READ_ONLY
    return PROBLEM_FAILED
