"""The options a roll scores, worked out once per sorted roll and kept, equal those worked out
box by box for every roll under every rule set (``RuleSet.scored``, ``Scorecard.options``)."""

from __future__ import annotations

import itertools
import random
from dataclasses import replace

import pytest

from talking_yahtzee.core.rules import (
    RULE_SETS,
    Category,
    Combination,
    Dice,
    JokerRule,
    Option,
    RuleSet,
    Scorecard,
)

ROLLS = [Dice(v) for v in itertools.combinations_with_replacement(range(1, 7), 5)]


def options_box_by_box(card: Scorecard, dice: Dice) -> tuple[Option, ...]:
    """The options as ``Scorecard.options`` made them before it kept them: each box scored."""
    rules = card.rules
    if rules.forced_order:
        next_box = card.next_box
        if next_box is None:
            return ()
        return (Option(next_box, rules.points(next_box, dice)),)
    yahtzee = rules.yahtzee_box
    plain = tuple(Option(c, rules.points(c, dice)) for c in card.open_categories)
    if rules.joker is JokerRule.NONE or yahtzee is None:
        return plain
    if not dice.is_yahtzee or not card.is_filled(yahtzee):
        return plain
    face_box = Category.upper_for(dice[0])
    face_open = not card.is_filled(face_box)
    if rules.joker is JokerRule.FREE:
        if face_open:
            return plain
        return tuple(
            Option(c, rules.joker_points(c, dice), joker=not c.is_upper)
            for c in card.open_categories
        )
    if face_open:
        return (Option(face_box, rules.points(face_box, dice)),)
    lower = [c for c in card.open_categories if not c.is_upper]
    if lower:
        return tuple(Option(c, rules.joker_points(c, dice), joker=True) for c in lower)
    return tuple(Option(c, 0) for c in card.open_categories)


def cards(rules: RuleSet, count: int) -> list[Scorecard]:
    """Empty, full but one box (each box), and ``count`` seeded cards: the Yahtzee box open, at
    its points or crossed out, the upper boxes filled or open at random."""
    rng = random.Random(rules.name)
    made = [Scorecard(rules=rules)]
    lowest = {c: min(rules.possible_points(c)) for c in rules.categories}
    for open_box in rules.categories:
        made.append(
            Scorecard(
                tuple(None if c is open_box else lowest[c] for c in rules.categories), rules=rules
            )
        )
    for _ in range(count):
        boxes: list[int | None] = []
        for category in rules.categories:
            if rng.random() < 0.5:
                boxes.append(None)
            elif category is rules.yahtzee_box:
                boxes.append(rng.choice([0, rules.yahtzee_points]))
            else:
                boxes.append(rng.choice(sorted(rules.possible_points(category))))
        made.append(Scorecard(tuple(boxes), rules=rules))
    return made


@pytest.mark.parametrize("name", sorted(RULE_SETS))
def test_the_kept_options_equal_the_options_scored_box_by_box(name: str) -> None:
    rules = RULE_SETS[name]
    rng = random.Random(1)
    for card in cards(rules, 40):
        for dice in ROLLS:
            shuffled = Dice(tuple(rng.sample(dice.values, 5)))
            for roll in (dice, shuffled):
                assert card.options(roll) == options_box_by_box(card, roll), (card, roll)


@pytest.mark.parametrize("name", sorted(RULE_SETS))
def test_every_roll_is_scored_in_every_box_as_the_box_scores_it(name: str) -> None:
    rules = RULE_SETS[name]
    for dice in ROLLS:
        plain, joker = rules.scored(dice)
        assert plain == tuple(Option(c, rules.points(c, dice)) for c in rules.categories)
        assert joker == tuple(
            Option(c, rules.joker_points(c, dice), joker=not c.is_upper) for c in rules.categories
        )
        assert rules.scored(Dice(tuple(reversed(dice.values)))) is rules.scored(dice)


@pytest.mark.parametrize("name", sorted(RULE_SETS))
def test_the_kept_combination_is_the_rolls_combination(name: str) -> None:
    rules = RULE_SETS[name]
    rng = random.Random(2)
    for dice in ROLLS:
        kept: Combination = rules.combination(dice)
        for _ in range(3):
            roll = Dice(tuple(rng.sample(dice.values, 5)))
            assert replace(rules).combination(roll) == kept, roll  # worked out afresh
