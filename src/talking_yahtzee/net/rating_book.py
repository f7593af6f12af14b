"""The server's ratings (issue 41): OpenSkill's Plackett-Luce model over how people played.

A rated game ranks its people by the points their choices lost (``advisor.skill``: the dice
left out), the fewest first, and OpenSkill's Plackett-Luce model moves each person's rating
(``mu``, ``sigma``) by that ranking; a rating is said as ``mu - 3 sigma`` (``net.wire_skill``).
The final scores are the dice's as much as the players': ranked by them, ratings need about a
thousand games to separate two players five points apart; ranked by the points lost, tens
(``benchmarks/bench_ratings.py`` measures both). A person is known by their seat's key hash
(``net.identity``): the same key, the same rating, whatever the name.

:class:`RatingBook` is what the server needs of the store: each game's analysis kept once (by
its table code and dice seed), the ratings moved in the same transaction, a player's rating and
rank, the leaderboard. :class:`SqliteRatings` keeps them in the room store's SQLite file (tables
of their own), :class:`ValkeyRatings` in its Valkey, shared by a cluster (an optimistic
transaction: ``WATCH`` the ratings, write all or try again). Calls block: the server makes them
off its event loop (``net.ratings``).
"""

from __future__ import annotations

import sqlite3
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final, Protocol

import msgspec

from talking_yahtzee.net.wire_skill import LEADERBOARD, RatingEntry, shown

if TYPE_CHECKING:
    from talking_yahtzee.net.valkey_link import Link

MU: Final = 25.0
SIGMA: Final = 25.0 / 3
TIE: Final = 0.005
"""Points lost closer than this are a tie (they round to the same hundredth)."""


class Rated(msgspec.Struct, forbid_unknown_fields=True):
    """A person's rating as stored: the name last played under, OpenSkill's two numbers, games."""

    name: str
    mu: float = MU
    sigma: float = SIGMA
    games: int = 0

    @property
    def ordinal(self) -> float:
        return self.mu - 3 * self.sigma


def ranks(losses: Sequence[float]) -> list[int]:
    """Each player's place by the points lost (1 for the fewest; ties share a place)."""
    return [1 + sum(other < loss - TIE for other in losses) for loss in losses]


def rate(before: Sequence[Rated], places: Sequence[int]) -> list[Rated]:
    """The ratings after a game whose players finished at ``places`` (1 the best)."""
    from openskill.models import PlackettLuce  # a server's ratings only: not the player's start

    model = PlackettLuce()
    teams = [[model.rating(mu=r.mu, sigma=r.sigma)] for r in before]
    after = model.rate(teams, ranks=list(places))
    return [
        Rated(r.name, team[0].mu, team[0].sigma, r.games + 1)
        for r, team in zip(before, after, strict=True)
    ]


class Player(msgspec.Struct, frozen=True):
    """A rated seat: its key hash and the name it played under."""

    key: str
    name: str


class RatingBook(Protocol):
    """What the server needs of the ratings' store. Every call blocks (off the loop)."""

    def record(
        self, game: str, skills: bytes, players: Sequence[Player], losses: Sequence[float] | None
    ) -> list[RatingEntry]:
        """Keep game ``game``'s analysis; if ``losses`` (rated: one per player), move the
        players' ratings, all in one transaction, once per game. Each player's entry after
        (none when unrated)."""
        ...

    def entry(self, key: str) -> RatingEntry | None:
        """The rating of the player of key hash ``key``, if they played a rated game."""
        ...

    def skills(self, game: str) -> bytes | None:
        """Game ``game``'s ``skills`` message as kept (None: not kept, or no longer)."""
        ...

    def leaderboard(self, limit: int = LEADERBOARD) -> list[RatingEntry]: ...

    def close(self) -> None: ...


def _entry(rated: Rated, above: int, ranked: int, change: int = 0) -> RatingEntry:
    return RatingEntry(rated.name, shown(rated.ordinal), above + 1, ranked, rated.games, change)


def _moved(before: list[Rated], players: Sequence[Player], losses: Sequence[float]) -> list[Rated]:
    """The players' ratings after the game, under the names they played under now."""
    named = [Rated(p.name, r.mu, r.sigma, r.games) for p, r in zip(players, before, strict=True)]
    return rate(named, ranks(losses))


_SCHEMA = """
CREATE TABLE IF NOT EXISTS ratings (
    key TEXT PRIMARY KEY,
    data TEXT NOT NULL,
    ordinal REAL NOT NULL,
    updated REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS ratings_order ON ratings (ordinal);
CREATE TABLE IF NOT EXISTS skills (
    game TEXT PRIMARY KEY,
    rated INTEGER NOT NULL,
    data BLOB NOT NULL,
    created REAL NOT NULL
);
"""


class SqliteRatings:
    """The ratings in the room store's SQLite file (``net.rooms``): a connection of their own,
    used from any thread, one call at a time."""

    def __init__(self, path: Path | str) -> None:
        self._db = sqlite3.connect(Path(path), isolation_level=None, check_same_thread=False)
        self._db.execute("PRAGMA busy_timeout=5000")
        self._db.executescript(_SCHEMA)
        self._lock = threading.Lock()
        self._dec = msgspec.json.Decoder(Rated)

    def _load(self, key: str) -> Rated | None:
        row = self._db.execute("SELECT data FROM ratings WHERE key = ?", (key,)).fetchone()
        return None if row is None else self._dec.decode(row[0])

    def _place(self, rated: Rated, change: int = 0) -> RatingEntry:
        db = self._db
        above = db.execute("SELECT COUNT(*) FROM ratings WHERE ordinal > ?", (rated.ordinal,))
        higher = int(above.fetchone()[0])
        ranked = int(db.execute("SELECT COUNT(*) FROM ratings").fetchone()[0])
        return _entry(rated, higher, ranked, change)

    def record(
        self, game: str, skills: bytes, players: Sequence[Player], losses: Sequence[float] | None
    ) -> list[RatingEntry]:
        with self._lock:
            db = self._db
            db.execute("BEGIN IMMEDIATE")
            try:
                new = db.execute(
                    "INSERT OR IGNORE INTO skills (game, rated, data, created) VALUES (?, ?, ?, ?)",
                    (game, losses is not None, skills, time.time()),
                ).rowcount
                before = [self._load(p.key) or Rated(p.name) for p in players]
                after = before
                if new and losses is not None:
                    after = _moved(before, players, losses)
                    now = time.time()
                    for player, rated in zip(players, after, strict=True):
                        db.execute(
                            "INSERT OR REPLACE INTO ratings (key, data, ordinal, updated) "
                            "VALUES (?, ?, ?, ?)",
                            (player.key, msgspec.json.encode(rated).decode(), rated.ordinal, now),
                        )
            except BaseException:
                db.execute("ROLLBACK")
                raise
            db.execute("COMMIT")
            if losses is None:
                return []
            return [
                self._place(a, shown(a.ordinal) - shown(b.ordinal) if new else 0)
                for a, b in zip(after, before, strict=True)
            ]

    def entry(self, key: str) -> RatingEntry | None:
        with self._lock:
            rated = self._load(key)
            return None if rated is None else self._place(rated)

    def skills(self, game: str) -> bytes | None:
        with self._lock:
            row = self._db.execute("SELECT data FROM skills WHERE game = ?", (game,)).fetchone()
        return None if row is None else bytes(row[0])

    def leaderboard(self, limit: int = LEADERBOARD) -> list[RatingEntry]:
        with self._lock:
            rows = self._db.execute(
                "SELECT data FROM ratings ORDER BY ordinal DESC, key LIMIT ?", (limit,)
            ).fetchall()
            ranked = int(self._db.execute("SELECT COUNT(*) FROM ratings").fetchone()[0])
        return _board([self._dec.decode(data) for (data,) in rows], ranked)

    def close(self) -> None:
        self._db.close()


def _board(best: list[Rated], ranked: int) -> list[RatingEntry]:
    """The leaderboard from the best ratings, best first: equal ratings share a rank."""
    board: list[RatingEntry] = []
    for index, rated in enumerate(best):
        tied = index and best[index - 1].ordinal == rated.ordinal
        board.append(_entry(rated, board[-1].rank - 1 if tied else index, ranked))
    return board


class ValkeyRatings:
    """The ratings in the room store's Valkey (``net.valkey_rooms``), shared by a cluster: a hash
    of ratings by key, a sorted set of their order, a key per game's analysis (kept as long as
    the store keeps a finished table: ``keep_seconds``, 0 for ever)."""

    def __init__(self, link: Link, prefix: str, keep_seconds: float = 0) -> None:
        self.link = link
        self.keep_ms = round(keep_seconds * 1000) if keep_seconds > 0 else None
        self.ratings = f"{prefix}{{ratings}}"
        self.order = f"{prefix}{{ratings}}:order"
        self.games = f"{prefix}{{ratings}}:game:"
        self._dec = msgspec.json.Decoder(Rated)

    def _call(self, do: Callable[[], Any]) -> Any:
        return self.link.call(do, replicated=True)

    def _place(self, rated: Rated, change: int = 0) -> RatingEntry:
        db = self.link.db
        above = self._call(lambda: db.zcount(self.order, f"({rated.ordinal!r}", "+inf"))
        ranked = self._call(lambda: db.zcard(self.order))
        return _entry(rated, int(above), int(ranked), change)

    def record(
        self, game: str, skills: bytes, players: Sequence[Player], losses: Sequence[float] | None
    ) -> list[RatingEntry]:
        from valkey.exceptions import WatchError

        def attempt() -> tuple[bool, list[Rated], list[Rated]]:
            while True:
                try:
                    return self._attempt(game, skills, players, losses)
                except WatchError:
                    continue

        new, before, after = self._call(attempt)
        if losses is None:
            return []
        return [
            self._place(a, shown(a.ordinal) - shown(b.ordinal) if new else 0)
            for a, b in zip(after, before, strict=True)
        ]

    def _attempt(
        self, game: str, skills: bytes, players: Sequence[Player], losses: Sequence[float] | None
    ) -> tuple[bool, list[Rated], list[Rated]]:
        """One optimistic transaction: the ratings watched, read, moved and written unless
        another server changed them meanwhile (``WatchError``: the caller tries again)."""
        pipe: Any = self.link.db.pipeline(transaction=True)
        try:
            pipe.watch(self.ratings, self.games + game)
            new = not pipe.exists(self.games + game)
            found = pipe.hmget(self.ratings, [p.key for p in players]) if players else []
            before = [
                self._dec.decode(data) if data is not None else Rated(p.name)
                for p, data in zip(players, found, strict=True)
            ]
            after = _moved(before, players, losses) if new and losses is not None else before
            pipe.multi()
            pipe.set(self.games + game, skills, px=self.keep_ms)
            if new and losses is not None:
                moved = list(zip(players, after, strict=True))
                pipe.hset(self.ratings, mapping={p.key: msgspec.json.encode(r) for p, r in moved})
                pipe.zadd(self.order, {p.key: r.ordinal for p, r in moved})
            pipe.execute()
        finally:
            pipe.reset()
        return new, before, after

    def entry(self, key: str) -> RatingEntry | None:
        data = self._call(lambda: self.link.db.hget(self.ratings, key))
        return None if data is None else self._place(self._dec.decode(data))

    def skills(self, game: str) -> bytes | None:
        data = self._call(lambda: self.link.db.get(self.games + game))
        return None if data is None else bytes(data)

    def leaderboard(self, limit: int = LEADERBOARD) -> list[RatingEntry]:
        db = self.link.db
        keys = self._call(lambda: db.zrevrange(self.order, 0, limit - 1))
        ranked = int(self._call(lambda: db.zcard(self.order)))
        if not keys:
            return []
        found = self._call(lambda: db.hmget(self.ratings, keys))
        return _board([self._dec.decode(d) for d in found if d is not None], ranked)

    def close(self) -> None:
        pass


__all__ = [
    "Player",
    "Rated",
    "RatingBook",
    "SqliteRatings",
    "ValkeyRatings",
    "ranks",
    "rate",
]
