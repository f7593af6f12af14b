"""The setup's rules question: the rule sets in the order the player's language suggests, chosen
by Up and Down or a first letter, and the game played under the one chosen (issue 25)."""

from __future__ import annotations

import pytest
from harness import Run, play

from talking_yahtzee.core.rules import RULE_SETS
from talking_yahtzee.ui.config import suggested_rules

NORDIC = ("sv", "da", "nb", "fi")
EVERY = ("official", "free-joker", "yatzy", "yatzy-forced")
SOLO = ["enter"] * 4
"""At the rules question: accept it, one player, a person, the default name (then Enter starts)."""


def offered(run: Run) -> list[str]:
    """The rule sets the rules question named, in the order it named them."""
    return [m.args["rules"].id.removeprefix("setup-rules-") for m in run.messages("setup-rules")]


@pytest.mark.parametrize("lang", NORDIC)
def test_nordic_languages_suggest_yatzy_with_the_american_rules_one_key_away(lang: str) -> None:
    assert suggested_rules(lang, EVERY) == ("yatzy", "official", "yatzy-forced", "free-joker")


@pytest.mark.parametrize("lang", ["en", "es", "fr", "de", "it", "pt", "nl", "pl", "ru"])
def test_other_languages_suggest_the_american_official_rules(lang: str) -> None:
    assert suggested_rules(lang, EVERY) == EVERY


def test_every_known_rule_set_is_offered_once_and_no_other() -> None:
    assert suggested_rules("sv", ("free-joker", "official")) == ("official", "free-joker")
    assert suggested_rules("fi", ("house", "yatzy", "official")) == ("yatzy", "official", "house")
    for lang in ("en", *NORDIC):
        assert sorted(suggested_rules(lang)) == sorted(RULE_SETS)


def test_the_rules_question_comes_after_the_language_and_starts_on_the_suggestion() -> None:
    run = play(["enter", *SOLO, "enter"], players=None)
    assert run.ids.index("setup-language") < run.ids.index("setup-rules")
    assert run.ids.index("setup-rules") < run.ids.index("setup-players")
    assert offered(run) == ["official"]
    assert run.controller.game.rules is RULE_SETS["official"]


def test_down_chooses_the_next_rule_set_and_the_game_is_played_under_it() -> None:
    run = play(["enter", "down", *SOLO, "enter", "r"], players=None, dice=[1, 2, 3, 4, 5])
    second = suggested_rules("en")[1]
    assert offered(run) == ["official", second]
    assert run.controller.game.rules is RULE_SETS[second]
    assert run.controller.config.rules is RULE_SETS[second]


def test_up_and_down_go_round_the_list() -> None:
    count = len(suggested_rules("en"))
    run = play(["enter", "up", *["down"] * count], players=None)
    names = offered(run)
    assert names[1] == suggested_rules("en")[-1]
    assert names[-1] == names[1]  # once round


def test_a_first_letter_jumps_to_a_rule_set() -> None:
    run = play(["enter", "y"], players=None)  # "Yahtzee, free Joker" in English
    assert offered(run)[-1] == "free-joker"
    assert "choice-none" in play(["enter", "z"], players=None).ids


def test_escape_goes_back_from_the_players_to_the_rules_and_the_choice_stays() -> None:
    run = play(["enter", "down", "enter", "escape", "escape", "enter", "enter"], players=None)
    asked = [i for i in run.ids if i.startswith("setup-") and i != "setup-intro"]
    assert asked[1:] == [
        *["setup-rules", "setup-rules", "setup-players"],  # Down, Enter
        *["setup-rules", "setup-language"],  # Escape, Escape
        *["setup-rules", "setup-players"],  # Enter, Enter
    ]
    chosen = suggested_rules("en")[1]
    assert offered(run) == ["official", chosen, chosen, chosen]


@pytest.mark.parametrize(
    ("lang", "rules"), [("en", "free-joker"), ("sv", "yatzy"), ("fi", "official")]
)
def test_rules_given_on_the_command_line_are_not_asked_again(lang: str, rules: str) -> None:
    """--rules answered the question (issue 34): language, then the players; Escape from the
    players goes back to the language; the game is played under the rules given."""
    run = play(
        ["enter", "escape", "enter", "enter", "enter", "enter", "enter"],
        players=None,
        rules=rules,
        lang=lang,
    )
    assert "setup-rules" not in run.ids
    asked = [i for i in run.ids if i in ("setup-language", "setup-players")]
    assert asked[:4] == ["setup-language", "setup-players", "setup-language", "setup-players"]
    assert run.controller.game.rules is RULE_SETS[rules]
    assert any(m.args["rules"].id == f"setup-rules-{rules}" for m in run.messages("setup-ready"))


def test_the_suggestion_follows_the_language_until_a_rule_set_is_chosen() -> None:
    # Svenska, then back to English: the rules question starts each time on the suggestion.
    run = play(["S", "enter", "escape", "E", "enter"], players=None)
    assert offered(run) == [suggested_rules("sv")[0], suggested_rules("en")[0]]


def test_players_given_skip_the_setup_under_the_official_rules() -> None:
    from talking_yahtzee.core.game import Player

    run = play(["r"], players=[Player("Ann")], lang="sv", dice=[1, 2, 3, 4, 5])
    assert "setup-rules" not in run.ids
    assert run.controller.game.rules is RULE_SETS["official"]


@pytest.mark.parametrize("lang", NORDIC)
def test_a_nordic_player_is_offered_yatzy_first_and_american_one_key_away(lang: str) -> None:
    first = play(["enter", *SOLO, "enter"], players=None, lang=lang)
    assert offered(first) == ["yatzy"]
    assert first.controller.game.rules is RULE_SETS["yatzy"]
    american = play(["enter", "down", *SOLO, "enter"], players=None, lang=lang)
    assert offered(american) == ["yatzy", "official"]
    assert american.controller.game.rules is RULE_SETS["official"]


def test_a_swedish_player_chooses_forced_order_and_hears_the_next_box() -> None:
    keys = ["enter", "down", "down", *SOLO, "enter", "r"]  # Yatzy, American, then forced order
    run = play(keys, players=None, lang="sv", dice=[2, 2, 5, 5, 6])
    assert offered(run) == ["yatzy", "official", "yatzy-forced"]
    assert run.controller.game.rules is RULE_SETS["yatzy-forced"]
    assert "Klart, Spelare 1. Tvångsyatzy. Tryck på Enter för att börja." in run.texts
    assert run.texts[run.texts.index("Runda 1 av 15.") + 1] == "Nästa ruta, Ettor."
    assert "Två par, femmor och tvåor. 2, 2, 5, 5, 6. 2 slag kvar." in run.texts
