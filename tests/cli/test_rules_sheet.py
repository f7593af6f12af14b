"""docs/rules.md's Yatzy sheets say what the rules core does: every example, the totals, the
maximum, the rounds and the forced order (issue 25)."""

from __future__ import annotations

from pathlib import Path

import pytest

from talking_yahtzee.core.rules import RULE_SETS, Category, Dice, Scorecard

SHEET = (Path(__file__).resolve().parents[2] / "docs" / "rules.md").read_text(encoding="utf-8")

EXAMPLES = {
    "3-3-3-4-4": {
        "one_pair": 8,
        "two_pairs": 14,
        "three_of_a_kind": 9,
        "full_house": 17,
        "chance": 17,
        "threes": 9,
        "fours": 8,
        "four_of_a_kind": 0,
    },
    "5-5-5-5-2": {
        "one_pair": 10,
        "three_of_a_kind": 15,
        "four_of_a_kind": 20,
        "fives": 20,
        "chance": 22,
        "two_pairs": 0,
        "full_house": 0,
    },
    "6-6-6-6-6": {
        "yatzy": 50,
        "sixes": 30,
        "one_pair": 12,
        "three_of_a_kind": 18,
        "four_of_a_kind": 24,
        "chance": 30,
        "two_pairs": 0,
        "full_house": 0,
    },
    "6-6-2-2-5": {"one_pair": 12, "two_pairs": 16, "three_of_a_kind": 0},
    "4-4-4-2-6": {"three_of_a_kind": 12},
    "1-2-3-4-5": {"small_straight": 15, "large_straight": 0},
    "2-3-4-5-6": {"large_straight": 20, "small_straight": 0},
    "1-2-3-4-6": {"small_straight": 0, "large_straight": 0},
    "3-4-5-6-6": {"small_straight": 0, "large_straight": 0},
    "6-6-6-2-1": {"two_pairs": 0},
}


@pytest.mark.parametrize("name", ["yatzy", "yatzy-forced"])
@pytest.mark.parametrize("dice", sorted(EXAMPLES))
def test_every_example_of_the_sheet_scores_as_written(name: str, dice: str) -> None:
    assert dice in SHEET
    rules = RULE_SETS[name]
    values = Dice.of(*(int(v) for v in dice.split("-")))
    points = {c.value: rules.box(c).score(values) for c in rules.categories}
    assert {box: points[box] for box in EXAMPLES[dice]} == EXAMPLES[dice]


@pytest.mark.parametrize("name", ["yatzy", "yatzy-forced"])
def test_the_totals_of_the_sheet(name: str) -> None:
    rules = RULE_SETS[name]
    assert [c.value for c in rules.categories] == [
        *("ones", "twos", "threes", "fours", "fives", "sixes", "one_pair", "two_pairs"),
        *("three_of_a_kind", "four_of_a_kind", "small_straight", "large_straight"),
        *("full_house", "chance", "yatzy"),
    ]
    assert rules.rounds == 15 and rules.max_total == 374 and "**374**" in SHEET
    assert (rules.upper_bonus, rules.upper_bonus_threshold, rules.yahtzee_bonus) == (50, 63, 0)
    assert rules.forced_order is (name == "yatzy-forced")


def test_in_forced_order_the_next_box_is_the_only_choice() -> None:
    card = Scorecard(rules=RULE_SETS["yatzy-forced"])
    dice = Dice.of(6, 6, 6, 6, 6)
    assert [o.category for o in card.options(dice)] == [Category.ONES]
    card = card.score(Category.ONES, dice)
    assert [o.category for o in card.options(dice)] == [Category.TWOS]
