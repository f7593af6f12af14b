"""How well people played, in the statistics: each seat's start value, luck, points lost and
choices (``advisor.skill``), kept with its game, and a person's figures over their games.

Schema 3 of the statistics database adds the four columns to ``seats`` (:func:`migrate`); games
counted before it have none and are left out of these figures. Points lost count every choice,
those made to win included (docs/record.md).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from talking_yahtzee.advisor.skill import Skill

RECENT = 10
"""The last games a person's recent figures are over."""
COLUMNS = ("skill_start", "skill_luck", "skill_loss", "skill_choices")
"""The columns schema 3 adds to ``seats``: start value, luck and points lost, choices made."""

Values = list[float | int | None]


def migrate(db: sqlite3.Connection) -> None:
    """Schema 2 to 3 in the caller's transaction: the columns, empty for the games so far."""
    columns = {row[1] for row in db.execute("PRAGMA table_info(seats)")}
    for column, kind in zip(COLUMNS, ("REAL", "REAL", "REAL", "INTEGER"), strict=True):
        if column not in columns:
            db.execute(f"ALTER TABLE seats ADD COLUMN {column} {kind}")


def skill_values(skills: Sequence[Skill] | None, seat: int) -> Values:
    """A seat's four values for its row (none when the game was not analysed)."""
    if skills is None or seat >= len(skills) or not skills[seat].complete:
        return [None] * len(COLUMNS)
    skill = skills[seat]
    return [skill.start, skill.luck, skill.loss, len(skill.choices)]


@dataclass(frozen=True, slots=True)
class SkillGame:
    """One analysed game of a person's."""

    played: float
    """Percent: the start value less the points lost, as a share of the start value."""
    luck: float
    loss: float
    total: int
    played_at: str
    rules: str

    def to_json(self) -> dict[str, Any]:
        return {
            "played": round(self.played, 2),
            "luck": round(self.luck, 2),
            "loss": round(self.loss, 2),
            "total": self.total,
            "date": self.played_at,
            "rules": self.rules,
        }


@dataclass(frozen=True, slots=True)
class SkillFigures:
    """Points lost over some games: per game and per choice."""

    games: int
    loss: float
    """Points lost per game."""
    per_choice: float
    """Points lost per choice (all the points lost over all the choices)."""

    def to_json(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "loss": round(self.loss, 2),
            "per_choice": round(self.per_choice, 3),
        }


@dataclass(frozen=True, slots=True)
class SkillSummary:
    """A person's play over their analysed games."""

    recent: SkillFigures
    """Over the last :data:`RECENT` games."""
    overall: SkillFigures
    best: SkillGame
    """The best played: the highest share of the best play's expected score."""
    luckiest: SkillGame
    unluckiest: SkillGame

    def to_json(self) -> dict[str, Any]:
        return {
            "recent": self.recent.to_json(),
            "all": self.overall.to_json(),
            "best_played": self.best.to_json(),
            "luckiest": self.luckiest.to_json(),
            "unluckiest": self.unluckiest.to_json(),
        }


def skill_summary(
    db: sqlite3.Connection, profile: str, where: str, args: tuple[str, ...]
) -> SkillSummary | None:
    """The figures of the person ``profile`` over their analysed games (``where`` on ``g``, the
    games, with ``args``: the rules asked for); None before their first."""
    rows = db.execute(
        "SELECT s.skill_start, s.skill_luck, s.skill_loss, s.skill_choices, s.total,"
        " g.played_at, g.rules FROM games g JOIN seats s ON s.game_id = g.id"
        f" WHERE s.profile = ? AND s.kind = 'human' AND s.skill_start > 0 {where}"
        " ORDER BY g.played_at DESC, g.id DESC",
        (profile, *args),
    ).fetchall()
    if not rows:
        return None
    games = [
        SkillGame(max(0.0, 100.0 * (start - loss) / start), luck, loss, total, played_at, rules)
        for start, luck, loss, _, total, played_at, rules in rows
    ]
    choices = [max(1, int(row[3] or 0)) for row in rows]

    def figures(count: int) -> SkillFigures:
        lost = sum(g.loss for g in games[:count])
        return SkillFigures(
            min(count, len(games)), lost / len(games[:count]), lost / sum(choices[:count])
        )

    oldest_first = list(reversed(games))  # ties go to the earlier game
    return SkillSummary(
        figures(RECENT),
        figures(len(games)),
        max(oldest_first, key=lambda g: g.played),
        max(oldest_first, key=lambda g: g.luck),
        min(oldest_first, key=lambda g: g.luck),
    )


__all__ = [
    "COLUMNS",
    "RECENT",
    "SkillFigures",
    "SkillGame",
    "SkillSummary",
    "migrate",
    "skill_summary",
    "skill_values",
]
