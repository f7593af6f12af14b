"""One position answered with the standard library alone, for a cold ``yahtzee advise``.

A process that answers one position and exits spends most of its time importing: numpy, and
even the rules (``core.rules`` builds its dataclasses and enums in about 8 ms, more than the
answer). This module imports neither. It knows the boxes and their points for the rule sets of
:data:`RULES` (the official rules, ``free-joker``, Scandinavian ``yatzy`` and ``yatzy-forced``),
as a mirror of ``core.rules``: tests hold every fact here to ``core.rules`` (each box's points
for every roll, the Joker's options on every card, the possible points, the bonuses, the order)
and every answer to the byte to the full path's. For any other rule set, a card with Yahtzee
bonuses, a card out of a forced order, or a table it cannot read, it answers None and the
caller asks the full advisor.

The arithmetic is ``advisor.plain``'s: the after values from :mod:`.tablefile`, the keep levels
from :mod:`.plainturn`, the ranking from :mod:`.ranking`, in the same order.
"""

from __future__ import annotations

import os

from talking_yahtzee.advisor import plainturn
from talking_yahtzee.advisor.ranking import best_index, ranking
from talking_yahtzee.advisor.tablefile import DATA_DIR, TableFile, table_name

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (mypy reads it as True)
if TYPE_CHECKING:
    from collections.abc import Callable

UPPER_BOXES = ("ones", "twos", "threes", "fours", "fives", "sixes")
BOXES = (
    *UPPER_BOXES,
    "three_of_a_kind",
    "four_of_a_kind",
    "full_house",
    "small_straight",
    "large_straight",
    "yahtzee",
    "chance",
)
"""The American box ids in card order (``core.rules.AMERICAN_BOXES``)."""
YATZY_BOXES = (
    *UPPER_BOXES,
    "one_pair",
    "two_pairs",
    "three_of_a_kind",
    "four_of_a_kind",
    "small_straight",
    "large_straight",
    "full_house",
    "chance",
    "yatzy",
)
"""The Scandinavian box ids in card order (``core.rules.SCANDINAVIAN_BOXES``)."""
UPPER = 6
THREE_KIND, FOUR_KIND, FULL_HOUSE, SMALL, LARGE, YAHTZEE, CHANCE = range(6, 13)
FIXED = {FULL_HOUSE: 25, SMALL: 30, LARGE: 40, YAHTZEE: 50}
"""Points of the American fixed boxes (``core.rules.AMERICAN_BOXES``)."""
Y_PAIR, Y_TWO_PAIRS, Y_THREE, Y_FOUR, Y_SMALL, Y_LARGE, Y_FULL, Y_CHANCE, Y_YATZY = range(6, 15)
YATZY_FIXED = {Y_SMALL: 15, Y_LARGE: 20, Y_YATZY: 50}
"""Points of the Scandinavian fixed boxes (``core.rules.SCANDINAVIAN_BOXES``)."""
_RUNS = ({1, 2, 3, 4}, {2, 3, 4, 5}, {3, 4, 5, 6})
_LARGE = ((1, 2, 3, 4, 5), (2, 3, 4, 5, 6))
_HIGH_FIRST = (6, 5, 4, 3, 2, 1)
_FULL_HOUSES = frozenset(3 * a + 2 * b for a in range(1, 7) for b in range(1, 7) if a != b)


def _counts(roll: tuple[int, ...]) -> list[int]:
    return [roll.count(face) for face in range(1, plainturn.FACES + 1)]


def roll_points(roll: tuple[int, ...]) -> tuple[int, ...]:
    """Points of the sorted ``roll`` in each American box, in card order, by the ordinary rules
    (``core.rules.Box.score``)."""
    counts = _counts(roll)
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
    """Points of a Yahtzee used as a Joker in each American box (``core.rules.joker_score``)."""
    points = list(roll_points(roll))
    for box in (FULL_HOUSE, SMALL, LARGE):
        points[box] = FIXED[box]
    return tuple(points)


def yatzy_points(roll: tuple[int, ...]) -> tuple[int, ...]:
    """Points of the sorted ``roll`` in each Scandinavian box, in card order
    (``core.rules.Box.score``: only the dice that make a shape count, the highest such)."""
    counts = _counts(roll)
    total = sum(roll)
    pairs = [face for face in _HIGH_FIRST if counts[face - 1] >= 2]
    threes = [face for face in pairs if counts[face - 1] >= 3]
    fours = [face for face in threes if counts[face - 1] >= 4]
    fixed = YATZY_FIXED
    return (
        counts[0],
        2 * counts[1],
        3 * counts[2],
        4 * counts[3],
        5 * counts[4],
        6 * counts[5],
        2 * pairs[0] if pairs else 0,
        2 * (pairs[0] + pairs[1]) if len(pairs) >= 2 else 0,
        3 * threes[0] if threes else 0,
        4 * fours[0] if fours else 0,
        fixed[Y_SMALL] if roll == _LARGE[0] else 0,
        fixed[Y_LARGE] if roll == _LARGE[1] else 0,
        total if sorted(c for c in counts if c) == [2, 3] else 0,
        total,
        fixed[Y_YATZY] if fours and counts[fours[0] - 1] == plainturn.DICE else 0,
    )


def _american_possible(box: int, points: int) -> bool:
    if box in FIXED:
        return points in (0, FIXED[box])
    low = plainturn.DICE
    return low <= points <= low * plainturn.FACES or (points == 0 and box != CHANCE)


def _yatzy_possible(box: int, points: int) -> bool:
    if box == Y_CHANCE:
        return plainturn.DICE <= points <= plainturn.DICE * plainturn.FACES
    if points == 0:
        return True
    if box in YATZY_FIXED:
        return points == YATZY_FIXED[box]
    if box == Y_TWO_PAIRS:
        return points % 2 == 0 and 6 <= points <= 22
    if box == Y_FULL:
        return points in _FULL_HOUSES
    alike = {Y_PAIR: 2, Y_THREE: 3, Y_FOUR: 4}[box]
    return points % alike == 0 and 1 <= points // alike <= plainturn.FACES


class QuickRules:
    """The facts of one rule set (``core.rules.RuleSet``): its boxes and how a roll scores in
    them, its Joker, its bonuses and its order of play."""

    __slots__ = (
        "_lower_possible",
        "boxes",
        "forced_order",
        "joker",
        "points",
        "threshold",
        "upper_bonus",
        "yahtzee_bonus",
        "yahtzee_box",
    )

    def __init__(
        self,
        boxes: tuple[str, ...],
        points: Callable[[tuple[int, ...]], tuple[int, ...]],
        lower_possible: Callable[[int, int], bool],
        *,
        joker: str | None,
        upper_bonus: int,
        yahtzee_bonus: int,
        forced_order: bool = False,
    ) -> None:
        self.boxes = boxes
        self.points = points
        """Points of a sorted roll in each box by the ordinary rules."""
        self._lower_possible = lower_possible
        self.joker = joker
        """``"forced"``, ``"free"`` (``core.rules.JokerRule``) or None: no Joker."""
        self.threshold = 63
        self.upper_bonus = upper_bonus
        self.yahtzee_bonus = yahtzee_bonus
        self.forced_order = forced_order
        self.yahtzee_box = len(boxes) - 1 if boxes[-1] == "yatzy" else YAHTZEE
        """The box of five alike."""

    @property
    def ys(self) -> int:
        """2 when a Yahtzee bonus can follow 50 in the Yahtzee box (the table's y), else 1."""
        return 2 if self.yahtzee_bonus else 1

    def possible(self, box: int, points: int) -> bool:
        """Whether ``box`` can hold ``points`` in some game (``RuleSet.possible_points``)."""
        if box < UPPER:
            return points % (box + 1) == 0 and 0 <= points // (box + 1) <= plainturn.DICE
        return self._lower_possible(box, points)

    def row(self, mask: int) -> int:
        """The table row of ``mask`` (``layout.Layout.slot``): in forced order, boxes filled."""
        return mask.bit_count() if self.forced_order else mask

    def shape(self) -> tuple[int, int, int]:
        """The shape of the table (``layout.table_shape``)."""
        rows = len(self.boxes) + 1 if self.forced_order else 1 << len(self.boxes)
        return (rows + 1, self.ys, self.threshold + 1)


def _american(joker: str) -> QuickRules:
    return QuickRules(
        BOXES, roll_points, _american_possible, joker=joker, upper_bonus=35, yahtzee_bonus=100
    )


def _scandinavian(forced_order: bool) -> QuickRules:
    return QuickRules(
        YATZY_BOXES,
        yatzy_points,
        _yatzy_possible,
        joker=None,
        upper_bonus=50,
        yahtzee_bonus=0,
        forced_order=forced_order,
    )


RULES = {
    "official": _american("forced"),
    "free-joker": _american("free"),
    "yatzy": _scandinavian(False),
    "yatzy-forced": _scandinavian(True),
}
"""The rule sets answered here, by name (``core.rules.RULE_SETS``)."""
Box = tuple[int, int]
"""A box allowed for a roll: its index and its points."""


def card_boxes(data: object, rules: QuickRules = RULES["official"]) -> list[int | None] | None:
    """The boxes of a card given as parsed JSON, or None for anything but a card of possible
    points without Yahtzee bonuses, filled in order under a forced order (the full path checks
    those, and reports the errors)."""
    if not isinstance(data, dict):
        return None
    names = rules.boxes
    boxes: list[int | None] = [None] * len(names)
    for key, value in data.items():
        if type(value) is not int:
            return None
        if key == "yahtzee_bonuses":
            if value:
                return None
            continue
        if key not in names or not rules.possible(names.index(key), value):
            return None
        boxes[names.index(key)] = value
    first_open = boxes.index(None) if None in boxes else len(boxes)
    if rules.forced_order and any(points is not None for points in boxes[first_open:]):
        return None  # out of order
    return boxes


def options(boxes: list[int | None], rules: QuickRules, roll: tuple[int, ...]) -> list[Box]:
    """Every box the rules allow for the sorted final ``roll``, in card order, with its points
    (``core.rules.Scorecard.options``)."""
    if rules.forced_order:
        box = boxes.index(None)
        return [(box, rules.points(roll)[box])]
    open_boxes = [i for i, points in enumerate(boxes) if points is None]
    if rules.joker is None or roll[0] != roll[-1] or boxes[YAHTZEE] is None:
        points = rules.points(roll)
        return [(i, points[i]) for i in open_boxes]
    face_box = roll[0] - 1
    face_open = boxes[face_box] is None
    if rules.joker == "free":
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
        fifty = boxes[rules.yahtzee_box] == FIXED[YAHTZEE]
        self.y = 1 if rules.ys == 2 and fifty else 0
        self.up = min(up, rules.threshold)
        self._after: dict[Box, float] = {}

    def start(self) -> float:
        """Points to come from the start of the next turn."""
        return self.table.value(self.rules.row(self.mask), self.y, self.up)

    def after(self, box: int, points: int) -> float:
        """Points now (box, upper bonus) plus points to come after ``points`` in ``box``."""
        found = self._after.get((box, points))
        if found is None:
            rules = self.rules
            y, up, reward = self.y, self.up, points
            if box < UPPER:
                cap = rules.threshold
                if up < cap <= up + points:
                    reward += rules.upper_bonus
                up = min(up + points, cap)
            elif rules.ys == 2 and box == YAHTZEE and points == FIXED[YAHTZEE]:
                y = 1
            later = self.table.value(rules.row(self.mask | 1 << box), y, up)
            found = self._after[(box, points)] = later + float(reward)
        return found

    def bonus(self, roll: tuple[int, ...]) -> int:
        """The Yahtzee bonus ``roll`` earns."""
        return self.rules.yahtzee_bonus if self.y and roll[0] == roll[-1] else 0

    def final(self) -> list[float]:
        """The value of each of the 252 rolls scored in its best box."""
        boxes, rules, after = self.boxes, self.rules, self.after
        if rules.forced_order:
            open_boxes = [boxes.index(None)]
        else:
            open_boxes = [i for i, points in enumerate(boxes) if points is None]
        jokers = rules.joker is not None and boxes[YAHTZEE] is not None
        score = rules.points
        result = []
        for roll in plainturn.LEVELS[plainturn.DICE]:
            if jokers and roll[0] == roll[-1]:
                best = max([after(i, p) for i, p in options(boxes, rules, roll)])
                if self.y:
                    best += rules.yahtzee_bonus
            else:
                points = score(roll)
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
        return TableFile(os.path.join(directory or DATA_DIR, table_name(rules_name)), rules.shape())
    except (OSError, ValueError):
        return None


def quick_turn(rules_name: str, data: object) -> QuickTurn | None:
    """The turn of the card ``data`` (parsed JSON) under the named rules, or None when this
    module does not answer it: other rules, a card it does not take, a full card, no table."""
    rules = RULES.get(rules_name)
    if rules is None:
        return None
    boxes = card_boxes(data, rules)
    if boxes is None or None not in boxes:
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
    names = turn.rules.boxes
    found: list[Choice] = []
    for i in order:
        if i < len(allowed):
            box, points = allowed[i]
            found.append((values[i] + total, names[box], points, bonus, ()))
        else:
            found.append((values[i] + total, None, 0, 0, keeps[i - len(allowed)]))
    return found


__all__ = [
    "BOXES",
    "RULES",
    "YATZY_BOXES",
    "Choice",
    "QuickRules",
    "QuickTurn",
    "card_boxes",
    "choices",
    "joker_points",
    "open_table",
    "options",
    "quick_turn",
    "roll_points",
    "yatzy_points",
]
