"""The exact advisor under Scandinavian Yatzy and Yatzy in forced order (issue 25), no peer
needed: the start values, the shipped tables against the kernel and a rebuild, the scoring tables
against ``Scorecard.options``, a brute-force reference on small games, and the cold path."""

from __future__ import annotations

import random

import numpy as np
import pytest
from advisor_reference import Reference
from tools.parallel import solve_table

from talking_yahtzee.advisor import advise, engine, expected_final, plain
from talking_yahtzee.advisor.dicespace import ROLLS
from talking_yahtzee.advisor.layout import layout, table_shape
from talking_yahtzee.advisor.solver import ValueTable, scoring_tables
from talking_yahtzee.advisor.store import canonical_states, load_table, table_path
from talking_yahtzee.core.rules import (
    FACES,
    YATZY,
    YATZY_FORCED,
    Category,
    Dice,
    RuleSet,
    Scorecard,
)

C = Category
NORDIC = [YATZY, YATZY_FORCED]
YATZY_START = 248.4399893778553
"""yatzy-solver 1.0.0's optimal expectation of Scandinavian Yatzy from the start."""
FORCED_START = 122.55852739642387
"""And of Yatzy in forced order."""


def random_card(rng: random.Random, rules: RuleSet, filled: int) -> Scorecard:
    """A card with ``filled`` boxes filled (the first ones in forced order), random points."""
    count = rules.rounds
    chosen = set(range(filled)) if rules.forced_order else set(rng.sample(range(count), filled))
    boxes = tuple(
        rng.choice(sorted(rules.possible_points(c))) if i in chosen else None
        for i, c in enumerate(rules.categories)
    )
    return Scorecard(boxes, 0, rules)


def test_start_values_equal_the_peers() -> None:
    assert load_table(YATZY).value(0, 0, 0) == pytest.approx(YATZY_START, abs=1e-9)
    assert load_table(YATZY_FORCED).value(0, 0, 0) == pytest.approx(FORCED_START, abs=1e-9)
    assert expected_final(Scorecard(rules=YATZY), YATZY) == pytest.approx(YATZY_START, abs=1e-9)


def test_the_layouts() -> None:
    free, forced = layout(YATZY), layout(YATZY_FORCED)
    assert (free.n_boxes, free.n_masks, free.ys, free.yahtzee_index) == (15, 32768, 1, 14)
    assert not free.joker and forced.forced and forced.n_slots == 16
    assert table_shape(YATZY) == (32769, 1, 64)  # no Yahtzee flag: half the American rows
    assert table_shape(YATZY_FORCED) == (17, 1, 64)
    assert forced.open_boxes(0b111) == (3,) and free.open_boxes(0b111) == tuple(range(3, 15))
    with pytest.raises(ValueError, match="skips a box"):
        forced.slot(0b101)


def test_the_forced_table_rebuilds_to_the_shipped_bytes() -> None:
    table = solve_table(YATZY_FORCED, workers=1)
    assert table_path(YATZY_FORCED).read_bytes()[-table.storage.nbytes :] == (
        table.storage.tobytes()
    )


def test_the_yatzy_table_rebuilds_to_the_shipped_bytes_on_two_workers() -> None:
    table = solve_table(YATZY, workers=2)
    shipped = np.load(table_path(YATZY))
    assert shipped.tobytes() == table.storage.tobytes()


@pytest.mark.parametrize("rules", NORDIC, ids=lambda r: r.name)
def test_shipped_table_agrees_with_the_kernel(rules: RuleSet) -> None:
    shipped = load_table(rules)
    mask, y, up = canonical_states(rules)
    rng = np.random.default_rng(12)
    chosen = np.sort(rng.choice(len(mask), min(len(mask), 20_000), replace=False))
    m, yy, u = mask[chosen], y[chosen], up[chosen]
    recomputed = shipped.kernel.start_values(shipped.flat, m, yy, u)
    np.testing.assert_allclose(recomputed, shipped.lookup(m, yy, u), rtol=0, atol=1e-12)
    assert not np.isnan(shipped.lookup(mask, y, up)).any()


@pytest.mark.parametrize("rules", NORDIC, ids=lambda r: r.name)
def test_scoring_tables_agree_with_the_rules(rules: RuleSet) -> None:
    tables = scoring_tables(rules)
    lay = layout(rules)
    rng = random.Random(f"scoring-{rules.name}")
    for _ in range(2000):
        card = random_card(rng, rules, rng.randrange(rules.rounds))
        mask = sum(1 << rules.index(c) for c in card.filled_categories)
        roll = rng.choice(ROLLS) if rng.random() < 0.8 else (rng.randint(1, FACES),) * 5
        dice = Dice(roll)
        expected = {rules.index(o.category): o.points for o in card.options(dice)}
        if dice.is_yahtzee:
            row = tables.yahtzee_points[mask, roll[0] - 1]
            got = {c: int(p) for c, p in enumerate(row) if np.isfinite(p)}
        else:
            allowed = lay.open_boxes(mask)
            got = {c: int(tables.base[ROLLS.index(roll), c]) for c in allowed}
        assert got == expected


def reduced_value(rules: RuleSet, card: Scorecard) -> float:
    table = ValueTable(rules)
    base = sum(1 << rules.index(c) for c in card.filled_categories)
    for _ in table.solve(base_mask=base, down_to=base.bit_count()):
        pass
    return table.value(*table.state_of(card))


@pytest.mark.parametrize(
    "open_boxes",
    [
        {C.FIVES, C.TWO_PAIRS, C.YATZY},
        {C.SIXES, C.FULL_HOUSE, C.SMALL_STRAIGHT},
        {C.ONE_PAIR, C.THREE_OF_A_KIND, C.LARGE_STRAIGHT},
    ],
)
def test_the_solver_matches_a_brute_force_reference(open_boxes: set[Category]) -> None:
    points = {C.ONES: 3, C.TWOS: 6, C.THREES: 9, C.FOURS: 12, C.FIVES: 15, C.SIXES: 12}
    boxes = tuple(
        None if c in open_boxes else points.get(c, min(YATZY.possible_points(c) - {0}))
        for c in YATZY.categories
    )
    card = Scorecard(boxes, 0, YATZY)
    expected = Reference(YATZY).future(card)
    assert reduced_value(YATZY, card) == pytest.approx(expected, abs=1e-9)


def test_the_forced_solver_matches_a_brute_force_reference() -> None:
    rng = random.Random(5)
    card = random_card(rng, YATZY_FORCED, 12)
    expected = Reference(YATZY_FORCED).future(card)
    assert load_table(YATZY_FORCED).value(*engine.state_of(card, YATZY_FORCED)) == (
        pytest.approx(expected, abs=1e-9)
    )


@pytest.mark.parametrize("rules", NORDIC, ids=lambda r: r.name)
def test_plain_advice_equals_the_numpy_advisor_byte_for_byte(rules: RuleSet) -> None:
    rng = random.Random(f"plain-{rules.name}")
    for checked in range(150):
        card = random_card(rng, rules, rng.randrange(rules.rounds))
        dice = Dice(tuple(rng.randint(1, FACES) for _ in range(5)))
        if checked % 10 == 0:
            dice = Dice((rng.randint(1, FACES),) * 5)
        rolls_left = checked % 3
        found = plain.advise_plain(card, rules, dice, rolls_left)
        assert found is not None
        engine.turn_values(rules, engine.state_of(card, rules)).keep_values(2)
        expected = advise(card, rules, dice, rolls_left)
        assert [o.to_json() for o in found.options] == [o.to_json() for o in expected.options]
        assert plain.expected_final_plain(card, rules) == expected_final(card, rules)


def test_forced_order_offers_the_next_box_only() -> None:
    card = Scorecard((2, None, *([None] * 13)), 0, YATZY_FORCED)
    found = advise(card, YATZY_FORCED, Dice.parse("22344"), 0)
    assert [(o.action, o.category, o.points) for o in found.options] == [("score", C.TWOS, 4)]
    state = engine.state_of(card, YATZY_FORCED)
    assert engine.best_move(YATZY_FORCED, state, Dice.parse("22344"), 0) is C.TWOS


def nordic_card(rules: RuleSet, open_boxes: set[Category]) -> Scorecard:
    """A card with every box filled except ``open_boxes``: upper boxes at three of their face,
    the others at their least points above zero (in forced order, open boxes must be last)."""
    boxes = tuple(
        None
        if c in open_boxes
        else 3 * (c.face or 0)
        if c.is_upper
        else min(rules.possible_points(c) - {0})
        for c in rules.categories
    )
    return Scorecard(boxes, 0, rules)


@pytest.mark.parametrize("rules", NORDIC, ids=lambda r: r.name)
def test_playing_to_win_equals_brute_force(rules: RuleSet) -> None:
    from win_reference import assert_matches, best_chance, expert_totals, win_against

    from talking_yahtzee.advisor import winning

    us = nordic_card(rules, {C.CHANCE, C.YATZY})
    them = nordic_card(rules, {C.CHANCE, C.YATZY} if rules.forced_order else {C.SIXES, C.YATZY})
    exact, is_exact = winning.final_distribution(rules, them)
    reference_totals = expert_totals(rules, them)
    assert is_exact
    for total in range(len(exact)):
        assert exact[total] == pytest.approx(reference_totals.get(total, 0.0), abs=1e-12)
    wins = win_against(reference_totals)
    dice = Dice.parse("66653")
    reference = best_chance(rules, wins)(us, tuple(sorted(dice.values)), 2)
    advice = winning.win_advice(us, rules, dice, 2, opponents=[them])
    assert advice.exact
    assert_matches(advice, reference)


@pytest.mark.parametrize("rules", NORDIC, ids=lambda r: r.name)
def test_a_linear_target_gives_the_expected_final_score(rules: RuleSet) -> None:
    from talking_yahtzee.advisor.kernel import kernel
    from talking_yahtzee.advisor.winpass import WinPass

    open_boxes = (
        {C.FULL_HOUSE, C.CHANCE, C.YATZY, C.LARGE_STRAIGHT}
        if rules.forced_order
        else {C.FIVES, C.SIXES, C.TWO_PAIRS, C.YATZY}
    )
    card = nordic_card(rules, open_boxes)
    state, total, _ = engine.card_state(card, rules)
    f = np.arange(2000) / 2000.0
    chance = WinPass(kernel(rules), state, total, f).root_turn.start[0]
    assert chance * 2000 == pytest.approx(total + load_table(rules).value(*state), abs=1e-9)
