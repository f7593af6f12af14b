"""Statistics and history of finished games: an SQLite database in the data folder.

``stats.sqlite3`` in the platform's data folder (``$TALKING_YAHTZEE_DATA_DIR`` to relocate it),
write-ahead log, a busy timeout, one transaction per game: games that end at the same moment in
several processes all count. The JSON statistics of earlier versions (``stats.json``) are imported
once, in the same transaction that marks them imported. A broken database is kept aside as
``stats.sqlite3.broken-<time>`` (never deleted) and a new one started; a locked or read-only one
is reported and the game goes on. Every problem is remembered in :attr:`StatsStore.problem`.
"""

from __future__ import annotations

import json
import logging
import os
import sqlite3
import uuid
from collections.abc import Callable
from contextlib import closing
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

import platformdirs

from talking_yahtzee.files import keep_aside
from talking_yahtzee.game import Game
from talking_yahtzee.rules import winners
from talking_yahtzee.stats_queries import (
    LevelRecord,
    Recorded,
    Stats,
    Summary,
    TopScore,
    rank,
    read_stats,
    summary,
)

__all__ = [
    "LevelRecord",
    "Recorded",
    "Stats",
    "StatsStore",
    "Summary",
    "TopScore",
    "data_dir",
]

log = logging.getLogger(__name__)
T = TypeVar("T")

DATA_DIR_ENV = "TALKING_YAHTZEE_DATA_DIR"
DATABASE_NAME = "stats.sqlite3"
LEGACY_NAME = "stats.json"
BUSY_TIMEOUT = 15.0
"""Seconds to wait for another game's transaction before reporting the database locked."""
SCHEMA_VERSION = 1

PROBLEM_BROKEN = "stats-broken"
PROBLEM_LOCKED = "stats-locked"
PROBLEM_READ_ONLY = "stats-read-only"
PROBLEM_FAILED = "stats-failed"

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


def data_dir() -> Path:
    override = os.environ.get(DATA_DIR_ENV)
    return Path(override) if override else Path(platformdirs.user_data_dir("talking-yahtzee"))


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
        self.kept_aside: Path | None = None
        """Where a broken database (or statistics file) was moved."""
        self._reported = False

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

    def summary(self, rules: str | None = None) -> Summary:
        """Every figure of docs/record.md, for one rule set or (None) all games."""
        return self._run(lambda db: summary(db, rules)) or summary(None, rules)

    # -- writing

    def record_game(
        self, game: Game, *, uid: str | None = None, when: datetime | None = None
    ) -> Recorded | None:
        """Count a finished game in one transaction; None if it is not over or was not stored.

        ``uid`` names the game so that recording it twice (after a resume) counts it once.
        """
        if not game.is_over:
            return None
        uid = uid or uuid.uuid4().hex
        played_at = (when or datetime.now(UTC)).astimezone(UTC).isoformat(timespec="seconds")

        def work(db: sqlite3.Connection) -> Recorded:
            _insert_game(db, game, uid, played_at)
            if len(game.players) != 1 or game.players[0].is_computer:
                return Recorded(None, 0)
            return Recorded(*rank(db, game.cards[0].total(game.rules), game.rules.name))

        return self._run(work, write=True)

    # -- the connection

    def _run(self, work: Callable[[sqlite3.Connection], T], *, write: bool = False) -> T | None:
        """``work`` in one transaction; None (and :attr:`problem` set) if the database failed.

        A broken database is set aside and ``work`` tried once more on a new one.
        """
        if not write and not self.path.exists() and not self.legacy.exists():
            return None  # nothing stored yet: reading creates no file
        for attempt in (1, 2):
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
                self._fail(_operational_problem(error), error)
            except sqlite3.DatabaseError as error:  # not a database, malformed image
                if attempt == 1 and self._set_aside(error):
                    continue
                self._fail(PROBLEM_BROKEN, error)
            except OSError as error:
                self._fail(PROBLEM_FAILED, error)
            return None
        return None  # pragma: no cover - the second attempt always returns

    def _connect(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT, isolation_level=None)
        try:
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
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise sqlite3.DatabaseError(f"database schema {version} is newer than this game")
        if version == SCHEMA_VERSION and (self._legacy_done(db) or not self.legacy.exists()):
            return
        db.execute("ROLLBACK")
        db.execute("BEGIN IMMEDIATE")
        for statement in _SCHEMA.split(";"):
            if statement.strip():
                db.execute(statement)
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        if not self._legacy_done(db):
            self._import_legacy(db)

    @staticmethod
    def _legacy_done(db: sqlite3.Connection) -> bool:
        return db.execute("SELECT 1 FROM meta WHERE key = 'legacy_imported'").fetchone() is not None

    def _import_legacy(self, db: sqlite3.Connection) -> None:
        try:
            data: Any = json.loads(self.legacy.read_text(encoding="utf-8"))
            games = int(data["games"])
            best = {str(k): int(v) for k, v in dict(data["best"]).items()}
        except FileNotFoundError:
            return
        except (OSError, UnicodeDecodeError, ValueError, KeyError, TypeError) as error:
            log.warning("statistics file %s is broken (%s); not imported", self.legacy, error)
            self.kept_aside = keep_aside(self.legacy)
            self.problem = self.problem or PROBLEM_BROKEN
            return
        stamp = datetime.now(UTC).isoformat(timespec="seconds")
        db.executemany("INSERT OR REPLACE INTO legacy_best VALUES (?, ?)", best.items())
        db.executemany(
            "INSERT INTO meta VALUES (?, ?)",
            [("legacy_imported", f"{stamp} {self.legacy}"), ("legacy_games", str(games))],
        )
        log.info("imported %d games from %s", games, self.legacy)

    def _set_aside(self, error: Exception) -> bool:
        log.warning("statistics database %s is broken (%s); starting a new one", self.path, error)
        aside = keep_aside(self.path)
        if aside is None:
            return False
        for suffix in ("-wal", "-shm"):
            companion = self.path.with_name(self.path.name + suffix)
            if companion.exists():
                os.replace(companion, aside.with_name(aside.name + suffix))
        self.kept_aside = aside
        self.problem = self.problem or PROBLEM_BROKEN
        return True

    def _fail(self, problem: str, error: Exception) -> None:
        log.warning("statistics database %s: %s (%s)", self.path, problem, error)
        self.problem = self.problem or problem


def _operational_problem(error: sqlite3.OperationalError) -> str:
    text = str(error).lower()
    if "locked" in text or "busy" in text:
        return PROBLEM_LOCKED
    if "readonly" in text or "read-only" in text:
        return PROBLEM_READ_ONLY
    return PROBLEM_FAILED


# --------------------------------------------------------------------------------------------------
# Rows and queries
# --------------------------------------------------------------------------------------------------


def _insert_game(db: sqlite3.Connection, game: Game, uid: str, played_at: str) -> None:
    solitaire = len(game.players) == 1 and not game.players[0].is_computer
    cursor = db.execute(
        "INSERT OR IGNORE INTO games (uid, played_at, rules, solitaire, players)"
        " VALUES (?, ?, ?, ?, ?)",
        (uid, played_at, game.rules.name, int(solitaire), len(game.players)),
    )
    if cursor.rowcount == 0:
        log.info("game %s was already counted", uid)
        return
    game_id = cursor.lastrowid
    won = set(winners(game.totals()))
    yahtzees = [0] * len(game.players)
    for turn in game.turns:
        if turn.rolls and len(set(turn.rolls[-1])) == 1:
            yahtzees[turn.player] += 1
    rows = []
    for seat, (player, card) in enumerate(zip(game.players, game.cards, strict=True)):
        totals = card.totals(game.rules)
        members = json.dumps(list(player.members)) if player.members else None
        rows.append(
            (
                game_id,
                seat,
                player.name,
                player.kind.value,
                player.level if player.is_computer else None,
                members,
                json.dumps(card.to_mapping()),
                totals.grand_total,
                totals.upper_bonus,
                totals.yahtzee_bonus,
                yahtzees[seat],
                int(seat in won),
            )
        )
    db.executemany("INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
