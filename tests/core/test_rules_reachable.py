"""Which scorecards a legal game can produce: the Yahtzee bonus and the Joker rules."""

from __future__ import annotations

import itertools

import pytest
from american import possible_points
from hypothesis import given, settings
from hypothesis import strategies as st

from talking_yahtzee.core.rules import (
    FREE_JOKER,
    OFFICIAL,
    RULE_SETS,
    Category,
    Dice,
    ImpossiblePoints,
    ImpossibleYahtzeeBonus,
    InvalidScorecard,
    RuleSet,
    Scorecard,
    UnknownBox,
)


def card(**boxes: int) -> Scorecard:
    return Scorecard.from_mapping(boxes)


IMPOSSIBLE = [
    # Five equal dice sum to a multiple of five: 13 in Chance was never a Yahtzee.
    ({"yahtzee": 50, "chance": 13, "yahtzee_bonuses": 1}, OFFICIAL),
    ({"yahtzee": 50, "chance": 13, "yahtzee_bonuses": 1}, FREE_JOKER),
    # A Yahtzee scores 0 or five times its face upstairs, never 3 in Ones.
    ({"yahtzee": 50, "ones": 3, "yahtzee_bonuses": 1}, OFFICIAL),
    ({"yahtzee": 50, "ones": 3, "yahtzee_bonuses": 1}, FREE_JOKER),
    ({"yahtzee": 50, "ones": 3, "twos": 4, "threes": 6, "yahtzee_bonuses": 3}, OFFICIAL),
    ({"yahtzee": 50, "ones": 3, "twos": 4, "threes": 6, "yahtzee_bonuses": 3}, FREE_JOKER),
    # Forced Joker: a Joker in Full house scores 25, never 0.
    ({"yahtzee": 50, "full_house": 0, "yahtzee_bonuses": 1}, OFFICIAL),
    # Forced Joker: five 3s go to an open Threes box, not to Chance.
    ({"yahtzee": 50, "chance": 15, "yahtzee_bonuses": 1}, OFFICIAL),
    # Forced Joker: a Joker in a lower box needs its face box filled first.
    ({"yahtzee": 50, "large_straight": 40, "yahtzee_bonuses": 1}, OFFICIAL),
    ({"yahtzee": 50, "large_straight": 40, "yahtzee_bonuses": 1}, FREE_JOKER),
    # Forced Joker: a zero upstairs only once every lower box is filled.
    ({"yahtzee": 50, "ones": 0, "twos": 6, "yahtzee_bonuses": 1}, OFFICIAL),
]  # fmt: skip

POSSIBLE = [
    ({"yahtzee": 50, "ones": 5, "yahtzee_bonuses": 1}, OFFICIAL),
    ({"yahtzee": 50, "chance": 15, "threes": 3, "yahtzee_bonuses": 1}, OFFICIAL),
    ({"yahtzee": 50, "chance": 15, "yahtzee_bonuses": 1}, FREE_JOKER),
    ({"yahtzee": 50, "full_house": 0, "yahtzee_bonuses": 1}, FREE_JOKER),
    ({"yahtzee": 50, "full_house": 25, "sixes": 12, "yahtzee_bonuses": 1}, OFFICIAL),
    ({"yahtzee": 50, "ones": 0, "twos": 6, "yahtzee_bonuses": 1}, FREE_JOKER),
    (
        {
            "yahtzee": 50, "three_of_a_kind": 20, "four_of_a_kind": 12, "full_house": 25,
            "small_straight": 30, "large_straight": 40, "chance": 22, "ones": 0, "twos": 10,
            "yahtzee_bonuses": 2,
        },
        OFFICIAL,
    ),
    ({"yahtzee": 50, "ones": 2, "fives": 25}, OFFICIAL),
    # Free Joker: the zero in Full house came first, while every upper box was still open.
    (
        {
            "yahtzee": 50, "full_house": 0, "ones": 5, "twos": 10, "threes": 15, "fours": 20,
            "fives": 25, "sixes": 30, "yahtzee_bonuses": 7,
        },
        FREE_JOKER,
    ),
]  # fmt: skip


@pytest.mark.parametrize(("data", "rules"), IMPOSSIBLE)
def test_impossible_bonuses_are_refused(data: dict[str, int], rules: RuleSet) -> None:
    scorecard = Scorecard.from_mapping(data)
    assert not scorecard.under(rules).can_be_reached()
    with pytest.raises(ImpossibleYahtzeeBonus) as caught:
        scorecard.under(rules).check_reachable()
    assert caught.value.bonuses == data["yahtzee_bonuses"]


@pytest.mark.parametrize(("data", "rules"), POSSIBLE)
def test_possible_cards_are_accepted(data: dict[str, int], rules: RuleSet) -> None:
    Scorecard.from_mapping(data).under(rules).check_reachable()


def test_the_error_names_the_box_or_the_bonus() -> None:
    with pytest.raises(ImpossiblePoints) as points:
        card(fives=7)
    assert points.value.category is Category.FIVES and points.value.points == 7
    with pytest.raises(UnknownBox) as unknown:
        card(bogus=1)
    assert unknown.value.key == "bogus"
    with pytest.raises(ImpossibleYahtzeeBonus) as bonus:
        card(yahtzee=50, chance=13, ones=5, yahtzee_bonuses=2).check_reachable()
    assert bonus.value.boxes == (Category.ONES,)
    assert isinstance(bonus.value, InvalidScorecard)


# -- every card a random legal game reaches is accepted -----------------------------------------

yahtzee_dice = st.integers(1, 6).map(lambda face: Dice((face,) * 5))
any_dice = st.tuples(*[st.integers(1, 6)] * 5).map(Dice)
turns = st.lists(
    st.tuples(st.one_of(yahtzee_dice, any_dice), st.integers(0, 14)), min_size=1, max_size=15
)


@settings(max_examples=300, deadline=None)
@given(turns, st.sampled_from(sorted(RULE_SETS)))
def test_every_card_a_legal_game_reaches_is_accepted(
    plays: list[tuple[Dice, int]], rules_name: str
) -> None:
    rules = RULE_SETS[rules_name]
    scorecard = Scorecard(rules=rules)
    for dice, pick in plays:
        if scorecard.is_complete:
            break
        options = scorecard.options(dice)
        scorecard = scorecard.score(options[pick % len(options)].category, dice)
        scorecard.check_reachable()
        again = Scorecard.from_mapping(scorecard.to_mapping(), rules)
        assert again.can_be_reached()


# -- against an exhaustive search of every legal game ------------------------------------------

ALL_DICE = [Dice(d) for d in itertools.combinations_with_replacement(range(1, 7), 5)]


def reachable(rules: RuleSet, boxes: set[Category]) -> set[Scorecard]:
    """Every card some legal game reaches while scoring only in ``boxes`` (all dice, all turns)."""
    layer = {Scorecard(rules=rules)}
    seen = set(layer)
    for _ in boxes:
        following = set()
        for scorecard in layer:
            for dice in ALL_DICE:
                for option in scorecard.options(dice):
                    if option.category in boxes:
                        after = scorecard.score(option.category, dice)
                        if after not in seen:
                            seen.add(after)
                            following.add(after)
        layer = following
    return seen


@pytest.mark.parametrize(
    ("rules", "pair"),
    [
        (OFFICIAL, (Category.CHANCE, Category.FIVES)),
        (FREE_JOKER, (Category.FULL_HOUSE, Category.THREES)),
    ],
    ids=["official chance fives", "free-joker full house threes"],
)
def test_the_check_agrees_with_every_legal_game(
    rules: RuleSet, pair: tuple[Category, Category]
) -> None:
    """Yahtzee 50 and up to two more boxes: accepted exactly when some legal game reaches it."""
    seen = reachable(rules, {Category.YAHTZEE, *pair})
    checked = 0
    for size in (1, 2):
        for boxes in itertools.combinations(pair, size):
            for points in itertools.product(*(sorted(possible_points(b)) for b in boxes)):
                for bonuses in range(size + 1):
                    data = {b.value: p for b, p in zip(boxes, points, strict=True)}
                    data |= {"yahtzee": 50, "yahtzee_bonuses": bonuses}
                    try:
                        scorecard = Scorecard.from_mapping(data, rules)
                    except InvalidScorecard:
                        continue
                    checked += 1
                    assert scorecard.can_be_reached() == (scorecard in seen), data
    assert checked > 40
