"""The advisor's answers as values: a choice, all the choices of a position, and their ranking.

Pure Python with no numpy, shared by the numpy advice (``advice``, ``engine``) and the one that
reads the table file itself (``plain``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Literal, NamedTuple

from talking_yahtzee.core.rules import (
    Category,
    Dice,
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
