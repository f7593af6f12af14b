"""Playing to win in forced order: exact from any position, because a forced card reaches one
mask of filled boxes per box to fill (:meth:`Layout.reachable_masks`), while free order keeps its
bounds. Checked against the value table (itself checked against brute force), the expert's own
chance by symmetry, and the brute force of ``win_reference`` where it is affordable."""

from __future__ import annotations

import random

import numpy as np
import pytest

from talking_yahtzee.advisor import engine, winmove, winning
from talking_yahtzee.advisor.kernel import kernel
from talking_yahtzee.advisor.layout import layout
from talking_yahtzee.advisor.store import load_table
from talking_yahtzee.advisor.winpass import WinPass, win_function
from talking_yahtzee.core.rules import (
    OFFICIAL,
    YATZY,
    YATZY_FORCED,
    Category,
    Dice,
    RuleSet,
    Scorecard,
)

FORCED_START = 122.55852739642387
"""The optimal expectation of Yatzy in forced order from the start (test_yatzy_advisor)."""


def forced_card(rng: random.Random, filled: int) -> Scorecard:
    """The first ``filled`` boxes at random points, the rest open."""
    rules = YATZY_FORCED
    boxes = tuple(
        rng.choice(sorted(rules.possible_points(c))) if i < filled else None
        for i, c in enumerate(rules.categories)
    )
    return Scorecard(boxes, 0, rules)


def test_a_forced_card_reaches_one_mask_per_box_to_fill() -> None:
    forced, free = layout(YATZY_FORCED), layout(YATZY)
    assert forced.reachable_masks(0) == 16 and forced.reachable_masks(0b111) == 13
    assert forced.reachable_masks(forced.full) == 1
    assert free.reachable_masks(0) == 1 << 15 and free.reachable_masks(free.full) == 1
    american = layout(OFFICIAL)
    for open_boxes in range(14):
        mask = american.full >> open_boxes
        assert american.reachable_masks(mask) == 1 << open_boxes
    # The bounds are the free-order open boxes, so free order is unchanged.
    assert winning.EXACT_MASKS == 1 << winning.EXACT_OPEN_BOXES
    assert winning.MOST_MASKS == 1 << winning.MOST_OPEN_BOXES
    assert winning.OPPONENT_EXACT_MASKS == 1 << winning.OPPONENT_EXACT_OPEN_BOXES
    assert forced.reachable_masks(0) <= winning.EXACT_MASKS


def test_the_expert_distribution_from_the_empty_forced_card_is_exact() -> None:
    card = Scorecard(rules=YATZY_FORCED)
    totals, exact = winning.final_distribution(YATZY_FORCED, card)
    assert exact
    assert totals.sum() == pytest.approx(1.0, abs=1e-12)
    mean = float((np.arange(len(totals)) * totals).sum())
    assert mean == pytest.approx(FORCED_START, abs=1e-9)
    # The expert against itself wins exactly half (ties half), by symmetry.
    assert float(win_function(totals)[:-1] @ totals) == pytest.approx(0.5, abs=1e-12)


@pytest.mark.parametrize("filled", [0, 3, 7])
def test_a_linear_target_gives_the_expected_final_score_from_far_out(filled: int) -> None:
    """The pass over all 15 (or 12, or 8) open boxes gives back the value table."""
    rules = YATZY_FORCED
    card = forced_card(random.Random(filled), filled)
    state, total, _ = engine.card_state(card, rules)
    f = np.arange(1000) / 1000.0
    chance = WinPass(kernel(rules), state, total, f).root_turn.start[0]
    assert chance * 1000 == pytest.approx(total + load_table(rules).value(*state), abs=1e-9)


def test_the_chance_to_win_is_exact_from_a_fresh_forced_game() -> None:
    rules = YATZY_FORCED
    fresh = Scorecard(rules=rules)
    chance, exact = winning.win_chance(fresh, rules, opponents=[fresh])
    assert exact
    # Playing to win does at least as well as the expert, who wins half against itself.
    assert 0.5 < chance < 0.51
    advice = winning.win_advice(fresh, rules, Dice.parse("66653"), 2, opponents=[fresh])
    assert advice.exact and 0.4 < advice.win_probability < 0.6
    assert winmove.winning_move(fresh, rules, Dice.parse("66653"), 2, [fresh]) is not None


@pytest.mark.parametrize("filled", [1, 4, 6, 9, 12])
def test_every_forced_position_is_exact_and_free_order_is_not(filled: int) -> None:
    rng = random.Random(f"forced-{filled}")
    us, them = forced_card(rng, filled), forced_card(rng, max(filled - 1, 0))
    advice = winning.win_advice(us, YATZY_FORCED, Dice.parse("12345"), 1, opponents=[them])
    assert advice.exact
    assert 0.0 <= advice.win_probability <= 1.0
    chances = [o.win_probability for o in advice.options]
    assert advice.win_probability == max(chances)


def test_free_order_keeps_its_bounds() -> None:
    """Free-order Yatzy from seven open boxes on is still an estimate, for us and for them."""
    rules: RuleSet = YATZY
    boxes = tuple(3 * (c.face or 0) if c.is_upper else None for c in rules.categories)
    card = Scorecard(boxes, 0, rules)  # 9 open boxes
    assert not winning.final_distribution(rules, card)[1]
    assert not winning.win_advice(card, rules, Dice.parse("66653"), 2, opponents=[card]).exact


def test_seven_open_boxes_in_forced_order_equal_brute_force() -> None:
    """Three of a kind to Yatzy open (7 boxes: always an estimate under the free-order bounds)
    against Chance and Yatzy: every choice of 3 5 6 6 6 with two rolls left against the
    plain-Python brute force. Cards alike in their future share their value (``same_future``);
    every roll and keep is still scored by the rules."""
    from win_reference import assert_matches, best_chance, expert_totals, same_future, win_against

    rules = YATZY_FORCED
    categories = rules.categories
    us, them = last_open(categories[-7:]), last_open(categories[-2:])
    wins = win_against(expert_totals(rules, them))
    dice = Dice.parse("35666")
    reference = best_chance(rules, wins, same_future)(us, tuple(sorted(dice.values)), 2)
    advice = winning.win_advice(us, rules, dice, 2, opponents=[them])
    assert advice.exact
    assert_matches(advice, reference)


def last_open(open_boxes: tuple[Category, ...]) -> Scorecard:
    """A forced-order card with ``open_boxes`` (the last ones) open: upper boxes at three of their
    face, the others at their least points above zero."""
    rules = YATZY_FORCED
    boxes = tuple(
        None
        if c in open_boxes
        else 3 * (c.face or 0)
        if c.is_upper
        else min(rules.possible_points(c) - {0})
        for c in rules.categories
    )
    return Scorecard(boxes, 0, rules)
