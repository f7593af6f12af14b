"""Each choice's loss and each roll's luck recomputed from a game record, sharing no code with the
review (``advisor.skill``, the engine, the kernel, the keep operators).

The record's JSON is read here; cards are scored through the rules (``Scorecard``); the value of
the card after a turn is read from the shipped strategy table with numpy's own loader, its slot,
Yahtzee flag and upper subtotal worked out here; and a turn's rolls and keeps are enumerated by
:class:`advisor_reference.Turn`, the plain-Python optimal player.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np
from advisor_reference import Reference, Turn

from talking_yahtzee.core.rules import RULE_SETS, Category, Dice, RuleSet, Scorecard

DATA = Path(__file__).resolve().parents[2] / "src" / "talking_yahtzee" / "data"


@cache
def table(name: str) -> Any:
    return np.load(DATA / f"strategy-{name}.npy", mmap_mode="r")


def future(rules: RuleSet, card: Scorecard) -> float:
    """The table's value of the card at the start of its next turn: points still to come."""
    if card.is_complete:
        return 0.0
    filled = [points is not None for points in card.boxes]
    slot = sum(filled) if rules.forced_order else sum(1 << i for i, f in enumerate(filled) if f)
    values = table(rules.name)
    box = rules.yahtzee_box
    fifty = values.shape[1] == 2 and box is not None and card[box] == rules.yahtzee_points
    up = min(rules.upper_bonus_threshold, card.upper_subtotal)
    return float(values[slot, int(fifty), up])


@dataclass(frozen=True, slots=True)
class Checked:
    """One choice as recomputed: the luck of the roll before it and its loss."""

    player: int
    round: int
    roll: int
    luck: float
    loss: float


def recompute(record: dict[str, Any]) -> tuple[list[Checked], list[float]]:
    """Every choice of the record in the order played, and each seat's start value."""
    rules = RULE_SETS[record["rules"]]
    reference = Reference(rules, leaf=lambda card: future(rules, card))
    cards = [Scorecard(rules=rules) for _ in record["players"]]
    starts: list[float | None] = [None] * len(cards)
    checked: list[Checked] = []
    turns: dict[tuple[object, ...], Turn] = {}
    for entry in record["turns"]:
        seat = entry["player"]
        card = cards[seat]
        key = reference.key(card)
        turn = turns.get(key)
        if turn is None:
            turn = turns[key] = Turn(reference, card)
        before = future(rules, card)
        if starts[seat] is None:
            starts[seat] = card.total() + before
        for index, values in enumerate(entry["rolls"]):
            roll = tuple(sorted(values))
            rolls_left = 2 - index
            scores = _scores(rules, card, roll)
            options = dict(scores)
            if rolls_left:
                for keep in _keeps(roll):
                    options[keep] = turn.keep_value(keep, rolls_left)
            value = max(options.values())
            if index + 1 < len(entry["rolls"]):
                chosen: object = tuple(sorted(values[p - 1] for p in entry["held"][index]))
            elif "scored" in entry:
                chosen = Category(entry["scored"]["category"])
            else:
                break
            luck, loss = value - before, value - options[chosen]
            checked.append(Checked(seat, entry["round"], index + 1, luck, loss))
            before = options[chosen]
        if "scored" in entry:
            dice = Dice(tuple(entry["rolls"][-1]))
            cards[seat] = card.score(Category(entry["scored"]["category"]), dice)
    return checked, [s or 0.0 for s in starts]


def _scores(rules: RuleSet, card: Scorecard, roll: tuple[int, ...]) -> dict[object, float]:
    """Each box the rules allow: its points now (bonuses included) and the table's future."""
    dice = Dice(roll)
    now = card.total()
    found: dict[object, float] = {}
    for option in card.options(dice):
        after = card.score(option.category, dice)
        found[option.category] = after.total() - now + future(rules, after)
    return found


def _keeps(roll: tuple[int, ...]) -> set[tuple[int, ...]]:
    """Every keep that re-rolls at least one die."""
    keeps: set[tuple[int, ...]] = set()
    for mask in range(31):
        keeps.add(tuple(roll[i] for i in range(5) if mask >> i & 1))
    return keeps
