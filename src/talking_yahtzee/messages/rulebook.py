"""The rules of a table as the help says them: messages read from a rule set's data.

Nothing here asks which rule set it is: each box's line comes from its scoring shape, its fixed
points or the dice it counts, its straights' runs; the card's lines from the bonuses, the Joker
rule and the order of play. So the help says the rules of the table being played, under any rule
set ``core.rules`` describes.
"""

from __future__ import annotations

from typing import Any

from talking_yahtzee.core.rules import Box, Counted, RuleSet, Scoring
from talking_yahtzee.messages.i18n import ListOf, Msg
from talking_yahtzee.messages.phrases import box, box_args


def rules_name(rules: RuleSet) -> Msg:
    """The rule set's name as the setup says it ("Yatzy, forced order")."""
    return Msg("setup-rules-" + rules.name)


def _scored(rule: Box) -> dict[str, Any]:
    """How the box adds up: ``fixed`` points, ``all`` five dice, or the dice that ``made`` it."""
    if rule.points is not None:
        return {"scored": "fixed", "points": rule.points}
    return {"scored": "all" if rule.counted is Counted.ALL else "made", "points": 0}


def box_line(rule: Box) -> Msg:
    """One lower box: its name, the dice it asks for and its points."""
    args = {**box_args(rule.category), **_scored(rule)}
    shape = rule.scoring
    if shape is Scoring.ALIKE:
        return Msg("help-rules-alike", count=rule.count, **args)
    if shape is Scoring.TWO_PAIRS:
        return Msg("help-rules-two-pairs", **args)
    if shape is Scoring.FULL_HOUSE:
        return Msg("help-rules-full-house", **args)
    if shape is Scoring.STRAIGHT:
        first = min(rule.runs, key=min)
        return Msg(
            "help-rules-straight",
            runs="one" if len(rule.runs) == 1 else "any",
            length=len(first),
            low=min(first),
            high=max(first),
            **args,
        )
    return Msg("help-rules-chance", **args)


def scoring_lines(rules: RuleSet) -> list[Msg]:
    """How each box scores, in card order: the upper boxes in one line, then each lower box."""
    upper = rules.upper
    return [
        Msg("help-rules-upper", first=box(upper[0]), last=box(upper[-1])),
        *(box_line(rules.box(category)) for category in rules.lower),
    ]


def bonus_lines(rules: RuleSet) -> list[Msg]:
    """The rest of the rules: rounds and order, the upper bonus, the Yahtzee bonus and Joker."""
    upper = rules.upper
    lines = [
        Msg(
            "help-rules-rounds",
            rounds=rules.rounds,
            rolls=rules.rolls,
            order="forced" if rules.forced_order else "free",
        ),
        Msg(
            "help-rules-bonus",
            threshold=rules.upper_bonus_threshold,
            bonus=rules.upper_bonus,
            first=box(upper[0]),
            last=box(upper[-1]),
        ),
    ]
    five = rules.yahtzee_box
    if five is None:
        return lines
    name = box(five)
    if rules.yahtzee_bonus:
        lines.append(
            Msg(
                "help-rules-yahtzee-bonus",
                box=name,
                bonus=rules.yahtzee_bonus,
                points=rules.yahtzee_points,
            )
        )
    full = ListOf(tuple(box(b.category) for b in rules.boxes if b.takes_joker_points))
    lines.append(Msg("help-rules-joker", joker=rules.joker.value, box=name, full=full))
    return lines


def help_args(rules: RuleSet) -> dict[str, Any]:
    """What the key help says differently under each rule set: the name of the box of five
    alike (the roll guard's) and whether the boxes go in order."""
    five = rules.yahtzee_box
    return {
        "yahtzee": box(five) if five is not None else "",
        "order": "forced" if rules.forced_order else "free",
    }
