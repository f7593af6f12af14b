"""Advice for one position from the value table: the numpy side of :mod:`.advice`.

One turn state is solved by the kernel of :mod:`.kernel` once (the value after each box, then
each final roll) and its keep values are added when first asked for; the result is cached per
state, so the three decisions of a turn cost one computation.
"""

from __future__ import annotations

import itertools
import threading
from functools import lru_cache

from talking_yahtzee.advisor.dicespace import (
    KEEPS,
    ROLL_INDEX,
    FloatArray,
    IntArray,
    Keep,
)
from talking_yahtzee.advisor.keeps import (
    best_rolls,
    keep_values,
    proper_sub_keeps,
    roll_keep_list,
    roll_keep_operator,
    roll_keep_operators,
    roll_keep_values,
)
from talking_yahtzee.advisor.kernel import Kernel, kernel
from talking_yahtzee.advisor.layout import layout
from talking_yahtzee.advisor.plain import card_state
from talking_yahtzee.advisor.solver import ValueTable
from talking_yahtzee.advisor.store import forget as forget_tables
from talking_yahtzee.advisor.store import is_loaded, load_table
from talking_yahtzee.core.rules import (
    DICE_COUNT,
    FACES,
    Category,
    Dice,
    Option,
    RuleSet,
    Scorecard,
)

State = tuple[int, int, int]


class TurnValues:
    """Points to come from one turn state, for every box, roll and keep of the turn."""

    __slots__ = ("_final", "_keeps", "_kernel", "after", "mask", "y")

    def __init__(self, kernel_: Kernel, table: ValueTable, state: State) -> None:
        mask, y, up = state
        self._kernel = kernel_
        self.mask = mask
        self.y = y
        self.after: FloatArray = kernel_.after_one(table.flat, mask, y, up)
        """Value of each (box, points) row of the kernel: points now plus points to come."""
        self._final: FloatArray | None = None
        self._keeps: list[FloatArray | None] = [None, None]

    @property
    def final(self) -> FloatArray:
        """(252,): value of each final roll, scored in its best box."""
        if self._final is None:
            self._final = self._kernel.final_one(self.after, self.mask, self.y)
        return self._final

    def roll_keep_values(self, rolls_left: int, roll: int) -> tuple[IntArray, FloatArray]:
        """The proper keeps of ``roll`` (biggest first) and their values with rolls left."""
        known = self._keeps[rolls_left - 1]
        if known is not None:
            keeps = roll_keep_operator(roll)[0]
            return keeps, known.take(keeps)
        final = self.final if rolls_left == 1 else best_rolls(self.final, self.keep_values(1))
        return roll_keep_values(final, roll)

    def keep_values(self, rolls_left: int) -> FloatArray:
        """(463,): value of each keep when ``rolls_left`` rolls are left to roll it (-inf last)."""
        # Each slot is written once with the same values, so threads may race here safely.
        one_left = self._keeps[0]
        if one_left is None:
            one_left = self._keeps[0] = keep_values(self.final)
        if rolls_left == 1:
            return one_left
        two_left = self._keeps[1]
        if two_left is None:
            two_left = self._keeps[1] = keep_values(best_rolls(self.final, one_left))
        return two_left

    @property
    def keeps(self) -> tuple[FloatArray, FloatArray]:
        """``keeps[r - 1]`` (462,): value of each keep when ``r`` rolls are left to roll it."""
        return (self.keep_values(1)[:-1], self.keep_values(2)[:-1])

    def option_values(self, roll: int) -> tuple[list[int], list[int], list[float]]:
        """Boxes allowed for a final roll (category indices), their after rows and values."""
        boxes, rows = self._kernel.option_rows(self.mask, roll)
        item = self.after.item
        return boxes, rows, [item(row) for row in rows]


def table(rules: RuleSet) -> ValueTable:
    return load_table(rules)


def state_of(card: Scorecard, rules: RuleSet) -> State:
    """The turn state (mask, y, capped upper subtotal) of a scorecard."""
    return card_state(card, rules)[0]


class _Context:
    """One rule set's kernel, table and turn cache, found by the identity of the rule set (a
    ``RuleSet`` hashes its fields on every lookup: microseconds)."""

    __slots__ = ("kernel", "rules", "table", "turns")

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        self.kernel = kernel(rules)
        self.table = table(rules)
        self.turns: dict[State, TurnValues] = {}


_contexts: dict[int, _Context] = {}
CACHED_TURNS = 256
"""Turn states kept per rule set (up to about 10 KB each once their keeps are computed). A game
asks about a few states, each up to three times a turn; a bigger cache only grows the heap, a
fresh page every few new states, and with 8,192 a fresh process answered its first 2,000 random
positions 10 % to twice as slowly as its next 2,000."""


def _context(rules: RuleSet) -> _Context:
    context = _contexts.get(id(rules))
    if context is None or context.rules is not rules:
        context = _contexts[id(rules)] = _Context(rules)
    return context


def turn_values(rules: RuleSet, state: State) -> TurnValues:
    """The turn from ``state`` (cached)."""
    context = _context(rules)
    found = context.turns.get(state)
    if found is None:
        if len(context.turns) >= CACHED_TURNS:
            context.turns.clear()
        found = context.turns[state] = TurnValues(context.kernel, context.table, state)
    return found


def clear_cache() -> None:
    """Forget every cached turn (for benchmarks of uncached positions)."""
    _contexts.clear()


def roll_index(dice: Dice) -> int:
    """Index (in :data:`ROLLS`) of the roll the dice show, in any order."""
    found = _ROLL_OF_DICE.get(dice.values)
    if found is None:
        found = _ROLL_OF_DICE[dice.values] = ROLL_INDEX[tuple(sorted(dice.values))]
    return found


_ROLL_OF_DICE: dict[tuple[int, ...], int] = {}
"""Each ordered throw of five dice (7,776) to its roll: filled by :func:`warm_up`, or throw by
throw as they are seen."""


def _every_throw() -> None:
    """Fill :data:`_ROLL_OF_DICE` with every ordered throw (about 10 ms, 1 MB)."""
    for throw in itertools.product(range(1, FACES + 1), repeat=DICE_COUNT):
        _ROLL_OF_DICE[throw] = ROLL_INDEX[tuple(sorted(throw))]


def future_after(rules: RuleSet, state: State, option: Option, bonus: int) -> float:
    """Points earned by ``option`` now (box, upper bonus, Yahtzee bonus) plus those to come."""
    values = table(rules)
    lay = values.layout
    mask, y, up = state
    category = option.category
    box = lay.box_index(category)
    points = option.points
    reward = points + bonus
    if category.is_upper:
        total = up + points
        if up < values.cap <= total:
            reward += rules.upper_bonus
        up = min(values.cap, total)
    elif lay.is_fifty(box, points):
        y = 1
    return reward + values.value(mask | 1 << box, y, up)


def future_of(rules: RuleSet, card: Scorecard) -> float:
    """Expected points still to come from ``card`` at the start of its next turn."""
    if card.is_complete:
        return 0.0
    return table(rules).value(*state_of(card, rules))


def keep_values_for(
    rules: RuleSet, state: State, dice: Dice, rolls_left: int
) -> list[tuple[Keep, float]]:
    """Each distinct keep that re-rolls at least one die, with the points to come."""
    values = turn_values(rules, state).keep_values(rolls_left)
    return [(KEEPS[k], float(values[k])) for k in proper_sub_keeps(roll_index(dice))]


@lru_cache(maxsize=256)
def proper_keeps(roll: Keep) -> tuple[Keep, ...]:
    """Every distinct keep of a sorted roll that re-rolls at least one die, by size."""
    return tuple(KEEPS[k] for k in proper_sub_keeps(ROLL_INDEX[roll]))


def best_move(rules: RuleSet, state: State, dice: Dice, rolls_left: int) -> Keep | Category:
    """The optimal move: the dice to keep (a proper keep) or the box to score in.

    A keep is chosen only if it beats scoring now by more than 1e-9; among equal keeps the
    biggest; among equal boxes the first in card order.
    """
    values = turn_values(rules, state)
    roll = roll_index(dice)
    if rolls_left:
        keeps, worth = values.roll_keep_values(rolls_left, roll)
        best = worth.max()
        if best > values.final[roll] + 1e-9:
            return KEEPS[int(keeps[int(worth.argmax())])]
    boxes, _, after = values.option_values(roll)
    return layout(rules).categories[boxes[after.index(max(after))]]


def position(
    rules: RuleSet, state: State, dice: Dice, rolls_left: int
) -> tuple[list[int], list[int], list[float], int, list[int]]:
    """Every choice of a position, in tie order (boxes by card order, then keeps biggest first).

    Returns (boxes, rows, values, Yahtzee bonus, keeps): the category indices allowed for the
    dice and their after rows (:func:`row_points` gives the points each would receive); the
    points to come for each box (Yahtzee bonus included) then each keep; the Yahtzee bonus; and
    the global indices (:data:`KEEPS`) of the proper keeps (empty without rolls left). Lists: a
    position has at most 44 choices, and each numpy call on so few costs more than the loop.
    """
    values = turn_values(rules, state)
    roll = roll_index(dice)
    kernel_ = values._kernel
    boxes, rows = kernel_.option_rows(state[0], roll)
    item = values.after.item  # a few values: ``item`` each, not a list of all 127
    bonus = rules.yahtzee_bonus if state[1] and kernel_.is_yahtzee[roll] else 0
    choices = [item(row) + bonus for row in rows] if bonus else [item(row) for row in rows]
    if not rolls_left:
        return boxes, rows, choices, bonus, []
    choices += values.roll_keep_values(rolls_left, roll)[1].tolist()
    return boxes, rows, choices, bonus, roll_keep_list(roll)


def row_points(rules: RuleSet, row: int) -> int:
    """Box points of an after row (from :func:`position`)."""
    return _context(rules).kernel.row_points_list[row]


def warm_up(rules: RuleSet, values: ValueTable) -> None:
    """Build what questions need (kernel, tables of every mask, keep operators, the roll of every
    throw) by answering one."""
    del values
    kernel(rules).block_tables()
    roll_keep_operators()
    _every_throw()
    turn_values(rules, (0, 0, 0)).keep_values(2)


_lock = threading.Lock()
_warm: set[RuleSet] = set()
_threads: dict[RuleSet, threading.Thread] = {}


def preload(rules: RuleSet, *, background: bool = True) -> threading.Thread | None:
    """Load the table for ``rules`` and warm the kernel ahead of the first question.

    With ``background`` (the default) this returns at once: the work runs on a daemon thread,
    returned so that a caller may join it (the same thread while it runs); None when everything
    is ready already. Safe to call from any thread, any number of times.
    """
    if is_loaded(rules) and rules in _warm:
        return None
    if not background:
        _warm_up(rules)
        return None
    with _lock:
        thread = _threads.get(rules)
        if thread is None or not thread.is_alive():
            thread = threading.Thread(
                target=_warm_up, args=(rules,), name="advisor-preload", daemon=True
            )
            _threads[rules] = thread
            thread.start()
    return thread


def _warm_up(rules: RuleSet) -> None:
    warm_up(rules, load_table(rules))
    _warm.add(rules)


def forget() -> None:
    """Drop every loaded table and cached turn (for benchmarks and tests of cold starts)."""
    with _lock:
        forget_tables()
        _warm.clear()
    clear_cache()


__all__ = [
    "KEEPS",
    "TurnValues",
    "best_move",
    "card_state",
    "clear_cache",
    "forget",
    "future_after",
    "future_of",
    "keep_values_for",
    "position",
    "preload",
    "proper_keeps",
    "row_points",
    "turn_values",
    "warm_up",
]
