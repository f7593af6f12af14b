"""``yahtzee options --json --rules yatzy`` on a table of dice and cards, every box checked."""

from __future__ import annotations

import json

import pytest

from talking_yahtzee.cli.main import main

BOXES = [
    "ones",
    "twos",
    "threes",
    "fours",
    "fives",
    "sixes",
    "one_pair",
    "two_pairs",
    "three_of_a_kind",
    "four_of_a_kind",
    "small_straight",
    "large_straight",
    "full_house",
    "chance",
    "yatzy",
]


def row(*points: int) -> dict[str, int]:
    return dict(zip(BOXES, points, strict=True))


#   dice, card, every open box's points in card order (the card's boxes left out)
TABLE = [
    # a full house gives a pair (the higher), two pairs, three of a kind and its sum
    ("5,5,5,3,3", {}, row(0, 0, 6, 0, 15, 0, 10, 16, 15, 0, 0, 0, 21, 21, 0)),
    ("6,6,5,5,5", {}, row(0, 0, 0, 0, 15, 12, 12, 22, 15, 0, 0, 0, 27, 27, 0)),
    # the straights are exact: 1-5 small (15), 2-6 large (20); four in a row is nothing
    ("1,2,3,4,5", {}, row(1, 2, 3, 4, 5, 0, 0, 0, 0, 0, 15, 0, 0, 15, 0)),
    ("6,5,4,3,2", {}, row(0, 2, 3, 4, 5, 6, 0, 0, 0, 0, 0, 20, 0, 20, 0)),
    ("1,2,3,4,4", {}, row(1, 2, 3, 8, 0, 0, 8, 0, 0, 0, 0, 0, 0, 14, 0)),
    # five alike: Yatzy, four and three of a kind and a pair of them; not a full house, not
    # two pairs
    ("6,6,6,6,6", {}, row(0, 0, 0, 0, 0, 30, 12, 0, 18, 24, 0, 0, 0, 30, 50)),
    # four alike is not two pairs; four of a kind counts the four dice only
    ("4,4,4,4,2", {}, row(0, 2, 0, 16, 0, 0, 8, 0, 12, 16, 0, 0, 0, 18, 0)),
    ("2,2,3,3,3", {}, row(0, 4, 9, 0, 0, 0, 6, 10, 9, 0, 0, 0, 13, 13, 0)),
    ("1,1,2,2,6", {}, row(2, 4, 0, 0, 0, 6, 4, 6, 0, 0, 0, 0, 0, 12, 0)),
]


def options(capsys: pytest.CaptureFixture[str], rules: str, dice: str, card: object) -> object:
    argv = ["options", "--json", "--rules", rules, "--dice", dice]
    assert main([*argv, "--scorecard", json.dumps(card)]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize(("dice", "card", "expected"), TABLE)
def test_every_box_of_the_empty_card(
    capsys: pytest.CaptureFixture[str], dice: str, card: dict[str, int], expected: dict[str, int]
) -> None:
    data = options(capsys, "yatzy", dice, card)
    assert data == {
        "options": [{"category": c, "points": p} for c, p in expected.items()],
        "yahtzee_bonus": 0,
    }


def test_filled_boxes_are_left_out_and_a_second_yatzy_earns_no_bonus(
    capsys: pytest.CaptureFixture[str],
) -> None:
    data = options(capsys, "yatzy", "3,3,3,3,3", {"yatzy": 50, "threes": 9})
    assert isinstance(data, dict)
    assert data["yahtzee_bonus"] == 0
    found = {o["category"]: o["points"] for o in data["options"]}
    assert "yatzy" not in found and "threes" not in found
    assert found["one_pair"] == 6 and found["four_of_a_kind"] == 12 and found["chance"] == 15
    assert len(found) == 13


def test_forced_order_offers_only_the_next_box(capsys: pytest.CaptureFixture[str]) -> None:
    data = options(capsys, "yatzy-forced", "5,5,5,3,3", {"ones": 0, "twos": 4})
    assert data == {"options": [{"category": "threes", "points": 6}], "yahtzee_bonus": 0}


@pytest.mark.parametrize(
    "card",
    [
        {"yatzy": 50, "yahtzee_bonuses": 1},  # Yatzy has no bonus
        {"yahtzee": 50},  # an American box
        {"one_pair": 7},  # no pair adds up to 7
        {"full_house": 25},  # a Yatzy full house is its dice's sum: no three and two make 25
    ],
)
def test_impossible_yatzy_cards_are_refused(
    capsys: pytest.CaptureFixture[str], card: dict[str, int]
) -> None:
    argv = ["options", "--json", "--rules", "yatzy", "--dice", "12345"]
    assert main([*argv, "--scorecard", json.dumps(card)]) == 2
    assert "bad --scorecard" in capsys.readouterr().err


def test_boxes_out_of_order_are_refused_under_forced_order(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["options", "--rules", "yatzy-forced", "--dice", "12345", "--scorecard", '{"twos": 4}']
    assert main(argv) == 2
    assert "in order" in capsys.readouterr().err
