"""Playing to win at six and seven open boxes in free order: exact, and the same as before.

The brute force of ``win_reference`` cannot reach six open boxes in free order (its cards are
too many), so the exactness of the faster passes is held here to what is itself held to the
brute force: the pass over every point of each state's window (``every_point``), the value table
under a linear target, and the expert's distribution pushed state by state (the former way).
"""

from __future__ import annotations

import random

import numpy as np
import pytest
from test_winning import SIX_BIG, SIX_OVER_BUDGET, card_with_open
from tools.simulate import play_turn
from win_reference import chances_state_by_state, gains_state_by_state

from talking_yahtzee.advisor import engine, winning
from talking_yahtzee.advisor.finals import gain_distribution
from talking_yahtzee.advisor.kernel import kernel
from talking_yahtzee.advisor.opponents import ExpertOpponent
from talking_yahtzee.advisor.store import load_table
from talking_yahtzee.advisor.winpass import WinPass
from talking_yahtzee.core.dice import RandomDice
from talking_yahtzee.core.rules import (
    FREE_JOKER,
    OFFICIAL,
    YATZY,
    Category,
    Dice,
    RuleSet,
    Scorecard,
)

C = Category
FIVE_WITH_BONUS = card_with_open({C.FOURS, C.FIVES, C.SIXES, C.FULL_HOUSE, C.CHANCE}, yahtzee=50)


def expert_card(rules: RuleSet, open_boxes: int, seed: int) -> Scorecard:
    """A card of an expert game with ``open_boxes`` boxes still open."""
    dice = RandomDice(random.Random(seed))
    card = Scorecard(rules=rules)
    for _ in range(rules.rounds - open_boxes):
        card = play_turn(ExpertOpponent(), card, dice)
    return card


@pytest.mark.parametrize("card", [SIX_BIG, FIVE_WITH_BONUS], ids=["six-open", "five-yahtzee-50"])
def test_the_points_a_state_is_reached_with_give_every_point_s_answer(card: Scorecard) -> None:
    """Computing only the points each state can be reached with gives the same bytes as every
    point of its window (six open boxes; and Yahtzee bonuses, which add 100 to a turn)."""
    state, total, _ = engine.card_state(card, OFFICIAL)
    f = winning.target(OFFICIAL, [card]).f
    few = WinPass(kernel(OFFICIAL), state, total, f)
    every = WinPass(kernel(OFFICIAL), state, total, f, every_point=True)
    assert few.columns < every.columns / 2
    for mine, theirs in (
        (few.root_turn.start, every.root_turn.start),
        (few.root_turn.keeps_one, every.root_turn.keeps_one),
        (few.root_turn.keeps_two, every.root_turn.keeps_two),
    ):
        assert np.array_equal(mine, theirs)
    assert 0.2 < float(few.root_turn.start[0]) < 0.8


@pytest.mark.parametrize(
    "card",
    [SIX_BIG, card_with_open({C.ONES, C.THREES, C.FOURS, C.FIVES, C.SIXES, C.FULL_HOUSE})],
    ids=["six-open", "six-open-yahtzee-50"],
)
def test_a_linear_target_at_six_open_boxes_gives_the_table(card: Scorecard) -> None:
    """With F linear the best play for it is the best-average play: at six open boxes the pass
    gives the value table's expectation, every state and point of it exact."""
    state, total, _ = engine.card_state(card, OFFICIAL)
    f = np.arange(2000) / 2000.0
    chance = WinPass(kernel(OFFICIAL), state, total, f).root_turn.start[0]
    assert chance * 2000 == pytest.approx(total + load_table(OFFICIAL).value(*state), abs=1e-9)


@pytest.mark.parametrize(
    ("rules", "open_boxes", "seed"),
    [(OFFICIAL, 6, 1), (OFFICIAL, 7, 2), (YATZY, 6, 3)],
    ids=["official-six", "official-seven", "yatzy-six"],
)
def test_the_expert_distribution_by_turns_equals_state_by_state(
    rules: RuleSet, open_boxes: int, seed: int
) -> None:
    card = expert_card(rules, open_boxes, seed)
    gains = gain_distribution(rules, engine.state_of(card, rules))
    reference = gains_state_by_state(rules, card)
    assert len(reference) <= len(gains)
    assert np.abs(gains[: len(reference)] - reference).max() < 1e-12
    assert gains[len(reference) :].sum() == 0.0
    assert gains.sum() == pytest.approx(1.0, abs=1e-12)
    mean = float((np.arange(len(gains)) * gains).sum())
    assert mean == pytest.approx(engine.future_of(rules, card), abs=1e-9)


def test_six_open_boxes_of_expert_games_are_exact() -> None:
    """Every answer at six open boxes is exact, whatever its pass's columns (issue 34)."""
    dice = Dice.parse("66543")
    for seed in range(6):
        us, them = expert_card(OFFICIAL, 6, seed), expert_card(OFFICIAL, 6, 100 + seed)
        advice = winning.win_advice(us, OFFICIAL, dice, 2, opponents=[them])
        assert advice.exact
    far = winning.win_advice(SIX_OVER_BUDGET, OFFICIAL, dice, 2, opponents=[SIX_OVER_BUDGET])
    assert far.exact


@pytest.mark.parametrize(
    ("rules", "seed"),
    [(OFFICIAL, 1), (OFFICIAL, 25), (FREE_JOKER, 3), (YATZY, 1), (YATZY, 2)],
    ids=["official-bonus-settled", "official-yahtzee-50", "free-joker", "yatzy", "yatzy-2"],
)
def test_the_fast_pass_at_six_open_boxes_equals_the_plain_one(rules: RuleSet, seed: int) -> None:
    """Every keep's chance with two rolls left and the turn's chance, at six open boxes of
    expert games against an expert's card: the pass as it is (a turn's states of one mask
    together, only the points each state can be reached with, settled subtotals merged) and the
    plainest pass, state by state over every point (``win_reference``), to 1e-9."""
    us, them = expert_card(rules, 6, seed), expert_card(rules, 6, 100 + seed)
    state, total, _ = engine.card_state(us, rules)
    f = winning.target(rules, [them]).f
    fast = WinPass(kernel(rules), state, total, f).root_turn
    plain = chances_state_by_state(rules, state, total, f)
    assert np.abs(fast.keeps_two[:, 0] - plain[:-1]).max() < 1e-9
    assert abs(float(fast.start[0]) - float(plain[-1])) < 1e-9
    assert 0.0 < float(plain[-1]) < 1.0
