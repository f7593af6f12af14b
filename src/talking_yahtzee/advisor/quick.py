"""One position answered with the standard library alone, for a cold ``yahtzee advise``.

A process that answers one position and exits spends most of its time importing: numpy, and
even the rules (``core.rules`` builds its dataclasses and enums in about 8 ms, more than the
answer). This module imports neither. It knows the boxes and their points for the rule sets of
:data:`RULES` only (the official rules and ``free-joker``), as a mirror of ``core.rules``: tests
hold every fact here to ``core.rules`` (each box's points for every roll, the Joker's options
on every card, the possible points, the bonuses) and every answer to the byte to the full
path's. For any other rule set, a card with Yahtzee bonuses, or a table it cannot read, it
answers None and the caller asks the full advisor.

The arithmetic is ``advisor.plain``'s: the after values from :mod:`.tablefile`, the keep levels
from :mod:`.plainturn`, the ranking from :mod:`.ranking`, in the same order.
"""

from __future__ import annotations

import os

from talking_yahtzee.advisor import plainturn
from talking_yahtzee.advisor.ranking import best_index, ranking
from talking_yahtzee.advisor.tablefile import DATA_DIR, TableFile, table_name, table_shape

BOXES = (
    "ones",
    "twos",
    "threes",
    "fours",
    "fives",
    "sixes",
    "three_of_a_kind",
    "four_of_a_kind",
    "full_house",
    "small_straight",
    "large_straight",
    "yahtzee",
    "chance",
)
"""The box ids in card order (``core.rules.Category``)."""
UPPER = 6
THREE_KIND, FOUR_KIND, FULL_HOUSE, SMALL, LARGE, YAHTZEE, CHANCE = range(6, 13)
FIXED = {FULL_HOUSE: 25, SMALL: 30, LARGE: 40, YAHTZEE: 50}
"""Points of the fixed boxes (``core.rules.FIXED_POINTS``)."""
_RUNS = ({1, 2, 3, 4}, {2, 3, 4, 5}, {3, 4, 5, 6})
_LARGE = ((1, 2, 3, 4, 5), (2, 3, 4, 5, 6))


class QuickRules:
    """The numbers of one rule set (``core.rules.RuleSet``): its Joker and its bonuses."""

    __slots__ = ("free_joker", "threshold", "upper_bonus", "yahtzee_bonus")

    def __init__(self, free_joker: bool, threshold: int = 63, upper_bonus: int = 35) -> None:
        self.free_joker = free_joker
        self.threshold = threshold
        self.upper_bonus = upper_bonus
        self.yahtzee_bonus = 100


RULES = {"official": QuickRules(free_joker=False), "free-joker": QuickRules(free_joker=True)}
"""The rule sets answered here, by name (``core.rules.RULE_SETS``)."""
Box = tuple[int, int]
"""A box allowed for a roll: its index and its points."""


def possible(box: int, points: int) -> bool:
    """Whether ``box`` can hold ``points`` in some game (``core.rules.possible_points``)."""
    if box < UPPER:
        return points % (box + 1) == 0 and 0 <= points // (box + 1) <= plainturn.DICE
    if box in FIXED:
        return points in (0, FIXED[box])
    low = plainturn.DICE
    return low <= points <= low * plainturn.FACES or (points == 0 and box != CHANCE)


def card_boxes(data: object) -> list[int | None] | None:
    """The boxes of a card given as parsed JSON, or None for anything but a card of possible
    points without Yahtzee bonuses (the full path checks those, and reports the errors)."""
    if not isinstance(data, dict):
        return None
    boxes: list[int | None] = [None] * len(BOXES)
    for key, value in data.items():
        if type(value) is not int:
            return None
        if key == "yahtzee_bonuses":
            if value:
                return None
            continue
        if key not in BOXES or not possible(BOXES.index(key), value):
            return None
        boxes[BOXES.index(key)] = value
    return boxes


def roll_points(roll: tuple[int, ...]) -> tuple[int, ...]:
    """Points of the sorted ``roll`` in each box, in card order, by the ordinary rules
    (``core.rules.base_score``)."""
    counts = [roll.count(face) for face in range(1, plainturn.FACES + 1)]
    total = sum(roll)
    most = max(counts)
    fixed = FIXED
    return (
        counts[0],
        2 * counts[1],
        3 * counts[2],
        4 * counts[3],
        5 * counts[4],
        6 * counts[5],
        total if most >= 3 else 0,
        total if most >= 4 else 0,
        fixed[FULL_HOUSE] if most == 3 and 2 in counts else 0,
        fixed[SMALL] if any(run.issubset(roll) for run in _RUNS) else 0,
        fixed[LARGE] if roll in _LARGE else 0,
        fixed[YAHTZEE] if most == plainturn.DICE else 0,
        total,
    )


def joker_points(roll: tuple[int, ...]) -> tuple[int, ...]:
    """Points of a Yahtzee used as a Joker in each box (``core.rules.joker_score``)."""
    points = list(roll_points(roll))
    for box in (FULL_HOUSE, SMALL, LARGE):
        points[box] = FIXED[box]
    return tuple(points)


def options(boxes: list[int | None], rules: QuickRules, roll: tuple[int, ...]) -> list[Box]:
    """Every box the rules allow for the sorted final ``roll``, in card order, with its points
    (``core.rules.Scorecard.options``)."""
    open_boxes = [i for i, points in enumerate(boxes) if points is None]
    if roll[0] != roll[-1] or boxes[YAHTZEE] is None:
        points = roll_points(roll)
        return [(i, points[i]) for i in open_boxes]
    face_box = roll[0] - 1
    face_open = boxes[face_box] is None
    if rules.free_joker:
        points = roll_points(roll) if face_open else joker_points(roll)
        return [(i, points[i]) for i in open_boxes]
    if face_open:
        return [(face_box, roll_points(roll)[face_box])]
    lower = [i for i in open_boxes if i >= UPPER]
    if lower:
        points = joker_points(roll)
        return [(i, points[i]) for i in lower]
    return [(i, 0) for i in open_boxes]


class QuickTurn:
    """One turn state's values from the table file (``advisor.plain.PlainTurn``'s arithmetic)."""

    def __init__(self, boxes: list[int | None], rules: QuickRules, table: TableFile) -> None:
        self.boxes = boxes
        self.rules = rules
        self.table = table
        mask = up = lower = 0
        for i, points in enumerate(boxes):
            if points is not None:
                mask |= 1 << i
                if i < UPPER:
                    up += points
                else:
                    lower += points
        bonus = rules.upper_bonus if up >= rules.threshold else 0
        self.total = up + bonus + lower  # no Yahtzee bonuses here
        self.mask = mask
        self.y = 1 if boxes[YAHTZEE] == FIXED[YAHTZEE] else 0
        self.up = min(up, rules.threshold)
        self._after: dict[Box, float] = {}

    def start(self) -> float:
        """Points to come from the start of the next turn."""
        return self.table.value(self.mask, self.y, self.up)

    def after(self, box: int, points: int) -> float:
        """Points now (box, upper bonus) plus points to come after ``points`` in ``box``."""
        found = self._after.get((box, points))
        if found is None:
            y, up, reward = self.y, self.up, points
            if box < UPPER:
                cap = self.rules.threshold
                if up < cap <= up + points:
                    reward += self.rules.upper_bonus
                up = min(up + points, cap)
            elif box == YAHTZEE and points == FIXED[YAHTZEE]:
                y = 1
            later = self.table.value(self.mask | 1 << box, y, up)
            found = self._after[(box, points)] = later + float(reward)
        return found

    def bonus(self, roll: tuple[int, ...]) -> int:
        """The Yahtzee bonus ``roll`` earns."""
        return self.rules.yahtzee_bonus if self.y and roll[0] == roll[-1] else 0

    def final(self) -> list[float]:
        """The value of each of the 252 rolls scored in its best box."""
        boxes, rules, after = self.boxes, self.rules, self.after
        open_boxes = [i for i, points in enumerate(boxes) if points is None]
        jokers = boxes[YAHTZEE] is not None
        result = []
        for roll in plainturn.LEVELS[plainturn.DICE]:
            if jokers and roll[0] == roll[-1]:
                best = max([after(i, p) for i, p in options(boxes, rules, roll)])
                if self.y:
                    best += rules.yahtzee_bonus
            else:
                points = roll_points(roll)
                best = max([after(i, points[i]) for i in open_boxes])
            result.append(best)
        return result


Choice = tuple[float, str | None, int, int, tuple[int, ...]]
"""A choice in plain values: expected final score, box id (None for a keep), points, Yahtzee
bonus, dice kept."""


def open_table(rules_name: str, directory: str | None = None) -> TableFile | None:
    """The shipped table of a rule set of :data:`RULES` (in ``directory``, default
    :data:`.tablefile.DATA_DIR`), or None (missing or unreadable)."""
    rules = RULES[rules_name]
    try:
        return TableFile(
            os.path.join(directory or DATA_DIR, table_name(rules_name)),
            table_shape(len(BOXES), rules.threshold),
        )
    except (OSError, ValueError):
        return None


def quick_turn(rules_name: str, data: object) -> QuickTurn | None:
    """The turn of the card ``data`` (parsed JSON) under the named rules, or None when this
    module does not answer it: other rules, a card it does not take, a full card, no table."""
    rules = RULES.get(rules_name)
    boxes = card_boxes(data)
    if rules is None or boxes is None or None not in boxes:
        return None
    table = open_table(rules_name)
    return None if table is None else QuickTurn(boxes, rules, table)


def choices(turn: QuickTurn, dice: tuple[int, ...], rolls_left: int) -> list[Choice]:
    """Every choice for ``dice`` with ``rolls_left`` rolls (0 to 2), ranked as the advisor
    ranks them (``Advice.options``)."""
    roll = tuple(sorted(dice))
    allowed = options(turn.boxes, turn.rules, roll)
    bonus = turn.bonus(roll)
    values = [turn.after(i, p) for i, p in allowed]
    if bonus:
        values = [v + bonus for v in values]
    keeps, kept = plainturn.keep_values(turn.final() if rolls_left else [], roll, rolls_left)
    values += kept
    total = turn.total
    order = ranking(values, total)
    order[0] = best_index(values, total)
    found: list[Choice] = []
    for i in order:
        if i < len(allowed):
            box, points = allowed[i]
            found.append((values[i] + total, BOXES[box], points, bonus, ()))
        else:
            found.append((values[i] + total, None, 0, 0, keeps[i - len(allowed)]))
    return found


__all__ = [
    "BOXES",
    "RULES",
    "Choice",
    "QuickRules",
    "QuickTurn",
    "card_boxes",
    "choices",
    "joker_points",
    "open_table",
    "options",
    "possible",
    "quick_turn",
    "roll_points",
]
