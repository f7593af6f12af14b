"""Questions asked of the statistics database (stats.py keeps it): totals, top scores, ranks.

Read-only SQL over the tables of :mod:`talking_yahtzee.store.stats`; docs/record.md has the figures.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field
from typing import Any

from talking_yahtzee.core.rules import RULE_SETS, RuleSet
from talking_yahtzee.store.history import plausible_count, plausible_total
from talking_yahtzee.store.profiles import display_name
from talking_yahtzee.store.stats_skill import SkillSummary, skill_summary

TOP = 10


@dataclass(slots=True)
class Stats:
    """The short answer the game needs at its start: games played and best solitaire scores."""

    games: int = 0
    best: dict[str, int] = field(default_factory=dict)
    """Best solitaire score by rule set name."""

    def best_for(self, rules: RuleSet) -> int | None:
        return self.best.get(rules.name)


@dataclass(frozen=True, slots=True)
class TopScore:
    total: int
    played_at: str | None
    """ISO 8601 time (UTC) of the game; None for a best score imported from stats.json."""
    rules: str
    name: str | None = None
    """Whose score it is (the name the profile answers to); None for an imported best score."""


@dataclass(frozen=True, slots=True)
class LevelRecord:
    """People's results against computers of one level: one pair (person, computer) per game."""

    level: str
    games: int
    wins: int
    losses: int
    ties: int


@dataclass(frozen=True, slots=True)
class Summary:
    """Everything ``yahtzee stats`` and the spoken statistics tell (docs/record.md)."""

    rules: str | None
    player: str | None
    """The profile these figures belong to (a folded name), or None for everyone's."""
    games: int
    scores: int
    average: float | None
    best: int | None
    solitaire: int
    top: tuple[TopScore, ...]
    yahtzees: int
    upper_bonuses: int
    upper_bonus_rate: float | None
    against: tuple[LevelRecord, ...]
    skill: SkillSummary | None = None
    """With a person: how they played (``stats_skill``), over their games analysed."""

    def to_json(self) -> dict[str, Any]:
        skill = {} if self.player is None else {"skill": self.skill and self.skill.to_json()}
        return {
            "format": 1,
            "rules": self.rules,
            "player": self.player,
            "games": self.games,
            "scores": self.scores,
            "average": None if self.average is None else round(self.average, 1),
            "best": self.best,
            "solitaire": self.solitaire,
            "top": [
                {"total": t.total, "date": t.played_at, "rules": t.rules, "name": t.name}
                for t in self.top
            ],
            "yahtzees": self.yahtzees,
            "upper_bonuses": self.upper_bonuses,
            "upper_bonus_rate": (
                None if self.upper_bonus_rate is None else round(self.upper_bonus_rate, 3)
            ),
            "against": [
                {"level": r.level, "games": r.games, "wins": r.wins, "losses": r.losses}
                | {"ties": r.ties}
                for r in self.against
            ],
        } | skill


@dataclass(frozen=True, slots=True)
class Recorded:
    """A game just counted: its rank among the solitaire scores under its rules, if solitaire."""

    rank: int | None
    of: int


KNOWN_RULES = "(" + ", ".join("'" + name.replace("'", "''") + "'" for name in RULE_SETS) + ")"
"""The rule sets this game knows, as SQL: games under any other name were never played here."""


def read_stats(db: sqlite3.Connection) -> Stats:
    known = f"WHERE rules IN {KNOWN_RULES}"
    games = db.execute(f"SELECT COUNT(*) FROM games {known}").fetchone()[0] + legacy_games(db)
    best: dict[str, int] = legacy_best(db)
    for rules, total in db.execute(
        "SELECT g.rules, MAX(s.total) FROM games g JOIN seats s ON s.game_id = g.id"
        f" WHERE g.solitaire = 1 AND g.rules IN {KNOWN_RULES} GROUP BY g.rules"
    ):
        best[rules] = max(total, best.get(rules, total))
    return Stats(games, best)


def legacy_games(db: sqlite3.Connection) -> int:
    """The games of an old statistics file; 0 when the figure is one no player can reach."""
    row = db.execute("SELECT value FROM meta WHERE key = 'legacy_games'").fetchone()
    try:
        games = int(row[0]) if row else 0
    except (TypeError, ValueError):
        return 0
    return games if plausible_count(games) else 0


def legacy_best(db: sqlite3.Connection, rules: str | None = None) -> dict[str, int]:
    """The best scores of an old statistics file that a game can reach, by known rule set."""
    where, args = ("WHERE rules = ?", (rules,)) if rules else ("", ())
    rows = db.execute(f"SELECT rules, best FROM legacy_best {where}", args)
    return {r: b for r, b in rows if plausible_total(r, b)}


def rank(db: sqlite3.Connection, total: int, rules: str, profile: str) -> tuple[int, int]:
    """(1 + the person's solitaire scores above ``total``, their number) under ``rules``."""
    above, count = db.execute(
        "SELECT COALESCE(SUM(s.total > ?), 0), COUNT(*) FROM games g JOIN seats s"
        " ON s.game_id = g.id WHERE g.solitaire = 1 AND g.rules = ? AND s.profile = ?",
        (total, rules, profile),
    ).fetchone()
    return above + 1, count


def best_of(db: sqlite3.Connection, profile: str, rules: str) -> int | None:
    """The person's best solitaire score under ``rules``; None before their first."""
    best = db.execute(
        "SELECT MAX(s.total) FROM games g JOIN seats s ON s.game_id = g.id"
        " WHERE g.solitaire = 1 AND g.rules = ? AND s.profile = ?",
        (rules, profile),
    ).fetchone()[0]
    return None if best is None else int(best)


def summary(db: sqlite3.Connection | None, rules: str | None, player: str | None = None) -> Summary:
    """Everyone's figures, or (``player``, a profile) one person's, never the imported ones."""
    if db is None:
        return Summary(rules, player, 0, 0, None, None, 0, (), 0, 0, None, ())
    where, args = ("AND g.rules = ?", (rules,)) if rules else (f"AND g.rules IN {KNOWN_RULES}", ())
    skill = None if player is None else skill_summary(db, player, where, args)
    if player is not None:
        where += " AND g.id IN (SELECT game_id FROM seats WHERE profile = ?)"
        args = (*args, player)
    people = f"FROM games g JOIN seats s ON s.game_id = g.id WHERE s.kind = 'human' {where}"
    me = "" if player is None else f"AND h.profile = '{_quoted(player)}'"
    mine = people if player is None else f"{people} AND s.profile = '{_quoted(player)}'"
    games = db.execute(f"SELECT COUNT(*) FROM games g WHERE 1 {where}", args).fetchone()[0]
    if rules is None and player is None:
        games += legacy_games(db)
    scores, average, best, yahtzees, bonuses = db.execute(
        "SELECT COUNT(*), AVG(s.total), MAX(s.total), COALESCE(SUM(s.yahtzees), 0),"
        f" COALESCE(SUM(s.upper_bonus > 0), 0) {mine}",
        args,
    ).fetchone()
    top = [
        TopScore(total, played_at, r, display_name(db, who))
        for total, played_at, r, who in db.execute(
            f"SELECT s.total, g.played_at, g.rules, s.profile {mine} AND g.solitaire = 1"
            f" ORDER BY s.total DESC, g.played_at LIMIT {TOP}",
            args,
        ).fetchall()
    ]
    for r, old_best in (legacy_best(db, rules) if player is None else {}).items():
        top.append(TopScore(old_best, None, r))
        best = old_best if best is None else max(best, old_best)
    top.sort(key=lambda t: -t.total)
    solitaire = db.execute(
        f"SELECT COUNT(*) FROM games g WHERE g.solitaire = 1 {where}", args
    ).fetchone()[0]
    against = tuple(
        LevelRecord(level or "good", n, wins, losses, ties)
        for level, n, wins, losses, ties in db.execute(
            "SELECT c.level, COUNT(*), SUM(h.total > c.total), SUM(h.total < c.total),"
            " SUM(h.total = c.total) FROM games g"
            f" JOIN seats h ON h.game_id = g.id AND h.kind = 'human' {me}"
            f" JOIN seats c ON c.game_id = g.id AND c.kind = 'computer' WHERE 1 {where}"
            " GROUP BY c.level ORDER BY c.level",
            args,
        )
    )
    return Summary(
        rules=rules,
        player=player,
        games=games,
        scores=scores,
        average=average,
        best=best,
        solitaire=solitaire,
        top=tuple(top[:TOP]),
        yahtzees=yahtzees,
        upper_bonuses=bonuses,
        upper_bonus_rate=bonuses / scores if scores else None,
        against=against,
        skill=skill,
    )


def _quoted(text: str) -> str:
    """``text`` inside an SQL string literal."""
    return text.replace("'", "''")
