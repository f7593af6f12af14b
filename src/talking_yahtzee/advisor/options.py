"""The advisor's answers as values: a choice, all the choices of a position (ranked by ``ranking``).

Pure Python with no numpy, shared by the numpy advice (``advice``, ``engine``) and the one that
reads the table file itself (``plain``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Literal, NamedTuple

from talking_yahtzee.advisor.ranking import ROUNDING, advice_json, best_index, option_json, ranking
from talking_yahtzee.core.rules import (
    Category,
    Dice,
)


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
            return option_json(
                self.expected_final,
                category=self.category.value,
                points=self.points,
                yahtzee_bonus=self.yahtzee_bonus,
            )
        return option_json(self.expected_final, keep=self.keep)


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
        return advice_json([self.best.to_json(), *(o.to_json() for o in self.options[1:])])


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


__all__ = ["ROUNDING", "Advice", "AdviceOption", "best_index", "keep_positions", "ranking"]
