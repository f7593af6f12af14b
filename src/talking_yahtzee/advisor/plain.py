"""One position without numpy: the values read straight from the table file, the turn in Python.

A cold ``yahtzee advise`` answers one position and exits, so importing numpy would cost more than
the whole answer. Here the shipped ``.npy`` file is memory-mapped with the standard library and
read value by value (a position needs at most about 120), and the turn is done in plain Python
with the same operations in the same order as the kernel's factored keep sums
(:func:`.keeps.keep_values`): the after values are table value + reward, final rolls the best of
their boxes through ``Scorecard.options``, each keep level the sum of its six children in face
order times 1/6, and each roll with a roll left the best of its sub-keeps. The values are the
bytes of :meth:`.engine.TurnValues.keep_values` (a test checks it).
"""

from __future__ import annotations

import ast
import itertools
import mmap
import struct
from functools import cache
from pathlib import Path

from talking_yahtzee.advisor.layout import CATEGORIES, FIXED_POINTS, box_index
from talking_yahtzee.advisor.options import Advice, AdviceOption, best_index, ranking
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

DATA_DIR = Path(__file__).resolve().parent.parent / "data"
State = tuple[int, int, int]
Keep = tuple[int, ...]
SIXTH = 1.0 / FACES
_YAHTZEE = Category.YAHTZEE
_FIFTY = FIXED_POINTS[_YAHTZEE]
_FULL = (1 << len(CATEGORIES)) - 1
_UPPER_BITS = tuple(1 << box_index(c) for c in CATEGORIES if c.is_upper)
_LOWER_BITS = tuple(1 << box_index(c) for c in CATEGORIES if not c.is_upper)
_MAGIC = b"\x93NUMPY"


def table_path(rules: RuleSet, directory: Path = DATA_DIR) -> Path:
    """Where the strategy table of ``rules`` is shipped."""
    return directory / f"strategy-{rules.name}.npy"


def card_state(card: Scorecard, rules: RuleSet) -> tuple[State, int, bool]:
    """The turn state (mask, y, capped upper subtotal) of ``card``, its total (bonuses included)
    and whether it is full, in one pass over the boxes (what ``Scorecard.total`` and
    ``is_complete`` say, without their microseconds on every hint)."""
    boxes = card.boxes
    mask = 0
    up = 0
    for bit, points in zip(_UPPER_BITS, boxes, strict=False):  # the first six boxes
        if points is not None:
            mask |= bit
            up += points
    lower = 0
    for bit, points in zip(_LOWER_BITS, boxes[len(_UPPER_BITS) :], strict=True):
        if points is not None:
            mask |= bit
            lower += points
    y = 1 if boxes[box_index(_YAHTZEE)] == _FIFTY else 0
    total = rules.grand_total(up, lower, card.yahtzee_bonuses)
    return (mask, y, min(up, rules.upper_bonus_threshold)), total, mask == _FULL


class TableFile:
    """A shipped strategy table read value by value (float64, C order, (8192 + 1, 2, cap + 1)).

    :raises ValueError: when the file is not such an array.
    """

    def __init__(self, path: Path, rules: RuleSet) -> None:
        with path.open("rb") as stream:
            self._map = mmap.mmap(stream.fileno(), 0, access=mmap.ACCESS_READ)
        head = self._map[:12]
        if head[:6] != _MAGIC:
            raise ValueError(f"{path} is not a .npy file")
        if head[6] == 1:
            size, start = struct.unpack_from("<H", head, 8)[0], 10
        else:
            size, start = struct.unpack_from("<I", head, 8)[0], 12
        header = ast.literal_eval(self._map[start : start + size].decode("latin-1"))
        self.width = width = rules.upper_bonus_threshold + 1
        shape = ((1 << len(CATEGORIES)) + 1, 2, width)
        if (
            not isinstance(header, dict)
            or header.get("descr") != "<f8"
            or header.get("fortran_order") is not False
            or tuple(header.get("shape", ())) != shape
        ):
            raise ValueError(f"{path} does not hold a {rules.name!r} strategy table")
        self._offset = start + size
        if len(self._map) < self._offset + 8 * shape[0] * shape[1] * shape[2]:
            raise ValueError(f"{path} is cut short")

    def value(self, mask: int, y: int, up: int) -> float:
        """Points still to come from a turn start in (mask, y, up)."""
        index = self._offset + 8 * ((mask * 2 + y) * self.width + up)
        found: float = struct.unpack_from("<d", self._map, index)[0]
        return found


_files: dict[RuleSet, TableFile | None] = {}


def table_file(rules: RuleSet) -> TableFile | None:
    """The shipped table of ``rules``, or None (not shipped, missing or unreadable)."""
    if rules not in _files:
        found = None
        if RULE_SETS.get(rules.name) == rules:
            try:
                found = TableFile(table_path(rules), rules)
            except (OSError, ValueError):
                found = None
        _files[rules] = found
    return _files[rules]


# --------------------------------------------------------------------------------------------------
# The dice: rolls, keeps by size, one die more, one die fewer
# --------------------------------------------------------------------------------------------------

_FACES = range(1, FACES + 1)
LEVELS: tuple[tuple[Keep, ...], ...] = tuple(
    tuple(itertools.combinations_with_replacement(_FACES, size)) for size in range(DICE_COUNT + 1)
)
_INDEX: tuple[dict[Keep, int], ...] = tuple({k: i for i, k in enumerate(lv)} for lv in LEVELS)


@cache
def _children(size: int) -> tuple[tuple[int, ...], ...]:
    """For each keep of ``size`` dice, its keeps one die larger (faces 1 to 6, in order)."""
    upper = _INDEX[size + 1]
    return tuple(
        tuple(upper[tuple(sorted((*keep, face)))] for face in _FACES) for keep in LEVELS[size]
    )


@cache
def _parents(size: int) -> tuple[tuple[int, ...], ...]:
    """For each keep of ``size`` dice, its distinct keeps one die smaller."""
    lower = _INDEX[size - 1]
    found = []
    for keep in LEVELS[size]:
        rests = set()
        for face in set(keep):
            rest = list(keep)
            rest.remove(face)
            rests.add(lower[tuple(rest)])
        found.append(tuple(sorted(rests)))
    return tuple(found)


def proper_keeps(roll: Keep) -> list[Keep]:
    """Every distinct keep of ``roll`` that re-rolls a die, biggest first, then in order."""
    found = {
        tuple(sorted(roll[i] for i in positions))
        for size in range(DICE_COUNT)
        for positions in itertools.combinations(range(DICE_COUNT), size)
    }
    return sorted(found, key=lambda keep: (-len(keep), keep))


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
        self._after: dict[tuple[int, int], float] = {}

    def after(self, category: Category, points: int) -> float:
        """Points now (box, upper bonus) plus points to come after ``points`` in ``category``."""
        key = (box_index(category), points)
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
            elif category is _YAHTZEE and points == _FIFTY:
                y = 1
            later = self.table.value(mask | 1 << box_index(category), y, up)
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
        final = self.final() if rolls_left == 1 else self._best_rolls(self.keeps(1))
        levels: list[list[float]] = [final]
        current = final
        for size in range(DICE_COUNT - 1, -1, -1):
            level = []
            for children in _children(size):
                total = current[children[0]]
                for child in children[1:]:
                    total += current[child]
                level.append(total * SIXTH)
            levels.append(level)
            current = level
        levels.reverse()
        return tuple(levels)

    def _best_rolls(self, keeps: tuple[list[float], ...]) -> list[float]:
        """Each roll with a roll left: score it now or its best proper keep."""
        best = keeps[0]
        for size in range(1, DICE_COUNT):
            best = [
                max(value, *(best[p] for p in parents))
                for value, parents in zip(keeps[size], _parents(size), strict=True)
            ]
        return [
            max(value, *(best[p] for p in parents))
            for value, parents in zip(self.final(), _parents(DICE_COUNT), strict=True)
        ]


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
        values += [levels[len(keep)][_INDEX[len(keep)][keep]] for keep in keeps]
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
    return None if table is None else total + table.value(*state)


__all__ = [
    "DATA_DIR",
    "PlainTurn",
    "TableFile",
    "advise_plain",
    "card_state",
    "expected_final_plain",
    "proper_keeps",
    "table_file",
    "table_path",
]
