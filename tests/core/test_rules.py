"""The rules core: every box, the rule sheets' worked examples, the Joker, the bonuses."""

from __future__ import annotations

import pickle

import pytest
from american import CATEGORIES, base_score, joker_score, possible_points

from talking_yahtzee.core.rules import (
    FREE_JOKER,
    OFFICIAL,
    RULE_SETS,
    AllDiceHeld,
    BoxFilled,
    Category,
    Dice,
    GameIsOver,
    InvalidDice,
    InvalidPosition,
    InvalidScorecard,
    JokerRuleForbids,
    NoRollsLeft,
    NotRolledYet,
    RuleSet,
    Scorecard,
    Turn,
    margins,
    standings,
    winners,
)

C = Category


def dice(text: str) -> Dice:
    return Dice.parse(text)


def card(**boxes: int) -> Scorecard:
    return Scorecard.from_mapping(boxes)


def points(card_: Scorecard, roll: str, rules: RuleSet = OFFICIAL) -> dict[str, int]:
    return {o.category.value: o.points for o in card_.under(rules).options(dice(roll))}


# -- dice


def test_dice_parse_forms() -> None:
    assert dice("1,2,3,4,4") == dice("12344") == dice("1 2 3 4 4") == Dice.of(1, 2, 3, 4, 4)


@pytest.mark.parametrize(
    "text", ["1,2,3", "1,2,3,4,7", "0,1,2,3,4", "a,b,c,d,e", "1,2,3,4,5,6", ""]
)
def test_bad_dice_rejected(text: str) -> None:
    with pytest.raises(InvalidDice):
        dice(text)


def test_counts_and_total() -> None:
    d = dice("3,3,3,4,4")
    assert d.counts == (0, 0, 3, 2, 0, 0)
    assert d.total == 17
    assert not d.is_yahtzee
    assert dice("6,6,6,6,6").is_yahtzee


# -- every box


@pytest.mark.parametrize(
    ("roll", "category", "expected"),
    [
        ("1,1,2,3,4", C.ONES, 2),
        ("2,2,2,5,6", C.TWOS, 6),
        ("3,3,3,3,1", C.THREES, 12),
        ("4,1,2,3,5", C.FOURS, 4),
        ("5,5,5,5,5", C.FIVES, 25),
        ("1,2,3,4,5", C.SIXES, 0),
        ("2,2,2,3,5", C.THREE_OF_A_KIND, 14),
        ("2,2,3,3,5", C.THREE_OF_A_KIND, 0),
        ("4,4,4,4,2", C.THREE_OF_A_KIND, 18),
        ("1,1,1,1,2", C.FOUR_OF_A_KIND, 6),
        ("3,3,3,2,2", C.FOUR_OF_A_KIND, 0),
        ("3,3,3,4,4", C.FULL_HOUSE, 25),
        ("3,3,3,3,4", C.FULL_HOUSE, 0),
        ("5,5,5,5,5", C.FULL_HOUSE, 0),
        ("1,2,3,4,6", C.SMALL_STRAIGHT, 30),
        ("3,4,5,6,6", C.SMALL_STRAIGHT, 30),
        ("2,3,4,5,2", C.SMALL_STRAIGHT, 30),
        ("1,2,3,5,6", C.SMALL_STRAIGHT, 0),
        ("1,2,3,4,5", C.SMALL_STRAIGHT, 30),
        ("5,4,3,2,1", C.LARGE_STRAIGHT, 40),
        ("2,3,4,5,6", C.LARGE_STRAIGHT, 40),
        ("1,2,3,4,6", C.LARGE_STRAIGHT, 0),
        ("6,6,6,6,6", C.YAHTZEE, 50),
        ("6,6,6,6,5", C.YAHTZEE, 0),
        ("1,3,4,6,6", C.CHANCE, 20),
    ],
)
def test_base_score(roll: str, category: Category, expected: int) -> None:
    assert base_score(category, dice(roll)) == expected


def test_joker_score_fixed_boxes() -> None:
    y = dice("4,4,4,4,4")
    assert joker_score(C.FULL_HOUSE, y) == 25
    assert joker_score(C.SMALL_STRAIGHT, y) == 30
    assert joker_score(C.LARGE_STRAIGHT, y) == 40
    assert joker_score(C.THREE_OF_A_KIND, y) == 20
    assert joker_score(C.CHANCE, y) == 20
    assert joker_score(C.TWOS, y) == 0


# -- worked examples from shared/rules


def test_leaflet_twos_example() -> None:
    # "enter 6 in the Twos box ... or 17 (total of all five dice) in the 3 of a kind box"
    options = points(Scorecard(), "2,2,2,5,6")
    assert options["twos"] == 6
    assert options["three_of_a_kind"] == 17
    # third roll: "6 in the Twos box ... or 11 in the 3 of a kind box"
    options = points(Scorecard(), "2,2,2,1,4")
    assert options["twos"] == 6
    assert options["three_of_a_kind"] == 11


def test_leaflet_upper_examples() -> None:
    assert points(Scorecard(), "3,3,3,5,6")["threes"] == 9
    assert points(Scorecard(), "1,1,4,5,6")["ones"] == 2
    assert points(Scorecard(), "3,3,3,3,2")["threes"] == 12


def test_leaflet_strategy_examples() -> None:
    options = points(Scorecard(), "3,3,3,4,6")
    assert options["threes"] == 9
    options = points(Scorecard(), "5,5,5,5,2")
    assert (options["fives"], options["three_of_a_kind"], options["four_of_a_kind"]) == (20, 22, 22)
    assert options["chance"] == 22


def test_retailer_examples() -> None:
    assert base_score(C.THREE_OF_A_KIND, dice("2,2,2,3,5")) == 14
    options = points(Scorecard(), "3,3,3,4,4")
    assert {k: options[k] for k in ("threes", "fours", "full_house", "three_of_a_kind")} == {
        "threes": 9,
        "fours": 8,
        "full_house": 25,
        "three_of_a_kind": 17,
    }
    assert points(Scorecard(), "2,4,5,6,6")["ones"] == 0  # a zero anywhere is allowed


def test_summary_sheet_example() -> None:
    assert base_score(C.THREE_OF_A_KIND, dice("5,5,5,2,4")) == 21


def test_braille_sheet_joker_example() -> None:
    # 5-5-5-5-5 with Fives open: 25 in Fives. With Fives scored: any lower box, e.g. 30 in SS.
    with_yahtzee = card(yahtzee=50)
    assert points(with_yahtzee, "5,5,5,5,5") == {"fives": 25}
    assert with_yahtzee.yahtzee_bonus_for(dice("5,5,5,5,5")) == 100
    fives_done = card(yahtzee=50, fives=20)
    assert points(fives_done, "5,5,5,5,5")["small_straight"] == 30


def test_maximum_solitaire_score_is_1575_with_bonuses_but_375_without() -> None:
    boxes: dict[str, int] = {
        "ones": 5,
        "twos": 10,
        "threes": 15,
        "fours": 20,
        "fives": 25,
        "sixes": 30,
        "three_of_a_kind": 30,
        "four_of_a_kind": 30,
        "full_house": 25,
        "small_straight": 30,
        "large_straight": 40,
        "yahtzee": 50,
        "chance": 30,
    }
    assert Scorecard.from_mapping(boxes).total() == 375  # the leaflet's figure, no bonuses
    # Every one of the 13 turns a Yahtzee: 12 bonuses of 100 after the first.
    assert Scorecard.from_mapping({**boxes, "yahtzee_bonuses": 12}).total() == 1575
    with pytest.raises(InvalidScorecard):
        Scorecard.from_mapping({**boxes, "yahtzee_bonuses": 13})


# -- the Joker


def test_first_yahtzee_is_ordinary() -> None:
    options = points(Scorecard(), "2,2,2,2,2")
    assert options["yahtzee"] == 50
    assert options["full_house"] == 0  # a Yahtzee is no full house without the Joker
    assert len(options) == 13
    assert Scorecard().yahtzee_bonus_for(dice("2,2,2,2,2")) == 0


def test_official_joker_forces_upper_box() -> None:
    c = card(yahtzee=50)
    assert points(c, "3,3,3,3,3") == {"threes": 15}
    with pytest.raises(JokerRuleForbids):
        c.score(C.CHANCE, dice("3,3,3,3,3"))
    assert not c.can_score(C.CHANCE, dice("3,3,3,3,3"))


def test_official_joker_lower_boxes_when_upper_filled() -> None:
    c = card(yahtzee=0, threes=9)
    options = points(c, "3,3,3,3,3")
    assert options == {
        "three_of_a_kind": 15,
        "four_of_a_kind": 15,
        "full_house": 25,
        "small_straight": 30,
        "large_straight": 40,
        "chance": 15,
    }
    assert c.yahtzee_bonus_for(dice("3,3,3,3,3")) == 0  # a zero in the Yahtzee box: no bonus
    with pytest.raises(JokerRuleForbids):
        c.score(C.ONES, dice("3,3,3,3,3"))


def test_official_joker_zero_upstairs_when_lower_full() -> None:
    lower = {c.value: 0 for c in CATEGORIES[6:] if c is not C.CHANCE}
    lower["chance"] = 5
    lower["yahtzee"] = 50
    c = Scorecard.from_mapping({**lower, "sixes": 18})
    assert points(c, "6,6,6,6,6") == {"ones": 0, "twos": 0, "threes": 0, "fours": 0, "fives": 0}
    after = c.score(C.TWOS, dice("6,6,6,6,6"))
    assert after[C.TWOS] == 0
    assert after.yahtzee_bonuses == 1


def test_free_joker_any_box_with_upper_open_scores_normally() -> None:
    c = card(yahtzee=50)
    options = points(c, "4,4,4,4,4", FREE_JOKER)
    assert options["fours"] == 20
    assert options["full_house"] == 0
    assert options["small_straight"] == 0
    assert options["chance"] == 20
    assert len(options) == 12


def test_free_joker_joker_points_once_upper_filled() -> None:
    c = card(yahtzee=0, fours=12)
    options = points(c, "4,4,4,4,4", FREE_JOKER)
    assert options["full_house"] == 25
    assert options["large_straight"] == 40
    assert options["ones"] == 0
    assert len(options) == 11


def test_score_adds_yahtzee_bonus() -> None:
    c = card(yahtzee=50)
    after = c.score(C.SIXES, dice("6,6,6,6,6"))
    assert after.yahtzee_bonuses == 1
    assert after.totals().yahtzee_bonus == 100
    assert after.total() == 50 + 30 + 100


# -- bonuses and totals


def test_upper_bonus_edge() -> None:
    at_62 = card(ones=2, twos=6, threes=9, fours=12, fives=15, sixes=18)
    assert at_62.upper_subtotal == 62
    assert at_62.totals().upper_bonus == 0
    assert at_62.upper_bonus_needed() == 1
    at_63 = card(ones=3, twos=6, threes=9, fours=12, fives=15, sixes=18)
    totals = at_63.totals()
    assert (totals.upper_subtotal, totals.upper_bonus, totals.upper_total) == (63, 35, 98)
    assert at_63.upper_bonus_needed() == 0


def test_totals_add_up() -> None:
    c = card(ones=3, sixes=30, full_house=25, chance=22, yahtzee=50, yahtzee_bonuses=1)
    t = c.totals()
    assert t.upper_subtotal == 33
    assert t.lower_total == 97
    assert t.yahtzee_bonus == 100
    assert t.grand_total == 33 + 97 + 100


# -- scorecard validation


@pytest.mark.parametrize(
    "data",
    [
        {"fives": 7},
        {"full_house": 20},
        {"chance": 0},
        {"chance": 31},
        {"three_of_a_kind": 4},
        {"bogus": 3},
        {"ones": "3"},
        {"ones": True},
        {"yahtzee": 0, "yahtzee_bonuses": 1},
        {"yahtzee": 50, "yahtzee_bonuses": 1},
        {"yahtzee_bonuses": -1},
    ],
)
def test_impossible_scorecards_rejected(data: dict[str, object]) -> None:
    with pytest.raises(InvalidScorecard):
        Scorecard.from_mapping(data)


def test_scorecard_round_trip() -> None:
    data = {"ones": 3, "yahtzee": 50, "chance": 20, "yahtzee_bonuses": 1}
    assert Scorecard.from_mapping(data).to_mapping() == data


def test_possible_points() -> None:
    assert possible_points(C.FIVES) == {0, 5, 10, 15, 20, 25}
    assert 0 not in possible_points(C.CHANCE)
    assert possible_points(C.LARGE_STRAIGHT) == {0, 40}


def test_filled_box_never_changes() -> None:
    c = card(chance=17)
    with pytest.raises(BoxFilled):
        c.score(C.CHANCE, dice("6,6,6,6,5"))
    assert c[C.CHANCE] == 17


def test_full_card_rejects_scoring() -> None:
    full = Scorecard.from_mapping({c.value: (5 if c is C.CHANCE else 0) for c in CATEGORIES})
    with pytest.raises(GameIsOver):
        full.check_score(C.ONES, dice("1,1,1,1,1"))


# -- a turn


def test_turn_rolls_holds_and_limits() -> None:
    turn = Turn()
    with pytest.raises(NotRolledYet):
        turn.toggle(0)
    turn = turn.roll((3, 1, 6, 6, 2))
    assert turn.rolls_left == 2
    turn = turn.toggle(2).toggle(3).toggle(0)
    assert turn.held == {0, 2, 3}
    turn = turn.toggle(0)  # held dice may be released again
    turn = turn.roll((3, 6, 5))
    assert turn.dice == Dice.of(3, 6, 6, 6, 5)
    turn = turn.roll((1, 1, 1))
    assert turn.must_score
    with pytest.raises(NoRollsLeft):
        turn.roll((1, 1, 1))
    with pytest.raises(NoRollsLeft):
        turn.toggle(1)
    with pytest.raises(InvalidPosition):
        Turn().roll((1, 2, 3, 4, 5)).toggle(5)


def test_roll_with_all_dice_held_is_refused() -> None:
    turn = Turn().roll((1, 2, 3, 4, 5)).with_held(range(5))
    assert not turn.can_roll()
    with pytest.raises(AllDiceHeld):
        turn.roll(())


# -- results


def test_standings_ties_share_places() -> None:
    ranked = standings([200, 250, 200, 180])
    assert [(s.player, s.place) for s in ranked] == [(1, 1), (0, 2), (2, 2), (3, 4)]
    assert winners([250, 250, 100]) == (0, 1)
    assert margins([250, 240, 100]) == {0: {1: 10, 2: 150}}
    assert margins([250, 250]) == {0: {1: 0}, 1: {0: 0}}


def test_a_registered_rule_set_is_pickled_by_its_name_another_by_its_settings() -> None:
    """A worker gets the table's rule set with every computer's decision (net.decisions): a
    registered one travels as its name and is the worker's own; a house rule set whole."""
    for rules in RULE_SETS.values():
        assert pickle.loads(pickle.dumps(rules)) is rules
        assert len(pickle.dumps(rules)) < 100
    official = RULE_SETS["official"]
    settings = (official.joker, official.boxes, official.upper_bonus_threshold, 50)
    more = (official.yahtzee_bonus, official.forced_order, official.rolls)
    house = RuleSet("house", *settings, *more)
    again = pickle.loads(pickle.dumps(house))
    assert again == house and again.upper_bonus == 50 and again is not house
