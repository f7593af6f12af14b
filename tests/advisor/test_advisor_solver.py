"""The kernel against a plain-Python reference, and the shipped tables against the kernel."""

from __future__ import annotations

import random

import american
import numpy as np
import pytest
from advisor_reference import Reference
from american import CATEGORIES, possible_points

from talking_yahtzee.advisor import expected_final
from talking_yahtzee.advisor.solver import N_BOXES, ValueTable, scoring_tables
from talking_yahtzee.advisor.store import canonical_states, load_table
from talking_yahtzee.core.rules import (
    FREE_JOKER,
    OFFICIAL,
    Category,
    Dice,
    JokerRule,
    RuleSet,
    Scorecard,
)

C = Category
RULES = [OFFICIAL, FREE_JOKER]


def card_with_open(open_boxes: set[Category], **points: int) -> Scorecard:
    """A card with every box filled except ``open_boxes``; unnamed boxes get a simple score."""
    defaults = {c: (c.face or 0) * 2 for c in CATEGORIES if c.is_upper}
    defaults |= {C.THREE_OF_A_KIND: 20, C.FOUR_OF_A_KIND: 0, C.FULL_HOUSE: 25}
    defaults |= {C.SMALL_STRAIGHT: 30, C.LARGE_STRAIGHT: 0, C.YAHTZEE: 50, C.CHANCE: 22}
    boxes: list[int | None] = []
    for c in CATEGORIES:
        if c in open_boxes:
            boxes.append(None)
        else:
            boxes.append(points.get(c.value, defaults[c]))
    return Scorecard(tuple(boxes))


def fast_value(rules: RuleSet, card: Scorecard) -> float:
    table = ValueTable(rules)
    base = sum(1 << american.index(c) for c in card.filled_categories)
    for _ in table.solve(base_mask=base, down_to=base.bit_count()):
        pass
    return table.value(*table.state_of(card))


REDUCED_GAMES = [
    # Yahtzee box open, with upper boxes and a straight: Jokers cannot happen yet.
    ({C.FIVES, C.YAHTZEE, C.SMALL_STRAIGHT}, {}),
    # Yahtzee box holds 50: bonuses and Jokers; an upper box open keeps the forced rule busy.
    ({C.SIXES, C.FULL_HOUSE, C.LARGE_STRAIGHT}, {}),
    # The upper bonus is in reach (52 + a few fours or sixes), Yahtzee box scratched.
    ({C.FOURS, C.SIXES, C.CHANCE}, {"yahtzee": 0, "ones": 3, "twos": 6, "threes": 9, "fives": 20}),
    # Only upper boxes left with the Yahtzee at 50: forced zeros upstairs.
    ({C.ONES, C.TWOS, C.THREES}, {}),
    # Only lower boxes, Yahtzee box open.
    ({C.THREE_OF_A_KIND, C.FOUR_OF_A_KIND, C.YAHTZEE}, {}),
]


@pytest.mark.parametrize("rules", RULES, ids=lambda r: r.name)
@pytest.mark.parametrize("open_boxes, points", REDUCED_GAMES)
def test_fast_solver_matches_reference_on_reduced_games(
    rules: RuleSet, open_boxes: set[Category], points: dict[str, int]
) -> None:
    card = card_with_open(open_boxes, **points)
    assert fast_value(rules, card) == pytest.approx(Reference(rules).future(card), abs=1e-9)


def test_fast_solver_matches_reference_with_a_custom_bonus_threshold() -> None:
    rules = RuleSet(name="low-bonus", joker=JokerRule.FORCED, upper_bonus_threshold=20)
    card = card_with_open({C.ONES, C.TWOS, C.YAHTZEE}, threes=3, fours=4, fives=5, sixes=0)
    assert fast_value(rules, card) == pytest.approx(Reference(rules).future(card), abs=1e-9)


def random_card(rng: random.Random, filled: int) -> Scorecard:
    """A random legal scorecard with ``filled`` boxes filled."""
    chosen = rng.sample(CATEGORIES, filled)
    boxes: list[int | None] = [None] * N_BOXES
    for c in chosen:
        boxes[american.index(c)] = rng.choice(sorted(possible_points(c)))
    return Scorecard(tuple(boxes))


@pytest.mark.parametrize("rules", RULES, ids=lambda r: r.name)
def test_shipped_table_matches_recomputed_last_layers(rules: RuleSet) -> None:
    shipped = load_table(rules)
    fresh = ValueTable(rules)
    for _ in fresh.solve(down_to=9):
        pass
    for filled in range(9, N_BOXES):
        mask, y, up = fresh.layer_states(filled)
        np.testing.assert_allclose(
            shipped.values[mask, y, up], fresh.values[mask, y, up], rtol=0, atol=1e-12
        )


@pytest.mark.parametrize("rules", RULES, ids=lambda r: r.name)
def test_shipped_table_agrees_with_the_kernel_on_a_large_sample(rules: RuleSet) -> None:
    """30,000 states of every layer: one turn of the kernel from the shipped next states."""
    shipped = load_table(rules)
    mask, y, up = canonical_states(rules)
    rng = np.random.default_rng(12)
    chosen = np.sort(rng.choice(len(mask), 30_000, replace=False))
    m, yy, u = mask[chosen], y[chosen], up[chosen]
    recomputed = shipped.kernel.start_values(shipped.flat, m, yy, u)
    np.testing.assert_allclose(recomputed, shipped.values[m, yy, u], rtol=0, atol=1e-12)


def test_exact_fresh_game_values() -> None:
    assert round(load_table(OFFICIAL).value(0, 0, 0), 10) == 254.5877287345
    assert round(load_table(FREE_JOKER).value(0, 0, 0), 10) == 254.5896094820


@pytest.mark.parametrize("rules", RULES, ids=lambda r: r.name)
def test_one_state_equals_the_block_kernel(rules: RuleSet) -> None:
    """Advice (one state at a time) and the build (blocks) compute the same turn."""
    from talking_yahtzee.advisor.engine import turn_values
    from talking_yahtzee.advisor.keeps import best_of_sub_keeps, keep_expectations

    table = load_table(rules)
    mask, y, up = canonical_states(rules)
    rng = np.random.default_rng(3)
    chosen = rng.choice(len(mask), 200, replace=False)
    m, yy, u = mask[chosen], y[chosen], up[chosen]
    final = table.kernel.final_values(table.flat, m, yy, u)
    one_left = keep_expectations(final)
    two_left = keep_expectations(best_of_sub_keeps(one_left))
    for i, state in enumerate(zip(m.tolist(), yy.tolist(), u.tolist(), strict=True)):
        values = turn_values(rules, state)
        assert np.array_equal(values.final, final[:, i])
        # The same sums in the same order: the same bytes, not only the same values to 1e-12.
        assert np.array_equal(values.keeps[0], one_left[:, i])
        assert np.array_equal(values.keeps[1], two_left[:, i])


def card_for_mask(mask: int, yahtzee_fifty: bool = False) -> Scorecard:
    """A legal scorecard whose filled boxes are the bits of ``mask``."""
    boxes: list[int | None] = []
    for c in CATEGORIES:
        if not mask >> american.index(c) & 1:
            boxes.append(None)
        elif c is C.CHANCE:
            boxes.append(5)
        else:
            boxes.append(50 if c is C.YAHTZEE and yahtzee_fifty else 0)
    return Scorecard(tuple(boxes))


@pytest.mark.parametrize("rules", RULES, ids=lambda r: r.name)
def test_scoring_tables_equal_the_rules_for_every_pattern(rules: RuleSet) -> None:
    """The numpy scoring tables against ``Scorecard.options``: every roll on an empty card, and
    the six Yahtzees on a card of every pattern of filled boxes (the Joker rules)."""
    from talking_yahtzee.advisor.dicespace import ROLLS

    tables = scoring_tables(rules)
    empty = Scorecard()
    for r, roll in enumerate(ROLLS):
        options = {
            american.index(o.category): o.points for o in empty.under(rules).options(Dice(roll))
        }
        assert options == dict(enumerate(tables.base[r].tolist()))
    yahtzees = [Dice((f,) * 5) for f in range(1, 7)]
    for mask in range(2**N_BOXES - 1):
        card = card_for_mask(mask)
        for f, dice in enumerate(yahtzees):
            expected = {
                american.index(o.category): o.points for o in card.under(rules).options(dice)
            }
            row = tables.yahtzee_points[mask, f]
            assert {c: int(p) for c, p in enumerate(row) if np.isfinite(p)} == expected
    for y in (0, 1):
        card = card_for_mask(1 << american.index(C.YAHTZEE), yahtzee_fifty=bool(y))
        for f, dice in enumerate(yahtzees):
            assert tables.yahtzee_bonus[y, f] == card.under(rules).yahtzee_bonus_for(dice)


@pytest.mark.parametrize("rules", RULES, ids=lambda r: r.name)
def test_shipped_table_matches_reference_on_sampled_states(rules: RuleSet) -> None:
    """Each sampled state is one turn of the reference, valuing the next cards by the table."""
    rng = random.Random(f"sample-{rules.name}")
    reference = Reference(
        rules, leaf=lambda card: expected_final(card, rules) - card.under(rules).total()
    )
    cards = [random_card(rng, filled) for filled in (0, 1, 2, 3, 4, 5, 6, 7, 8)]
    for card in cards:
        expected = reference.future(card)
        assert expected_final(card, rules) - card.under(rules).total() == pytest.approx(
            expected, abs=1e-9
        )


@pytest.mark.parametrize("rules", RULES, ids=lambda r: r.name)
def test_scoring_tables_agree_with_the_rules(rules: RuleSet) -> None:
    tables = scoring_tables(rules)
    rng = random.Random(7)
    from talking_yahtzee.advisor.dicespace import ROLLS

    for _ in range(3000):
        card = random_card(rng, rng.randrange(N_BOXES))
        mask = sum(1 << american.index(c) for c in card.filled_categories)
        roll = rng.choice(ROLLS) if rng.random() < 0.8 else (rng.randint(1, 6),) * 5
        dice = Dice(roll)
        expected = {american.index(o.category): o.points for o in card.under(rules).options(dice)}
        if dice.is_yahtzee:
            row = tables.yahtzee_points[mask, roll[0] - 1]
            got = {c: int(p) for c, p in enumerate(row) if np.isfinite(p)}
        else:
            got = {c: int(tables.base[ROLLS.index(roll), c]) for c in range(N_BOXES)}
            got = {c: p for c, p in got.items() if not mask >> c & 1}
        assert got == expected


def test_second_moment_of_a_lone_chance_box() -> None:
    """Only Chance open: each die independently is kept at 5+ then at 4+, so Var = 5 * 2."""
    from tools.moments import second_moments

    table = load_table(OFFICIAL)
    card = card_with_open({C.CHANCE}, yahtzee=0)
    mask, y, up = table.state_of(card)
    second = second_moments(table, down_to=12)
    mean = table.value(mask, y, up)
    assert mean == pytest.approx(70 / 3, abs=1e-9)
    assert second[mask, y, up] - mean**2 == pytest.approx(10.0, abs=1e-9)
