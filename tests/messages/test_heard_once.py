"""Every line heard right the first time (issue 23): each fact once, in its order, the held dice by
position, D during a computer's turn, hints that read alike, names never declined."""

from __future__ import annotations

import pytest

from talking_yahtzee.core.dice import ScriptedDice
from talking_yahtzee.core.game import Game, Player, PlayerKind, Roll, ScoreBox, SetHeld
from talking_yahtzee.core.rules import OFFICIAL, Category
from talking_yahtzee.messages.announcer import Announcer
from talking_yahtzee.messages.i18n import LANGUAGES, ListOf, Localizer, Msg
from talking_yahtzee.messages.phrases import box_args


def said(lang: str, messages: list[Msg], verbosity: str = "normal") -> list[str]:
    localizer = Localizer(lang, verbosity=verbosity)
    lines = [localizer.format(m) for m in messages]
    assert not localizer.errors, localizer.errors
    return [line for line in lines if line]


def test_d_names_the_held_dice_by_position() -> None:
    game = Game([Player("Ann")], OFFICIAL, ScriptedDice([3, 2, 5, 2, 6]))
    game.start()
    game.apply(Roll())
    game.apply(SetHeld(frozenset({0, 3})))
    announcer = Announcer(game)
    assert said("en", [announcer.review_dice()]) == [
        "3, 2, 5, 2, 6, that is two twos, a six, a five and a three. Held, dice 1 and 4. "
        "2 rolls left."
    ]
    game.apply(SetHeld(frozenset({4})))
    assert "Held, die 5." in said("en", [announcer.review_dice()])[0]
    assert "Gardé, dé 5." in said("fr", [announcer.review_dice()])[0]


def computer_first() -> tuple[Game, Announcer]:
    game = Game(
        [Player("Robo", PlayerKind.COMPUTER), Player("Ann")],
        OFFICIAL,
        ScriptedDice([6, 6, 6, 6, 6, 1, 1, 1, 1, 2, 2, 6, 6, 1, 6, 2, 6]),
    )
    game.start()
    assert game.player.is_computer
    return game, Announcer(game)


def test_d_during_a_computer_turn_says_whose_turn_and_what_it_has() -> None:
    game, announcer = computer_first()
    assert said("en", [announcer.review_dice()]) == ["Robo's turn, not rolled yet."]
    game.apply(Roll())
    game.apply(SetHeld(frozenset({1, 2, 4})))
    game.apply(Roll())
    message = announcer.review_dice()
    assert message.id == "review-dice-computer"
    assert said("en", [message]) == [
        "Robo's turn, 2, 6, 6, 6, 6, that is four sixes and a two. Kept 6, 6, 6. One roll left."
    ]
    for lang in LANGUAGES:
        text = said(lang, [message])[0]
        assert "Robo" in text and "2, 6, 6, 6, 6" in text, (lang, text)


def test_a_computer_score_comes_before_its_bonus_and_the_standing() -> None:
    game = Game(
        [Player("Robo", PlayerKind.COMPUTER), Player("Ann")],
        OFFICIAL,
        ScriptedDice([6, 6, 6, 6, 6, 1, 1, 1, 1, 2, 5, 5, 5, 5, 5, 1, 2, 3, 4, 6, 5, 5, 5, 5, 5]),
    )
    game.start()
    announcer = Announcer(game)
    messages: list[Msg] = []
    for category in (Category.YAHTZEE, Category.CHANCE, Category.FIVES):
        messages += announcer.events(game.apply(Roll()))
        messages += announcer.events(game.apply(ScoreBox(category)))
    lines = said("en", messages)
    assert "Robo, 25 in Fives." in lines
    assert lines.index("Robo, 25 in Fives.") + 1 == lines.index("Yahtzee bonus, 100 points.")
    assert lines.count("Yahtzee bonus, 100 points.") == 1
    assert not any("Bonus 100" in line for line in lines)


def test_a_bonus_yahtzee_of_a_person_is_said_once() -> None:
    game = Game([Player("Ann")], OFFICIAL, ScriptedDice([4] * 10))
    game.start()
    announcer = Announcer(game)
    messages = announcer.events(game.apply(Roll()))
    messages += announcer.events(game.apply(ScoreBox(Category.YAHTZEE)))
    messages += announcer.events(game.apply(Roll()))
    messages += announcer.events(game.apply(ScoreBox(Category.FOURS)))
    for verbosity in ("brief", "normal", "detailed"):
        text = " ".join(said("en", messages, verbosity))
        assert text.count("100") == 1, (verbosity, text)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_hints_read_alike(lang: str) -> None:
    action = Msg("hint-score", points=6, **box_args(Category.THREES))
    best, option = said(
        lang,
        [
            Msg("hint-best", action=action, expected=240.0, has_next="no", next=action),
            Msg("hint-option", rank=2, action=action, expected=239.6),
        ],
    )
    decimal = "." if lang == "en" else ","
    assert f"240{decimal}0" in best and f"239{decimal}6" in option, (best, option)
    assert best.replace(f"240{decimal}0", "X") in option.replace(f"239{decimal}6", "X"), (
        best,
        option,
    )


def test_a_whole_line_starts_with_a_capital() -> None:
    localizer = Localizer("en")
    groups = ListOf((Msg("dice-group", count=2, face=6), Msg("dice-group", count=1, face=3)))
    assert localizer.format(Msg("review-box", box=groups, points=2)) == "Two sixes and a three 2"
    assert localizer.format(Msg("list-two", a="x", b="Y")) == "X and Y"


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_a_trailing_player_never_declines_the_leader(lang: str) -> None:
    standing = Msg(
        "game-turn-standing",
        player="Ира",
        total=12,
        status="behind",
        behind=13,
        leader="Робот",
        lead=13,
        alone="no",
    )
    text = said(lang, [standing])[0]
    assert text.endswith(" Робот."), text
