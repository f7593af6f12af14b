"""One position without numpy: the values read straight from the table file, the turn in Python.

A position asked once (``yahtzee advise``) would wait longer for numpy than for the answer. Here
the shipped ``.npy`` file is read value by value (:mod:`.tablefile`: a position needs at most
about 120), and the turn is done in plain Python with the same operations in the same order as
the kernel's factored keep sums (:func:`.keeps.keep_values`): the after values are table value +
reward, final rolls the best of their boxes through ``Scorecard.options``, and the keep levels
come from :mod:`.plainturn`. The values are the bytes of :meth:`.engine.TurnValues.keep_values`
(a test checks it).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from talking_yahtzee.advisor import plainturn
from talking_yahtzee.advisor.layout import layout, table_shape
from talking_yahtzee.advisor.options import Advice, AdviceOption, best_index, ranking
from talking_yahtzee.advisor.plainturn import LEVELS, Keep, proper_keeps
from talking_yahtzee.advisor.tablefile import DATA_DIR as DATA_PATH
from talking_yahtzee.advisor.tablefile import TableFile, table_name
from talking_yahtzee.core.rules import (
    DICE_COUNT,
    FACES,
    ROLLS_PER_TURN,
    RULE_SETS,
    Category,
    Dice,
    GameIsOver,
    RuleSet,
    Scorecard,
)

DATA_DIR = Path(DATA_PATH)
State = tuple[int, int, int]


def table_path(rules: RuleSet, directory: Path = DATA_DIR) -> Path:
    """Where the strategy table of ``rules`` is shipped."""
    return directory / table_name(rules.name)


def card_state(card: Scorecard, rules: RuleSet) -> tuple[State, int, bool]:
    """The turn state (mask, y, capped upper subtotal) of ``card``, its total (bonuses included)
    and whether it is full, in one pass over the boxes (what ``Scorecard.total`` and
    ``is_complete`` say, without their microseconds on every hint)."""
    lay = layout(rules)
    boxes = card.boxes
    mask = 0
    up = 0
    for bit, points in enumerate(boxes[:FACES]):  # the upper boxes come first on every card
        if points is not None:
            mask |= 1 << bit
            up += points
    lower = 0
    for bit, points in enumerate(boxes[FACES:], start=FACES):
        if points is not None:
            mask |= 1 << bit
            lower += points
    fifty = lay.ys == 2 and boxes[lay.yahtzee_index or 0] == lay.yahtzee_points
    total = rules.grand_total(up, lower, card.yahtzee_bonuses)
    return (mask, int(fifty), min(up, rules.upper_bonus_threshold)), total, mask == lay.full


def open_table(path: Path, rules: RuleSet) -> TableFile:
    """The table file in ``path``, checked to be of the shape of ``rules``'s table (its layout's:
    :func:`.layout.table_shape`; rows are the layout's slots, ``Layout.slot``).

    :raises ValueError: when it is not.
    :raises OSError: when it cannot be read.
    """
    return TableFile(path, table_shape(rules))


_files: dict[RuleSet, TableFile | None] = {}


def table_file(rules: RuleSet) -> TableFile | None:
    """The shipped table of ``rules``, or None (not shipped, missing or unreadable)."""
    if rules not in _files:
        found = None
        if RULE_SETS.get(rules.name) == rules:
            try:
                found = open_table(table_path(rules), rules)
            except (OSError, ValueError):
                found = None
        _files[rules] = found
    return _files[rules]


# --------------------------------------------------------------------------------------------------
# One turn
# --------------------------------------------------------------------------------------------------


class PlainTurn:
    """One turn state's values in plain Python, from the table file."""

    def __init__(self, rules: RuleSet, table: TableFile, card: Scorecard, state: State) -> None:
        self.rules = rules
        self.table = table
        self.card = card
        self.state = state
        self.layout = layout(rules)
        self._after: dict[tuple[int, int], float] = {}

    def after(self, category: Category, points: int) -> float:
        """Points now (box, upper bonus) plus points to come after ``points`` in ``category``."""
        box = self.layout.box_index(category)
        key = (box, points)
        found = self._after.get(key)
        if found is None:
            mask, y, up = self.state
            rules = self.rules
            reward = points
            if category.is_upper:
                cap = rules.upper_bonus_threshold
                if up < cap <= up + points:
                    reward += rules.upper_bonus
                up = min(up + points, cap)
            elif self.layout.is_fifty(box, points):
                y = 1
            later = self.table.value(self.layout.slot(mask | 1 << box), y, up)
            found = self._after[key] = later + float(reward)
        return found

    def options(self, roll: Keep) -> tuple[list[Category], list[int], list[float], int]:
        """The boxes allowed for a final roll, their points, values (Yahtzee bonus included)
        and the Yahtzee bonus."""
        dice = Dice(roll)
        allowed = self.card.options(dice)
        bonus = self.rules.yahtzee_bonus if self.state[1] and dice.is_yahtzee else 0
        values = [self.after(o.category, o.points) for o in allowed]
        if bonus:
            values = [v + bonus for v in values]
        return [o.category for o in allowed], [o.points for o in allowed], values, bonus

    @cache  # noqa: B019 (one turn per process)
    def final(self) -> list[float]:
        """The value of each of the 252 rolls scored in its best box."""
        result = []
        for roll in LEVELS[DICE_COUNT]:
            dice = Dice(roll)
            best = max(self.after(o.category, o.points) for o in self.card.options(dice))
            if self.state[1] and dice.is_yahtzee:
                best += self.rules.yahtzee_bonus
            result.append(best)
        return result

    @cache  # noqa: B019
    def keeps(self, rolls_left: int) -> tuple[list[float], ...]:
        """The value of each keep, level by level, with ``rolls_left`` rolls to roll it."""
        return plainturn.keep_levels(self.final(), rolls_left)


def advise_plain(card: Scorecard, rules: RuleSet, dice: Dice, rolls_left: int) -> Advice | None:
    """:func:`.advice.advise` from the table file, without numpy; None when the rules have no
    shipped table to read (then ask :func:`.advice.advise`).

    :raises GameIsOver: for a full card.
    :raises ValueError: for ``rolls_left`` out of range.
    """
    state, total, complete = card_state(card, rules)
    if complete:
        raise GameIsOver("the scorecard is full")
    if not 0 <= rolls_left < ROLLS_PER_TURN:
        raise ValueError(f"rolls left must be 0 to {ROLLS_PER_TURN - 1}")
    table = table_file(rules)
    if table is None:
        return None
    turn = PlainTurn(rules, table, card, state)
    roll = tuple(sorted(dice.values))
    boxes, points, values, bonus = turn.options(roll)
    keeps: list[Keep] = []
    if rolls_left:
        keeps = proper_keeps(roll)
        levels = turn.keeps(rolls_left)
        values += [levels[len(keep)][plainturn.INDEX[len(keep)][keep]] for keep in keeps]
    order: list[int] = []

    def make(rank: int) -> AdviceOption:
        if rank == 0:
            i = best_index(values, total)
        else:
            if not order:
                order.extend(ranking(values, total))
            i = order[rank]
        value = values[i] + total
        if i < len(boxes):
            return AdviceOption(
                "score", value, category=boxes[i], points=points[i], yahtzee_bonus=bonus
            )
        return AdviceOption("keep", value, keep=keeps[i - len(boxes)])

    return Advice(make=make, size=len(values))


def expected_final_plain(card: Scorecard, rules: RuleSet) -> float | None:
    """Points on ``card`` plus those expected under optimal play, from the table file; None
    without a shipped table."""
    state, total, complete = card_state(card, rules)
    if complete:
        return float(total)
    table = table_file(rules)
    if table is None:
        return None
    mask, y, up = state
    return total + table.value(layout(rules).slot(mask), y, up)


__all__ = [
    "DATA_DIR",
    "PlainTurn",
    "TableFile",
    "advise_plain",
    "card_state",
    "expected_final_plain",
    "open_table",
    "proper_keeps",
    "table_file",
    "table_path",
]
