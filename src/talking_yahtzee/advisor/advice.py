"""What the optimal player would do: expected final scores for every choice of a position.

Importing this module does not import numpy; the strategy table is loaded on first use.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Literal, NamedTuple

from talking_yahtzee.core.rules import (
    CATEGORIES,
    OFFICIAL,
    ROLLS_PER_TURN,
    Category,
    Dice,
    GameIsOver,
    RuleSet,
    Scorecard,
)

ROUNDING = 9
"""Decimals compared when ranking options, so that equal values computed apart tie."""


class AdviceOption(NamedTuple):
    """One choice: score the dice in a box, or keep some dice and roll the others.

    A named tuple, not a frozen dataclass: made four times faster (about 0.5 us against 2), and a
    position's full ranking makes up to 44 of them.
    """

    action: Literal["score", "keep"]
    expected_final: float
    """Expected final score (points on the card now included) if this choice is made."""
    category: Category | None = None
    points: int = 0
    """Box points for a score (the Yahtzee bonus is separate)."""
    yahtzee_bonus: int = 0
    keep: tuple[int, ...] = ()
    """Dice values kept, sorted, for a keep."""

    def to_json(self) -> dict[str, object]:
        if self.action == "score":
            assert self.category is not None
            data: dict[str, object] = {
                "action": "score",
                "category": self.category.value,
                "points": self.points,
            }
            if self.yahtzee_bonus:
                data["yahtzee_bonus"] = self.yahtzee_bonus
        else:
            data = {"action": "keep", "keep": list(self.keep)}
        data["expected_final"] = self.expected_final
        return data


class Advice:
    """Every choice the rules allow, best first.

    Built from the advisor's arrays, an option object is made when first asked for: ``best``
    makes one, ``options`` all of them.
    """

    __slots__ = ("_best", "_make", "_options", "_size")

    def __init__(
        self,
        options: tuple[AdviceOption, ...] = (),
        *,
        make: Callable[[int], AdviceOption] | None = None,
        size: int = 0,
    ) -> None:
        self._options: tuple[AdviceOption, ...] | None = None if make else tuple(options)
        self._best: AdviceOption | None = None
        self._make = make
        self._size = size if make else len(options)

    @property
    def options(self) -> tuple[AdviceOption, ...]:
        if self._options is None:
            assert self._make is not None
            rest = tuple(self._make(i) for i in range(1 if self._best else 0, self._size))
            self._options = (self._best, *rest) if self._best else rest
        return self._options

    @property
    def best(self) -> AdviceOption:
        if self._options is None:
            if self._best is None:
                assert self._make is not None
                self._best = self._make(0)
            return self._best
        return self._options[0]

    def __len__(self) -> int:
        return self._size

    def __repr__(self) -> str:
        return f"Advice(options={self.options!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Advice) and self.options == other.options

    def __hash__(self) -> int:
        return hash(self.options)

    def to_json(self) -> dict[str, object]:
        return {"best": self.best.to_json(), "options": [o.to_json() for o in self.options]}


def expected_final(card: Scorecard, rules: RuleSet = OFFICIAL) -> float:
    """Points on ``card`` (bonuses included) plus those expected under optimal play."""
    from talking_yahtzee.advisor import engine

    return card.total(rules) + engine.future_of(rules, card)


def advise(card: Scorecard, rules: RuleSet, dice: Dice, rolls_left: int) -> Advice:
    """Every choice for ``dice`` with ``rolls_left`` rolls left (0 to 2), best first.

    Ties (to 9 decimals) put scores before keeps, then card order, then bigger keeps. Raises
    :class:`~talking_yahtzee.core.rules.GameIsOver` for a full card and ValueError for
    ``rolls_left`` out of range.
    """
    # ``import a.b as c`` finds a loaded module in C; ``from a import b`` costs a microsecond.
    import talking_yahtzee.advisor.engine as engine

    state, total, complete = engine.card_state(card, rules)
    if complete:
        raise GameIsOver("the scorecard is full")
    if not 0 <= rolls_left < ROLLS_PER_TURN:
        raise ValueError(f"rolls left must be 0 to {ROLLS_PER_TURN - 1}")
    boxes, rows, values, bonus, keeps = engine.position(rules, state, dice, rolls_left)
    n_boxes = len(boxes)
    keep_dice = engine.KEEPS
    order: list[int] = []

    def make(rank: int) -> AdviceOption:
        if rank == 0:
            i = best_index(values, total)
        else:
            if not order:
                order.extend(ranking(values, total))
            i = order[rank]
        value = values[i] + total
        if i < n_boxes:
            return AdviceOption(
                "score",
                value,
                category=CATEGORIES[boxes[i]],
                points=engine.row_points(rules, rows[i]),
                yahtzee_bonus=bonus,
            )
        return AdviceOption("keep", value, keep=keep_dice[keeps[i - n_boxes]])

    return Advice(make=make, size=len(values))


def _rounded(value: float) -> int:
    """The ranking key of an expected final score: its value to :data:`ROUNDING` decimals."""
    return round(value * _SCALE)  # half to even, as numpy's rint


_SCALE = 10.0**ROUNDING


def ranking(values: list[float], total: int) -> list[int]:
    """Indices of ``values`` (points to come; ``total`` on the card) best first: by expected
    final score to :data:`ROUNDING` decimals (:func:`_rounded`), ties in list order."""
    keys = [-_rounded(value + total) for value in values]
    return sorted(range(len(values)), key=keys.__getitem__)  # stable: ties keep list order


def best_index(values: list[float], total: int) -> int:
    """``ranking(values, total)[0]`` without ranking them all.

    The first greatest value rounds to the greatest key (rounding keeps order); an earlier value
    can only tie with it if it is within a rounding step (1e-9).
    """
    top = max(values)
    best = values.index(top)
    near = top - 2.0 / _SCALE
    if not best or max(values[:best]) < near:  # nothing earlier is close: the usual case
        return best
    key = _rounded(top + total)
    for i in range(best):
        value = values[i]
        if value >= near and _rounded(value + total) == key:
            return i
    return best


def keep_positions(dice: Dice, keep_values: Iterable[int]) -> frozenset[int]:
    """0-based positions of ``dice`` that show ``keep_values`` (leftmost first for repeats)."""
    free = list(range(len(dice)))
    chosen: set[int] = set()
    for value in keep_values:
        for position in free:
            if dice[position] == value:
                chosen.add(position)
                free.remove(position)
                break
        else:
            raise ValueError(f"the dice {list(dice.values)} do not hold a {value} to keep")
    return frozenset(chosen)
