"""Computer opponents: legal whole games, reproducible, of the expected strength."""

from __future__ import annotations

import random
import subprocess
import sys

import numpy as np
import pytest
from tools.simulate import play_game, simulate

from talking_yahtzee.advisor import advise
from talking_yahtzee.advisor.opponents import Reroll, ScoreIn, opponent
from talking_yahtzee.core.dice import RandomDice
from talking_yahtzee.core.game import COMPUTER_LEVELS
from talking_yahtzee.core.rules import FREE_JOKER, OFFICIAL, RuleSet, Scorecard, Turn


@pytest.mark.parametrize("rules", [OFFICIAL, FREE_JOKER], ids=lambda r: r.name)
@pytest.mark.parametrize("level", COMPUTER_LEVELS)
def test_plays_a_whole_legal_game(level: str, rules: RuleSet) -> None:
    for seed in range(5):
        card = play_game(
            opponent(level, random.Random(seed)), rules, RandomDice(random.Random(seed))
        )
        assert card.is_complete
        assert card.under(rules).total() >= 5


@pytest.mark.parametrize("level", COMPUTER_LEVELS)
def test_games_are_reproducible(level: str) -> None:
    first = simulate(level, 20, seed=3)
    again = simulate(level, 20, seed=3)
    other = simulate(level, 20, seed=4)
    assert first.scores == again.scores
    assert first.scores != other.scores


@pytest.mark.parametrize(
    "level, low, high", [("expert", 240, 270), ("good", 215, 255), ("beginner", 160, 210)]
)
def test_strength(level: str, low: float, high: float) -> None:
    result = simulate(level, 200, seed=11)
    assert low <= result.mean <= high
    assert 25 <= result.sd <= 80


def test_levels_are_ordered() -> None:
    """COMPUTER_LEVELS goes weakest first."""
    means = [simulate(level, 200, seed=5).mean for level in COMPUTER_LEVELS]
    assert means == sorted(means)


@pytest.mark.parametrize("level", COMPUTER_LEVELS)
def test_every_level_has_its_opponent(level: str) -> None:
    assert opponent(level).level == level


def test_expert_follows_the_advice() -> None:
    rng = random.Random(1)
    dice = RandomDice(rng)
    expert = opponent("expert", random.Random(0))
    card = Scorecard()
    checked = 0
    while not card.is_complete:
        turn = Turn().roll_from(dice)
        while True:
            assert turn.dice is not None
            decision = expert.decide(card, turn, OFFICIAL)
            best = advise(card, OFFICIAL, turn.dice, turn.rolls_left).best
            checked += 1
            if isinstance(decision, Reroll):
                assert best.action == "keep"
                assert sorted(turn.dice[p] for p in decision.held) == list(best.keep)
                turn = turn.with_held(decision.held).roll_from(dice)
            else:
                assert isinstance(decision, ScoreIn)
                assert turn.dice is not None
                assert best.action == "score" and best.category is decision.category
                card = card.score(decision.category, turn.dice)
                break
    assert checked >= 13


def test_unknown_level() -> None:
    with pytest.raises(ValueError, match="unknown opponent level"):
        opponent("grandmaster", random.Random())


def test_batch_games_are_reproducible_and_optimal() -> None:
    from tools.batch import simulate_optimal

    from talking_yahtzee.advisor import expected_final

    first = simulate_optimal(3000, seed=7)
    assert np.array_equal(first, simulate_optimal(3000, seed=7))
    assert not np.array_equal(first, simulate_optimal(3000, seed=8))
    exact = expected_final(Scorecard(), OFFICIAL)
    # The standard error of a 3,000-game mean is 59.6 / sqrt(3000) = 1.09: allow 4.5 of them.
    assert abs(first.mean() - exact) < 4.9
    assert 55 <= first.std(ddof=1) <= 64
    assert first.min() >= 5 and first.max() <= 1575


def test_batch_games_free_joker() -> None:
    from tools.batch import simulate_optimal

    scores = simulate_optimal(1000, seed=1, rules=FREE_JOKER)
    assert abs(scores.mean() - 254.59) < 8


def test_good_planner_does_not_import_the_opponents() -> None:
    code = (
        "import sys, talking_yahtzee.advisor.heuristic; "
        "assert 'talking_yahtzee.advisor.opponents' not in sys.modules; "
        "assert 'numpy' not in sys.modules"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_boxes_both_cards_share_have_one_worth() -> None:
    """Ones to Sixes and Chance score alike on both cards: one worth each, the American one."""
    from talking_yahtzee.advisor.heuristic import PAR
    from talking_yahtzee.core.rules import AMERICAN_BOXES, SCANDINAVIAN_BOXES

    shared = set(AMERICAN_BOXES) & set(SCANDINAVIAN_BOXES)
    assert {b.category.value for b in shared} == {
        "ones",
        "twos",
        "threes",
        "fours",
        "fives",
        "sixes",
        "chance",
    }
    worth = {b.category.value: PAR[b] for b in shared}
    assert worth == {
        "ones": 2.0,
        "twos": 5.0,
        "threes": 8.0,
        "fours": 11.0,
        "fives": 14.0,
        "sixes": 17.0,
        "chance": 21.0,
    }
    assert all(box in PAR for box in SCANDINAVIAN_BOXES)
