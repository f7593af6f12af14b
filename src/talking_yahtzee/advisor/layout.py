"""The card the strategy tables are laid out for: box order, bits and fixed points.

The tables index boxes by their place on the American card (13 boxes, the Yahtzee box's 50 and
the fixed points of the full house and straights), so the advisor answers for the rule sets with
that card (:func:`supports`).
"""

from __future__ import annotations

from collections.abc import Mapping

from talking_yahtzee.core.rules import OFFICIAL, Category, RuleSet

CATEGORIES: tuple[Category, ...] = OFFICIAL.categories
"""The boxes in table order."""

FIXED_POINTS: Mapping[Category, int] = {
    box.category: box.points for box in OFFICIAL.boxes if box.points is not None
}
"""The boxes scored at fixed points (full house, straights, Yahtzee) and their points."""

_INDEX = {category: i for i, category in enumerate(CATEGORIES)}


def box_index(category: Category) -> int:
    """The box's place in the tables (its bit in a mask of filled boxes)."""
    return _INDEX[category]


def supports(rules: RuleSet) -> bool:
    """Whether the tables are laid out for the card of ``rules``."""
    return rules.boxes == OFFICIAL.boxes


__all__ = ["CATEGORIES", "FIXED_POINTS", "box_index", "supports"]
