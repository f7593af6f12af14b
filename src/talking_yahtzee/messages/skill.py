"""How well each player played, in messages (locales/*/skill.ftl): the end-of-game line of each
seat, its details, and its costliest choices a short line at a time (``advisor.skill``).

A seat is "you" (``own``) or named; a name stands alone as the subject, never declined.
"""

from __future__ import annotations

from talking_yahtzee.advisor.skill import Choice, Move, Skill
from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.messages.phrases import box_args, values


def points(value: float) -> float:
    """Points as said: one decimal from 1 on, two below (0.04 is not "0")."""
    return round(value, 1) if abs(value) >= 1 else round(value, 2)


def _luck(luck: float) -> dict[str, object]:
    """The dice's luck as arguments: whole points, and whether more or less than average."""
    whole = round(luck)
    return {"luck": abs(whole), "dice": "more" if whole > 0 else "less" if whole < 0 else "even"}


def _chance(skill: Skill) -> dict[str, object]:
    measured = skill.measured_chance
    return {"measured": "yes" if measured else "no", "chance": round(skill.chance_lost, 3)}


def end_line(skill: Skill, name: str, *, own: bool) -> Msg:
    """ "You played 98.6 %, and the dice gave you 23 points more than average." """
    return Msg(
        "skill-line",
        own="yes" if own else "no",
        name=name,
        played=round(skill.played, 1) / 100,
        **_luck(skill.luck),
        **_chance(skill),
    )


def details(skill: Skill, name: str, *, own: bool) -> list[Msg]:
    """The details of a seat's game: start value and final score, the dice, the choices."""
    who = {"own": "yes" if own else "no", "name": name}
    counted = sum(1 for c in skill.choices if c.chances is None)
    said = [
        Msg(
            "skill-details-start",
            **who,
            start=round(skill.start, 1),
            final=skill.final,
            finished="yes" if skill.complete else "no",
        ),
        Msg("skill-details-luck", luck=points(abs(skill.luck)), dice=_luck(skill.luck)["dice"]),
        Msg(
            "skill-details-loss",
            choices=counted,
            loss=points(skill.aim_loss),
            per_choice=round(skill.per_choice, 2),
        ),
    ]
    if skill.measured_chance:
        measured = len(skill.choices) - counted
        said.append(Msg("skill-details-chance", choices=measured, **_chance(skill)))
    return said


def no_costly_choice(name: str, *, own: bool) -> Msg:
    return Msg("skill-choices-none", own="yes" if own else "no", name=name)


def choice_lines(choice: Choice, rank: int, count: int, name: str, *, own: bool) -> list[Msg]:
    """One of the costliest choices in four short lines (at most 15 words each): its rank, cost
    and round; the dice; what was done; what was best."""
    chances = choice.chances
    cost = Msg(
        "skill-choice",
        rank=rank,
        count=count,
        round=choice.round,
        measured="yes" if chances is not None else "no",
        loss=points(choice.loss),
        chance=round(chances.lost, 3) if chances is not None else 0,
    )
    dice = Msg(
        "skill-choice-dice",
        rolls_left=choice.rolls_left,
        dice=values(choice.dice),
        held=values(choice.held),
        held_count=len(choice.held),
    )
    done = Msg("skill-choice-done", own="yes" if own else "no", name=name, **move_args(choice.done))
    best = chances.best if chances is not None else choice.best
    goal = "win" if chances is not None else "points"
    return [cost, dice, done, Msg("skill-choice-best", goal=goal, **move_args(best))]


def move_args(move: Move) -> dict[str, object]:
    """A move as arguments: keep (the dice, how many) or score (the points, the box)."""
    if move.category is None:
        return {"action": "keep", "dice": values(move.keep), "count": len(move.keep)}
    return {"action": "score", "points": move.points, "count": 0, **box_args(move.category)}


__all__ = ["choice_lines", "details", "end_line", "move_args", "no_costly_choice", "points"]
