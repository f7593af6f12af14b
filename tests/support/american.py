"""The American card for tests written against it: its boxes, their places and their points."""

from __future__ import annotations

from talking_yahtzee.core.rules import OFFICIAL, Category, Combination, Dice

CATEGORIES: tuple[Category, ...] = OFFICIAL.categories
"""The 13 boxes of the American card, in card order."""


def possible_points(category: Category) -> frozenset[int]:
    return OFFICIAL.possible_points(category)


def joker_score(category: Category, dice: Dice) -> int:
    return OFFICIAL.joker_points(category, dice)


def index(category: Category) -> int:
    """The box's place on the American card."""
    return OFFICIAL.index(category)


def base_score(category: Category, dice: Dice) -> int:
    """Points by the ordinary American rules (no Joker)."""
    return OFFICIAL.points(category, dice)


def combination(dice: Dice) -> Combination:
    return OFFICIAL.combination(dice)
