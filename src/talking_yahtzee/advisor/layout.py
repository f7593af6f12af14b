"""How a rule set's strategy table is laid out: box order, bits, slots and fixed points.

A turn state is (mask, y, up): ``mask`` has bit ``i`` set for each filled box ``i`` (card order),
``y`` is 1 when the Yahtzee box holds its 50 and a Yahtzee bonus can follow (only rule sets with
a Yahtzee bonus have this flag: :attr:`Layout.ys` is 2, else 1), and ``up`` the upper subtotal
capped at the bonus threshold. The table holds one row of ``ys * (cap + 1)`` values per *slot*:
every mask is its own slot, except in forced order, where only the first boxes in card order can
be filled and slot ``k`` is the mask of the first ``k`` boxes (16 slots for Yatzy, not 32,768).
Pure Python: the cold ``yahtzee advise`` (:mod:`.plain`) reads it without numpy.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from talking_yahtzee.core.rules import FACES, OFFICIAL, Category, JokerRule, RuleSet


@dataclass(frozen=True)
class Layout:
    """The table layout of one rule set (see the module's docstring)."""

    categories: tuple[Category, ...]
    """The boxes in table order (card order)."""
    fixed_points: tuple[tuple[Category, int], ...]
    """The boxes scored at fixed points and their points."""
    joker_points: tuple[tuple[int, int], ...]
    """(box index, points) of the boxes a Joker fills at fixed points (none without a Joker)."""
    yahtzee_index: int | None
    """The box of five alike at fixed points, if the card has one."""
    yahtzee_points: int
    ys: int
    """2 with a Yahtzee bonus (the y flag), else 1."""
    joker: bool
    forced: bool

    @property
    def n_boxes(self) -> int:
        return len(self.categories)

    @property
    def n_masks(self) -> int:
        return 1 << len(self.categories)

    @property
    def full(self) -> int:
        """The mask of a full card."""
        return (1 << len(self.categories)) - 1

    @property
    def upper_mask(self) -> int:
        """The bits of the six upper boxes (the first six of every card)."""
        return (1 << FACES) - 1

    @property
    def n_slots(self) -> int:
        """Rows of the table before the -inf row (where a closed box leads)."""
        return len(self.categories) + 1 if self.forced else self.n_masks

    def slot(self, mask: int) -> int:
        """The table row of ``mask``; in forced order, of a mask of the first boxes only."""
        if not self.forced:
            return mask
        filled = mask.bit_count()
        if mask != (1 << filled) - 1:
            raise ValueError(f"mask {mask:#x} skips a box in forced order")
        return filled

    def open_boxes(self, mask: int) -> tuple[int, ...]:
        """The boxes that may be scored next from ``mask`` (the next one only in forced order)."""
        if self.forced:
            filled = mask.bit_count()
            return (filled,) if filled < len(self.categories) else ()
        return tuple(c for c in range(len(self.categories)) if not mask >> c & 1)

    def reachable_masks(self, mask: int) -> int:
        """How many masks of filled boxes a card at ``mask`` can still pass through, itself
        included: 2 to the open boxes in free order, one per box to fill in forced order. The
        states of each mask are bounded (the y flag and the upper subtotal), so this measures the
        work of a pass over everything the card can reach."""
        open_boxes = len(self.categories) - mask.bit_count()
        return open_boxes + 1 if self.forced else 1 << open_boxes

    def box_index(self, category: Category) -> int:
        """The box's place in the table (its bit in a mask of filled boxes)."""
        return self.categories.index(category)

    def is_fifty(self, box: int, points: int) -> bool:
        """Whether ``points`` in ``box`` set the y flag."""
        return self.ys == 2 and box == self.yahtzee_index and points == self.yahtzee_points


_layouts: dict[int, tuple[RuleSet, Layout]] = {}


def layout(rules: RuleSet) -> Layout:
    """The table layout of ``rules`` (found by the rule set's identity: hashing a ``RuleSet``
    costs microseconds, and a hint asks for its layout)."""
    found = _layouts.get(id(rules))
    if found is None or found[0] is not rules:
        found = _layouts[id(rules)] = (rules, _layout_of(rules))
    return found[1]


@lru_cache(maxsize=16)
def _layout_of(rules: RuleSet) -> Layout:
    categories = rules.categories
    yahtzee = rules.yahtzee_box
    joker = rules.joker is not JokerRule.NONE
    return Layout(
        categories=categories,
        fixed_points=tuple(
            (box.category, box.points) for box in rules.boxes if box.points is not None
        ),
        joker_points=tuple(
            (i, box.points or 0)
            for i, box in enumerate(rules.boxes)
            if joker and box.takes_joker_points
        ),
        yahtzee_index=None if yahtzee is None else categories.index(yahtzee),
        yahtzee_points=rules.yahtzee_points,
        ys=2 if rules.yahtzee_bonus and yahtzee is not None else 1,
        joker=joker,
        forced=rules.forced_order,
    )


def table_shape(rules: RuleSet) -> tuple[int, int, int]:
    """The shape of the stored table: (slots + 1, ys, cap + 1), the -inf row last."""
    found = layout(rules)
    return (found.n_slots + 1, found.ys, rules.upper_bonus_threshold + 1)


CATEGORIES: tuple[Category, ...] = OFFICIAL.categories
"""The American boxes in table order (tests and tools that speak of the American card)."""

FIXED_POINTS = dict(layout(OFFICIAL).fixed_points)
"""The American boxes scored at fixed points (full house, straights, Yahtzee) and their points."""


def box_index(category: Category) -> int:
    """The American box's place in the tables."""
    return CATEGORIES.index(category)


__all__ = [
    "CATEGORIES",
    "FIXED_POINTS",
    "Layout",
    "box_index",
    "layout",
    "table_shape",
]
