"""Playing to win: exact against brute force, against simulated endgames, and where it differs."""

from __future__ import annotations

import random

import numpy as np
import pytest
from american import CATEGORIES
from tools.simulate import play_turn
from win_reference import (
    best_chance,
    chance_at_turn_start,
    expert_totals,
    win_against,
)

from talking_yahtzee.advisor import advise, engine, winmove, winning
from talking_yahtzee.advisor.finals import gain_distribution
from talking_yahtzee.advisor.kernel import kernel
from talking_yahtzee.advisor.montecarlo import sample_gains
from talking_yahtzee.advisor.opponents import ExpertOpponent, MasterOpponent, Reroll, ScoreIn
from talking_yahtzee.advisor.store import load_table
from talking_yahtzee.advisor.winpass import WinPass
from talking_yahtzee.core.dice import RandomDice
from talking_yahtzee.core.rules import (
    FREE_JOKER,
    OFFICIAL,
    Category,
    Dice,
    RuleSet,
    Scorecard,
    Turn,
)

C = Category


def card_with_open(open_boxes: set[Category], **points: int) -> Scorecard:
    """Every box filled except ``open_boxes``; unnamed boxes get a simple score."""
    defaults = {c: (c.face or 0) * 2 for c in CATEGORIES if c.is_upper}
    defaults |= {C.THREE_OF_A_KIND: 20, C.FOUR_OF_A_KIND: 0, C.FULL_HOUSE: 25}
    defaults |= {C.SMALL_STRAIGHT: 30, C.LARGE_STRAIGHT: 0, C.YAHTZEE: 50, C.CHANCE: 22}
    return Scorecard(
        tuple(None if c in open_boxes else points.get(c.value, defaults[c]) for c in CATEGORIES)
    )


# Two open boxes each: an upper box that can reach the bonus, with 50 in the Yahtzee box (bonuses
# and Jokers), against a card with Chance and a small upper box open.
BONUS_CARD = card_with_open({C.SIXES, C.FULL_HOUSE}, fives=25)
PLAIN_CARD = card_with_open({C.CHANCE, C.FOURS}, threes=9, small_straight=0)
YAHTZEE_OPEN = card_with_open({C.YAHTZEE}, chance=30, fives=25)
CHANCE_OPEN = card_with_open({C.CHANCE}, fives=20, yahtzee=50)


def names(advice: winning.WinAdvice) -> dict[str, float]:
    """The chance of each choice, named as the brute force names them."""
    found = {}
    for o in advice.options:
        if o.action == "score":
            assert o.category is not None
            found[f"box:{o.category.value}"] = o.win_probability
        else:
            found[f"keep:{''.join(map(str, o.keep))}"] = o.win_probability
    return found


@pytest.mark.parametrize(
    ("rules", "card"),
    [(OFFICIAL, BONUS_CARD), (FREE_JOKER, BONUS_CARD), (OFFICIAL, PLAIN_CARD)],
    ids=["bonus-official", "bonus-free-joker", "plain"],
)
def test_expert_distribution_equals_brute_force(rules: RuleSet, card: Scorecard) -> None:
    exact, is_exact = winning.final_distribution(rules, card)
    reference = expert_totals(rules, card)
    assert is_exact
    assert exact.sum() == pytest.approx(1.0, abs=1e-12)
    for total in range(len(exact)):
        assert exact[total] == pytest.approx(reference.get(total, 0.0), abs=1e-12)
    assert len(reference) > 10  # a real spread, Yahtzee bonuses included for the bonus card
    mean = float((np.arange(len(exact)) * exact).sum())
    assert mean == pytest.approx(
        card.under(rules).total() + engine.future_of(rules, card), abs=1e-9
    )


@pytest.mark.parametrize(
    ("rules", "us", "them", "dice", "rolls_left"),
    [
        (OFFICIAL, YAHTZEE_OPEN, [CHANCE_OPEN], "66653", 2),
        (OFFICIAL, BONUS_CARD, [PLAIN_CARD], "66615", 1),
        (FREE_JOKER, BONUS_CARD, [PLAIN_CARD], "55555", 1),
        (OFFICIAL, PLAIN_CARD, [CHANCE_OPEN, YAHTZEE_OPEN], "44432", 2),
    ],
    ids=["one-box-each", "two-boxes-each", "two-boxes-yahtzee-bonus", "two-opponents"],
)
def test_chance_to_win_equals_brute_force(
    rules: RuleSet, us: Scorecard, them: list[Scorecard], dice: str, rolls_left: int
) -> None:
    totals: dict[int, float] = {}
    if len(them) == 1:
        totals = expert_totals(rules, them[0])
    else:  # the largest of independent totals
        first, second = (expert_totals(rules, card) for card in them)
        for a, p in first.items():
            for b, q in second.items():
                totals[max(a, b)] = totals.get(max(a, b), 0.0) + p * q
    wins = win_against(totals)
    reference = best_chance(rules, wins)(us, tuple(sorted(Dice.parse(dice).values)), rolls_left)
    advice = winning.win_advice(us, rules, Dice.parse(dice), rolls_left, opponents=them)
    assert advice.exact
    found = names(advice)
    assert set(found) == set(reference)
    for name, chance in reference.items():
        assert found[name] == pytest.approx(chance, abs=1e-9), name
    assert advice.win_probability == pytest.approx(max(reference.values()), abs=1e-9)
    assert len({round(chance, 9) for chance in reference.values()}) > 3  # choices matter
    ranked = [o.win_probability for o in advice.options]
    assert ranked == sorted(ranked, reverse=True)


def test_chance_at_turn_start_equals_brute_force() -> None:
    wins = win_against(expert_totals(OFFICIAL, CHANCE_OPEN))
    chance, exact = winning.win_chance(YAHTZEE_OPEN, OFFICIAL, opponents=[CHANCE_OPEN])
    assert exact
    assert chance == pytest.approx(chance_at_turn_start(OFFICIAL, wins, YAHTZEE_OPEN), abs=1e-9)


# Yahtzee and Chance open, 117 points, to beat 145: 29 points or more are needed.
BEHIND = card_with_open({C.YAHTZEE, C.CHANCE}, yahtzee=None)


def test_the_move_for_winning_differs_from_the_best_average_move() -> None:
    dice = Dice.parse("66654")
    assert BEHIND.total() == 117
    expert = advise(BEHIND, OFFICIAL, dice, 1).best
    assert (expert.action, expert.category) == ("score", C.CHANCE)  # 27 points now
    assert expert.expected_final == pytest.approx(146.30143212628494, abs=1e-9)
    advice = winning.win_advice(BEHIND, OFFICIAL, dice, 1, beat=145)
    assert advice.exact
    assert (advice.best.action, advice.best.keep) == ("keep", (5, 6, 6, 6))  # a 6 gives 29
    assert advice.win_probability == pytest.approx(0.2050238687714157, abs=1e-12)
    assert advice.best.expected_final == pytest.approx(145.80143212628494, abs=1e-9)
    chance_of_expert = names(advice)["box:chance"]
    assert chance_of_expert == pytest.approx(0.04602864252569886, abs=1e-12)
    reference = best_chance(OFFICIAL, lambda total: 1.0 if total > 145 else 0.0)
    by_brute_force = reference(BEHIND, (4, 5, 6, 6, 6), 1)
    assert by_brute_force["keep:5666"] == pytest.approx(advice.win_probability, abs=1e-12)
    assert by_brute_force["box:chance"] == pytest.approx(chance_of_expert, abs=1e-12)
    # The master plays it against a finished card of 145 (a tie counts half; 145 cannot tie).
    finished = card_with_open(set(), yahtzee=0, chance=28)
    assert finished.total() == 145
    turn = Turn(dice=dice, rolls_used=2)
    master = MasterOpponent(lambda: [finished]).decide(BEHIND, turn, OFFICIAL)
    assert master == Reroll(frozenset({0, 1, 2, 3}))
    assert ExpertOpponent().decide(BEHIND, turn, OFFICIAL) == ScoreIn(C.CHANCE)
    assert MasterOpponent().decide(BEHIND, turn, OFFICIAL) == ScoreIn(C.CHANCE)  # sees no one


@pytest.mark.parametrize(
    "card",
    [
        card_with_open({C.ONES, C.TWOS, C.THREE_OF_A_KIND}, fives=20),
        card_with_open({C.SIXES, C.YAHTZEE, C.CHANCE, C.FULL_HOUSE}, fives=25, yahtzee=None),
        card_with_open({C.FOURS, C.FIVES, C.SIXES, C.SMALL_STRAIGHT, C.YAHTZEE}),
    ],
    ids=["three-open", "four-open", "five-open"],
)
def test_a_linear_target_gives_the_expected_final_score(card: Scorecard) -> None:
    """With F(t) linear in t, the best play for it is the best-average play: the pass must give
    the value table's expectation (every state, bonus and Joker of up to five open boxes)."""
    state, total, _ = engine.card_state(card, OFFICIAL)
    f = np.arange(2000) / 2000.0
    chance = WinPass(kernel(OFFICIAL), state, total, f).root_turn.start[0]
    expected = total + load_table(OFFICIAL).value(*state)
    assert chance * 2000 == pytest.approx(expected, abs=1e-9)


SIX_BIG = card_with_open({C.THREES, C.FOURS, C.FIVES, C.SIXES, C.SMALL_STRAIGHT, C.YAHTZEE})
"""Six open boxes: 177,000 columns of points in its states' windows, 10,000 it can be reached
with."""
SIX_OVER_BUDGET = card_with_open({C.TWOS, C.THREES, C.FOURS, C.FIVES, C.SIXES, C.CHANCE})
"""Six open boxes, 50 in the Yahtzee box: 105,000 columns it can be reached with."""


def test_up_to_six_open_boxes_are_exact_seven_an_estimate() -> None:
    five = card_with_open({C.FOURS, C.FIVES, C.SIXES, C.SMALL_STRAIGHT, C.YAHTZEE})
    six_small = card_with_open(
        {C.SIXES, C.THREE_OF_A_KIND, C.FULL_HOUSE, C.SMALL_STRAIGHT, C.LARGE_STRAIGHT, C.CHANCE},
        yahtzee=0,
    )  # about 6,000 columns
    seven = card_with_open(
        {C.TWOS, C.THREES, C.FOURS, C.FIVES, C.SIXES, C.SMALL_STRAIGHT, C.YAHTZEE}
    )
    dice = Dice.parse("66543")
    assert winning.win_advice(five, OFFICIAL, dice, 2, opponents=[five]).exact
    for six in (six_small, SIX_BIG, SIX_OVER_BUDGET):  # the last past the master's budget
        assert winning.win_advice(six, OFFICIAL, dice, 2, opponents=[six]).exact
    estimate = winning.win_advice(seven, OFFICIAL, dice, 2, opponents=[seven])  # too far
    assert not estimate.exact
    assert 0.4 < estimate.win_probability < 0.65
    # The estimate ranks the choices as the expert does.
    assert estimate.best.expected_final == advise(seven, OFFICIAL, dice, 2).best.expected_final
    chance, exact = winning.win_chance(Scorecard(), OFFICIAL, opponents=[Scorecard()])
    assert not exact and chance == pytest.approx(0.5, abs=0.01)


def test_the_master_plays_for_the_win_at_six_open_boxes_only_within_its_budget() -> None:
    """Past :data:`winning.COLUMN_BUDGET` at six open boxes the master plays the expert's move
    (its games as before), though an answer there is exact."""
    dice = Dice.parse("66543")
    six_small = card_with_open(
        {C.SIXES, C.THREE_OF_A_KIND, C.FULL_HOUSE, C.SMALL_STRAIGHT, C.LARGE_STRAIGHT, C.CHANCE},
        yahtzee=0,
    )
    assert winmove.winning_move(six_small, OFFICIAL, dice, 2, [six_small]) is not None
    assert winmove.winning_move(SIX_OVER_BUDGET, OFFICIAL, dice, 2, [SIX_OVER_BUDGET]) is None
    # The answer after the master's refusal is still computed, and the other way round.
    assert winning.win_advice(SIX_OVER_BUDGET, OFFICIAL, dice, 2, opponents=[SIX_OVER_BUDGET]).exact
    assert winmove.winning_move(SIX_OVER_BUDGET, OFFICIAL, dice, 2, [SIX_OVER_BUDGET]) is None


def test_beat_and_opponents_are_exclusive() -> None:
    with pytest.raises(ValueError, match="not both"):
        winning.win_chance(BEHIND, OFFICIAL)
    with pytest.raises(ValueError, match="not both"):
        winning.win_chance(BEHIND, OFFICIAL, opponents=[BEHIND], beat=3)


GAMES = 10_000
THREE_OPEN = card_with_open({C.YAHTZEE, C.CHANCE, C.THREE_OF_A_KIND}, yahtzee=None)


def expert_chance(rules: RuleSet, us: Scorecard, them: Scorecard) -> float:
    """The chance to win of the expert's play (exact: its own distribution against theirs)."""
    f = winning.target(rules, [them]).f
    state, total, _ = engine.card_state(us, rules)
    gains = gain_distribution(rules, state)
    totals = np.minimum(total + np.arange(len(gains)), len(f) - 1)
    return float((gains * f[totals]).sum())


@pytest.mark.parametrize(
    ("us", "them"),
    [
        (BEHIND, card_with_open(set(), yahtzee=0, chance=24)),  # 141, finished
        (THREE_OPEN, card_with_open({C.CHANCE, C.SIXES}, yahtzee=0)),
        (BONUS_CARD, PLAIN_CARD),
    ],
    ids=["behind-against-finished", "three-open-against-two-open", "bonus-against-plain"],
)
def test_simulated_endgames_win_as_often_as_computed(us: Scorecard, them: Scorecard) -> None:
    """The master plays each game through the rules; the opponent's totals are sampled expert
    games (the batch player). Within 4 standard errors of the exact chance; in the first two
    positions the expert's chance is more than 7 away."""
    rules = OFFICIAL
    chance, exact = winning.win_chance(us, rules, opponents=[them])
    assert exact
    error = (chance * (1 - chance) / GAMES) ** 0.5
    if us is not BONUS_CARD:
        assert chance - expert_chance(rules, us, them) > 7 * error
    state, total, _ = engine.card_state(them, rules)
    theirs = total + (sample_gains(rules, state, GAMES, seed=7) if not them.is_complete else 0)
    master = MasterOpponent(lambda: [them])
    dice = RandomDice(random.Random("endgame"))
    wins = 0.0
    for their_total in np.broadcast_to(theirs, GAMES).tolist():
        card = us.under(rules)
        while not card.is_complete:
            card = play_turn(master, card, dice)
        ours = card.total()
        wins += 1.0 if ours > their_total else 0.5 if ours == their_total else 0.0
    assert abs(wins / GAMES - chance) < 4 * error
    # The opponent's sampled totals agree with its exact distribution too.
    if not them.is_complete:
        gains = gain_distribution(rules, state)
        exact_mean = total + float((np.arange(len(gains)) * gains).sum())
        assert abs(float(theirs.mean()) - exact_mean) < 4 * float(theirs.std()) / GAMES**0.5
