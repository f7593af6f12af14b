"""Profiles: each person at the table is found by name (case, accents and spaces folded).

A seat's profile is its folded name for people, ``computer:<level>`` for computers, so
computers keep their own rows and are never mixed with people. Schema 2 of the statistics
database adds the profile to every seat; :func:`migrate` brings a schema 1 database there in
the caller's transaction, every game kept.
"""

from __future__ import annotations

import sqlite3
import unicodedata
from dataclasses import dataclass
from typing import Any

COMPUTER_PREFIX = "computer:"


def fold(name: str) -> str:
    """The profile key of a person's name: case and accents folded, spaces collapsed."""
    decomposed = unicodedata.normalize("NFKD", name)
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return " ".join(plain.casefold().split())


def profile_key(name: str, kind: str, level: str | None) -> str:
    """The profile of a seat: a person's folded name, or the computer's level."""
    if kind == "computer":
        return COMPUTER_PREFIX + (level or "good")
    return fold(name)


def migrate(db: sqlite3.Connection) -> None:
    """Schema 1 to 2 in the caller's transaction: a profile for every seat that lacks one."""
    columns = {row[1] for row in db.execute("PRAGMA table_info(seats)")}
    if "profile" not in columns:
        db.execute("ALTER TABLE seats ADD COLUMN profile TEXT")
    rows = db.execute(
        "SELECT game_id, seat, name, kind, level FROM seats WHERE profile IS NULL"
    ).fetchall()
    db.executemany(
        "UPDATE seats SET profile = ? WHERE game_id = ? AND seat = ?",
        [(profile_key(name, kind, level), game, seat) for game, seat, name, kind, level in rows],
    )
    db.execute("CREATE INDEX IF NOT EXISTS seats_profile ON seats (profile, total)")


def merge(db: sqlite3.Connection, old: str, new: str) -> int:
    """Give the games of the person named ``old`` to the person named ``new``: the seats'
    profile changes, the names they were played under stay as they were; ``new`` is kept as
    the profile's name until a game is played under a spelling of it (:func:`display_name`)."""
    source, target = fold(old), fold(new)
    if not source or not target or source == target or source.startswith(COMPUTER_PREFIX):
        return 0
    cursor = db.execute(
        "UPDATE seats SET profile = ? WHERE profile = ? AND kind = 'human'", (target, source)
    )
    if cursor.rowcount:
        db.execute(
            "INSERT OR REPLACE INTO meta VALUES (?, ?)", (NAME_KEY + target, " ".join(new.split()))
        )
    return cursor.rowcount


NAME_KEY = "profile-name:"
"""A ``meta`` row's key prefix: the name a merge gave a profile (``merge``)."""


def display_name(db: sqlite3.Connection, profile: str) -> str | None:
    """The name ``profile`` answers to: the spelling of it last played (``ÁNN`` for ``ann``), else
    the name a merge gave it, else the name last played under it (a merged-in name only when
    nothing else is known); None for a profile without games or name."""
    rows = db.execute(
        "SELECT s.name FROM seats s JOIN games g ON g.id = s.game_id WHERE s.profile = ?"
        " GROUP BY s.name ORDER BY MAX(g.played_at) DESC, MAX(g.id) DESC",
        (profile,),
    ).fetchall()
    names = [str(name) for (name,) in rows]
    own = [name for name in names if fold(name) == profile]
    if own:
        return own[0]
    merged = db.execute("SELECT value FROM meta WHERE key = ?", (NAME_KEY + profile,)).fetchone()
    if merged is not None:
        return str(merged[0])
    return names[0] if names else None


def known_names(db: sqlite3.Connection) -> list[str]:
    """The names of people with games, most recently played first (one per profile, by the
    name it answers to: :func:`display_name`)."""
    rows = db.execute(
        "SELECT s.profile FROM seats s JOIN games g ON g.id = s.game_id"
        " WHERE s.kind = 'human' GROUP BY s.profile"
        " ORDER BY MAX(g.played_at) DESC, MAX(g.id) DESC, MIN(s.seat)"
    ).fetchall()
    return [name for (profile,) in rows if (name := display_name(db, profile)) is not None]


@dataclass(frozen=True, slots=True)
class ProfileRow:
    """One line of the table of everyone: a person, or the computers of one level."""

    profile: str
    name: str
    kind: str
    level: str | None
    games: int
    average: float
    best: int
    wins: int
    last_played: str

    def to_json(self) -> dict[str, Any]:
        return {
            "profile": self.profile,
            "name": self.name,
            "kind": self.kind,
            "level": self.level,
            "games": self.games,
            "average": round(self.average, 1),
            "best": self.best,
            "wins": self.wins,
            "last_played": self.last_played,
        }


def everyone(db: sqlite3.Connection | None, where: str, args: tuple[str, ...]) -> list[ProfileRow]:
    """Every profile with its games, average, best and wins: people first, then computers."""
    if db is None:
        return []
    rows = db.execute(
        "SELECT s.profile, MIN(s.kind), MIN(s.level), COUNT(*), AVG(s.total), MAX(s.total),"
        " SUM(s.won), MAX(g.played_at) FROM games g JOIN seats s ON s.game_id = g.id"
        f" WHERE 1 {where} GROUP BY s.profile",
        args,
    ).fetchall()
    table = [
        ProfileRow(
            profile,
            (display_name(db, profile) or profile) if kind == "human" else (level or "good"),
            kind,
            level if kind == "computer" else None,
            games,
            average,
            best,
            wins,
            last,
        )
        for profile, kind, level, games, average, best, wins, last in rows
    ]
    people = sorted((r for r in table if r.kind == "human"), key=lambda r: r.profile)
    people.sort(key=lambda r: r.last_played, reverse=True)  # most recent first, then by name
    computers = sorted((r for r in table if r.kind != "human"), key=lambda r: r.profile)
    return [*people, *computers]
