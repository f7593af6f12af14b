"""The spoken statistics: query results (stats_queries) become messages (locales/*/stats.ftl).

No sentence is built here: each function only picks message ids and their arguments.
"""

from __future__ import annotations

from datetime import date

from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.messages.notices import broken_file, impossible_history, write_failed
from talking_yahtzee.store.profiles import ProfileRow
from talking_yahtzee.store.stats import (
    PROBLEM_BROKEN,
    PROBLEM_IMPOSSIBLE,
    PROBLEM_LOCKED,
    StatsStore,
)
from talking_yahtzee.store.stats_queries import Recorded, Summary, TopScore
from talking_yahtzee.store.stats_skill import RECENT, SkillGame, SkillSummary

RANK_WORDS = 10
"""Ranks up to this one are said as words ("your third best score"); later ones as numbers."""


def summary_messages(summary: Summary, name: str | None = None) -> list[Msg]:
    """What the ``g`` key says: games, average and best, Yahtzees, upper bonus, records, top 10.

    With ``name``, the figures are that person's and the first line says whose they are;
    without, they are everyone's: said as such (nothing is "your"), each best score with whose
    it is.
    """
    own = name is not None
    whose = [Msg("stats-player", name=name)] if name is not None else [Msg("stats-everyone")]
    if summary.games == 0:
        return [*whose, Msg("stats-none")] if own else [Msg("stats-none")]
    messages = [*whose, Msg("stats-games", games=summary.games)]
    if summary.average is not None and summary.best is not None:
        figures = {"average": round(summary.average, 1), "best": summary.best}
        messages.append(
            Msg("stats-average", **figures) if own else Msg("stats-average-everyone", **figures)
        )
    if summary.scores:
        messages.append(Msg("stats-yahtzees", count=summary.yahtzees))
    if summary.upper_bonus_rate is not None:
        bonus = {
            "rate": summary.upper_bonus_rate,
            "earned": summary.upper_bonuses,
            "cards": summary.scores,
        }
        messages.append(
            Msg("stats-upper-bonus", **bonus) if own else Msg("stats-upper-bonus-everyone", **bonus)
        )
    for record in summary.against:
        messages.append(
            Msg(
                "stats-against",
                level=record.level,
                games=record.games,
                wins=record.wins,
                losses=record.losses,
                ties=record.ties,
            )
        )
    if summary.skill is not None:
        messages.extend(skill_messages(summary.skill))
    if summary.top:
        count = len(summary.top)
        messages.append(
            Msg("stats-top", count=count) if own else Msg("stats-top-everyone", count=count)
        )
        messages.extend(
            top_message(place, score, everyone=not own)
            for place, score in enumerate(summary.top, 1)
        )
    return messages


def skill_messages(skill: SkillSummary) -> list[Msg]:
    """How a person played: points lost a game and a choice over their last games and all of
    them, the best played game, the luckiest and the unluckiest."""
    said = []
    if skill.overall.games > RECENT:
        recent = skill.recent
        said.append(
            Msg("stats-skill-recent", **_figures(recent.games, recent.loss, recent.per_choice))
        )
    overall = skill.overall
    said.append(Msg("stats-skill-all", **_figures(overall.games, overall.loss, overall.per_choice)))
    best = skill.best
    said.append(
        Msg(
            "stats-skill-best",
            played=round(best.played, 1) / 100,
            total=best.total,
            date=_day(best),
        )
    )
    for message_id, game in (
        ("stats-skill-luckiest", skill.luckiest),
        ("stats-skill-unluckiest", skill.unluckiest),
    ):
        whole = round(game.luck)
        dice = "more" if whole > 0 else "less" if whole < 0 else "even"
        said.append(Msg(message_id, luck=abs(whole), dice=dice, date=_day(game)))
    return said


def _figures(games: int, loss: float, per_choice: float) -> dict[str, object]:
    return {"games": games, "loss": round(loss, 1), "per_choice": round(per_choice, 2)}


def _day(game: SkillGame) -> date:
    return date.fromisoformat(game.played_at[:10])


def top_message(place: int, score: TopScore, *, everyone: bool = False) -> Msg:
    """One line of the top 10: its place, points and date (imported scores have no date); in
    everyone's top 10, whose score it is too."""
    if score.played_at is None and everyone:
        return Msg("stats-top-undated-everyone", place=place, total=score.total)
    if score.played_at is None:
        return Msg("stats-top-undated", place=place, total=score.total)
    day = date.fromisoformat(score.played_at[:10])
    if everyone:
        return Msg(
            "stats-top-entry-everyone",
            place=place,
            total=score.total,
            date=day,
            name=score.name or "",
        )
    return Msg("stats-top-entry", place=place, total=score.total, date=day)


def rank_message(recorded: Recorded | None) -> Msg | None:
    """ "Your 3rd best score" for a solitaire game just counted; None for other games."""
    if recorded is None or recorded.rank is None:
        return None
    if recorded.rank <= RANK_WORDS:
        return Msg("stats-rank", rank=recorded.rank, count=recorded.of)
    return Msg("stats-rank-number", rank=recorded.rank, count=recorded.of)


def rank_messages(recorded: Recorded | None, name: str) -> list[Msg]:
    """Whose record it is ("Player: Ann."), then its rank, for a solitaire game just counted."""
    rank = rank_message(recorded)
    return [] if rank is None else [Msg("stats-player", name=name), rank]


def players_messages(rows: list[ProfileRow]) -> list[Msg]:
    """The table of everyone, one line per person: games, average and best (people only)."""
    people = [row for row in rows if row.kind == "human"]
    if not people:
        return [Msg("stats-none")]
    return [
        Msg(
            "stats-player-row",
            name=row.name,
            games=row.games,
            average=round(row.average, 1),
            best=row.best,
        )
        for row in people
    ]


def problem_notice(store: StatsStore) -> Msg | None:
    """The statistics' problem, once: broken (kept aside), locked, or not writable (the reason
    of ``file-write-failed``: read-only, full, blocked, other)."""
    problem = store.take_problem()
    if problem is None:
        return None
    if problem == PROBLEM_BROKEN:
        return broken_file("stats", store.path, store.aside)
    if problem == PROBLEM_LOCKED:
        return Msg("stats-locked-notice")
    if problem == PROBLEM_IMPOSSIBLE:
        return impossible_history(store.legacy, store.aside)
    return write_failed("stats", store.path, store.reason)
