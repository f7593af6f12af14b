"""Naming the combination of every roll, the dice orders, the computer's turn (its score, then the
standing) and the zero summary of the open boxes, in every language."""

from __future__ import annotations

import itertools

import pytest
from american import base_score, combination
from harness import play

from talking_yahtzee.core.dice import ScriptedDice
from talking_yahtzee.core.game import Game, Player, PlayerKind, Roll, ScoreBox, SetHeld
from talking_yahtzee.core.rules import (
    OFFICIAL,
    Category,
    Combination,
    CombinationKind,
    Dice,
)
from talking_yahtzee.messages.announcer import Announcer
from talking_yahtzee.messages.i18n import LANGUAGES, Localizer, Msg
from talking_yahtzee.messages.phrases import combination_msg, groups, initial, reading

K = CombinationKind
EXAMPLES = {
    "44444": Combination(K.YAHTZEE, 4),
    "12345": Combination(K.LARGE_STRAIGHT),
    "62534": Combination(K.LARGE_STRAIGHT),
    "66636": Combination(K.FOUR_OF_A_KIND, 6),
    "35355": Combination(K.FULL_HOUSE, 5, 3),
    "22111": Combination(K.FULL_HOUSE, 1, 2),
    "31426": Combination(K.SMALL_STRAIGHT),
    "12344": Combination(K.SMALL_STRAIGHT),
    "66612": Combination(K.THREE_OF_A_KIND, 6),
    "12356": Combination(K.NONE),
    "11223": Combination(K.NONE),
}
ENGLISH = {
    "44444": "Yahtzee! Five fours.",
    "12345": "Large straight!",
    "66636": "Four sixes.",
    "35355": "Full house, fives and threes.",
    "31426": "Small straight.",
    "66612": "Three of a kind, sixes.",
    "12356": "",
}


@pytest.mark.parametrize(("dice", "expected"), EXAMPLES.items())
def test_combination_of_examples(dice: str, expected: Combination) -> None:
    assert combination(Dice.parse(dice)) == expected


def test_combination_agrees_with_the_scores_for_every_roll() -> None:
    for values in itertools.product(range(1, 7), repeat=5):
        dice = Dice(values)
        found = combination(dice)
        assert found.kind is not K.NONE or not any(
            base_score(c, dice)
            for c in (Category.THREE_OF_A_KIND, Category.SMALL_STRAIGHT, Category.LARGE_STRAIGHT)
        )
        if found.kind is K.FULL_HOUSE:
            assert base_score(Category.FULL_HOUSE, dice) == 25
        if found.kind is K.SMALL_STRAIGHT:
            assert base_score(Category.SMALL_STRAIGHT, dice) == 30
            assert not base_score(Category.LARGE_STRAIGHT, dice)
        if found.kind in (K.THREE_OF_A_KIND, K.FOUR_OF_A_KIND):
            assert dice.counts[found.face - 1] == (3 if found.kind is K.THREE_OF_A_KIND else 4)


@pytest.mark.parametrize(("dice", "text"), ENGLISH.items())
def test_english_names_each_combination_shortest_first(dice: str, text: str) -> None:
    localizer = Localizer("en")
    assert localizer.format(combination_msg(combination(Dice.parse(dice)))) == text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_names_every_combination(lang: str) -> None:
    localizer = Localizer(lang)
    names = set()
    for dice in EXAMPLES:
        found = combination(Dice.parse(dice))
        text = localizer.format(combination_msg(found))
        assert ("{" not in text) and (bool(text) == (found.kind is not K.NONE)), (dice, text)
        names.add(text)
    # every different combination reads differently
    assert len(names) == len({combination(Dice.parse(d)) for d in EXAMPLES})
    assert not localizer.errors


def rolled_text(lang: str, verbosity: str, dice: str, order: str = "position") -> str:
    game = Game([Player("Ann")], OFFICIAL, ScriptedDice(int(c) for c in dice))
    game.start()
    announcer = Announcer(game, dice_order=order)
    localizer = Localizer(lang, verbosity=verbosity)
    return " ".join(localizer.format(m) for m in announcer.events(game.apply(Roll())))


def test_the_combination_comes_first_and_brief_keeps_it_with_the_rolls_left() -> None:
    assert rolled_text("en", "normal", "35355") == (
        "Full house, fives and threes. 3, 5, 3, 5, 5. 2 rolls left."
    )
    assert rolled_text("en", "brief", "35355") == (
        "Full house, fives and threes. 3, 5, 3, 5, 5. 2 rolls left."
    )
    assert rolled_text("en", "normal", "44444") == "Yahtzee! Five fours. 2 rolls left."


def test_detailed_adds_the_best_open_boxes() -> None:
    text = rolled_text("en", "detailed", "35355")
    assert "Best, Full house 25 and Three of a kind 21." in text


def test_dice_orders() -> None:
    assert rolled_text("en", "brief", "51535", "sorted") == (
        "Three of a kind, fives. 1, 3, 5, 5, 5. 2 rolls left."
    )
    assert rolled_text("en", "brief", "53135", "grouped") == (
        "Two fives, two threes and a one. 2 rolls left."
    )
    localizer = Localizer("en")
    # A whole line starts with a capital; the parts inside it keep their own case.
    assert localizer.format(
        Msg("review-box", box=reading((5, 3, 5, 3, 1), "grouped"), points=2)
    ) == ("Two fives, two threes and a one 2")
    assert localizer.format(Msg("dice-value", value=groups((5, 3, 5, 3, 1)))) == (
        "Two fives, two threes and a one"
    )
    assert localizer.format(Msg("list-two", a="ann", b="bob")) == "Ann and bob"


def test_initials_for_elision() -> None:
    assert [initial(n) for n in ("Ann", "Émile", "hugo", " 3Zoe", "")] == ["a", "e", "h", "z", ""]
    fr = Localizer("fr")
    msg = {"kind": "computer", "rounds": 13, "round": 1, "rolls_left": 3, "rolled": "no"}
    assert fr.format(Msg("review-turn", player="Ann", player_initial="a", **msg)).startswith(
        "Au tour d'Ann"
    )
    assert fr.format(Msg("review-turn", player="Paul", player_initial="p", **msg)).startswith(
        "Au tour de Paul"
    )
    back = {"player": "Ann", "player_initial": "a"}
    assert fr.format(Msg("forgive-undo-turn-back", **back)) == "De nouveau au tour d'Ann."


def computer_game(verbosity: str, lang: str = "en") -> tuple[list[str], list[str]]:
    """Ann scores Chance, then Robo rolls twice (keeping three sixes) and scores: what is said
    during Robo's turn, and Robo's turn at the detailed level for comparison."""
    game = Game(
        [Player("Ann"), Player("Robo", PlayerKind.COMPUTER)],
        OFFICIAL,
        ScriptedDice([6, 6, 6, 6, 6, 1, 1, 1, 1, 2, 1, 2, 3, 4, 6, 2, 6, 6, 1, 6, 6, 3]),
    )
    announcer = Announcer(game)
    localizer = Localizer(lang, verbosity=verbosity)
    say = [localizer.format(m) for m in announcer.events(game.start())]
    events = game.apply(Roll()) + game.apply(ScoreBox(Category.CHANCE))
    robo_start = [e for e in events if getattr(e, "player", None) == 1]
    said = [localizer.format(m) for m in announcer.events(robo_start)]
    said += [localizer.format(m) for m in announcer.events(game.apply(Roll()))]
    dice = game.turn.dice
    assert dice is not None
    keep = [p for p, v in enumerate(dice) if v == 6]
    game.apply(SetHeld(frozenset(keep)))
    said.append(localizer.format(announcer.keeps(1, [6] * len(keep))))
    said += [localizer.format(m) for m in announcer.events(game.apply(Roll()))]
    scored = game.apply(ScoreBox(Category.FOUR_OF_A_KIND))
    said += [localizer.format(m) for m in announcer.events(scored[:2])]
    return say, [s for s in said if s]


def test_a_computer_turn_is_its_score_then_the_standing_at_normal() -> None:
    _, said = computer_game("normal")
    assert said == ["Robo, 27 in Four of a kind.", "Robo leads by 11."]
    assert sum(len(line.split()) for line in said) <= 11  # the longest box names: 4 words


def test_brief_is_shorter_and_detailed_keeps_the_steps() -> None:
    _, brief = computer_game("brief")
    assert brief == ["Robo, 27 in Four of a kind.", "Total 27."]
    _, detailed = computer_game("detailed")
    assert detailed[0] == "Robo's turn."
    assert "Robo keeps 6, 6, 6." in detailed
    assert any(line.startswith("Robo rolls 2, 6, 6, 1, 6.") for line in detailed)
    assert "Robo scores 27 in Four of a kind." in detailed


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_says_the_score_then_the_standing(lang: str) -> None:
    _, said = computer_game("normal", lang)
    assert len(said) == 2 and "27" in said[0] and "11" in said[1], said
    assert not any("{" in line or "6, 6" in line for line in said), said


def test_open_boxes_name_the_scoring_ones_then_count_the_zeros() -> None:
    game = Game([Player("Ann")], OFFICIAL, ScriptedDice([3, 5, 3, 5, 5]))
    game.start()
    game.apply(Roll())
    announcer = Announcer(game)
    normal = Localizer("en").format(announcer.review_open())
    assert normal == (
        "Full house 25, Three of a kind 21, Chance 21, Fives 15, Threes 6, and 8 boxes at zero."
    )
    detailed = Localizer("en", verbosity="detailed").format(announcer.review_open())
    assert detailed.endswith(
        "and 8 boxes at zero, Ones, Twos, Fours, Sixes, Four of a kind, "
        "Small straight, Large straight and Yahtzee."
    )
    for lang in LANGUAGES:
        text = Localizer(lang).format(announcer.review_open())
        assert "8" in text and " 0" not in text, (lang, text)


def test_dice_order_setting_end_to_end() -> None:
    run = play(["r", "d"], players=[Player("Ann")], seed=3, dice_order="grouped")
    rolled = run.messages("game-rolled")[0]
    assert rolled.args["dice"].style == "and"  # grouped: "two fives and ..."
    spoken = [t for t in run.texts if t.endswith("rolls left.")]
    assert spoken[0] == "Two fives, two twos and a three. 2 rolls left."
    assert spoken[1].startswith("2, 5, 5, 2, 3, that is")  # D still reads them by position


def test_grouped_dice_are_not_named_twice() -> None:
    assert rolled_text("en", "normal", "35355", "grouped") == (
        "Three fives and two threes. 2 rolls left."
    )
    assert rolled_text("en", "normal", "62534", "grouped").startswith("Large straight! a six,")


def test_brief_after_holding_one_die_names_the_combination_and_the_rolls_left() -> None:
    """``r 1 r`` at brief said "4, 4, 4, 4." for four of a kind (issue 23)."""
    run = play(
        ["r", "1", "r"],
        players=[Player("Ann")],
        dice=[6, 1, 2, 3, 5, 4, 4, 4, 4],
        verbosity="brief",
    )
    assert "Four fours. 4, 4, 4, 4. One roll left." in run.texts
