"""The advisor in a Yatzy game (issue 25): hints, the coach and the chance to win by keys, and
whole games of the master against the expert under both Nordic rule sets."""

from __future__ import annotations

import random

import pytest
from harness import play
from tools.simulate import play_turn

from talking_yahtzee.advisor.opponents import ExpertOpponent, MasterOpponent, Opponent
from talking_yahtzee.cli.play_args import parse_players
from talking_yahtzee.core.dice import RandomDice
from talking_yahtzee.core.rules import RULE_SETS, YATZY, YATZY_FORCED, RuleSet, Scorecard
from talking_yahtzee.messages.i18n import Localizer, Msg


@pytest.mark.parametrize("rules", ["yatzy", "yatzy-forced"])
def test_hints_the_coach_and_the_chance_to_win_under_yatzy(rules: str) -> None:
    keys = []
    for turn in range(4):
        keys += ["r", "h", "h", "w", "home", *["down"] * turn, "enter", "enter"]
    run = play(
        keys,
        players=parse_players("Ann,Robo:master,Max:expert"),
        rules=rules,
        coach=True,
        verbosity="detailed",
    )
    assert run.controller.game.rules is RULE_SETS[rules]
    assert len(run.messages("hint-best")) >= 4
    assert run.messages("win-chance")
    assert run.messages("coach-cost") or run.messages("coach-good")
    scored = {m.args["player"] for m in run.messages("game-scored")}
    assert {"Ann", "Robo", "Max"} <= scored


@pytest.mark.parametrize("rules", [YATZY, YATZY_FORCED], ids=lambda r: r.name)
def test_the_master_and_the_expert_play_whole_yatzy_games(rules: RuleSet) -> None:
    dice = RandomDice(random.Random(f"nordic-{rules.name}"))
    cards: list[Scorecard] = []
    players: list[Opponent] = [MasterOpponent(lambda: [cards[1]]), ExpertOpponent()]
    for _ in range(2):
        cards[:] = [Scorecard(rules=rules), Scorecard(rules=rules)]
        for _ in range(rules.rounds):
            for seat, player in enumerate(players):
                cards[seat] = play_turn(player, cards[seat], dice)
        assert all(card.is_complete for card in cards)


@pytest.mark.parametrize(
    ("rules", "exact"), [("yatzy-forced", "yes"), ("yatzy", "no")], ids=["forced", "free"]
)
def test_the_chance_to_win_is_exact_from_the_first_roll_in_forced_order(
    rules: str, exact: str
) -> None:
    """In forced order a card reaches one mask per box to fill, so the chance to win is exact
    from the first roll of the game, said without "about"; free-order Yatzy still estimates."""
    run = play(["r", "w"], players=parse_players("Ann,Bob"), rules=rules)
    (message,) = run.messages("win-chance")
    percent = message.args["chance"]
    assert isinstance(percent, Msg) and percent.args["exact"] == exact
    assert 0.3 < percent.args["chance"] < 0.7
    line = next(t for t in run.texts if t == Localizer("en").format(message))
    assert line.startswith("Chance to win, ") and line.endswith("%.")
    assert ("about" not in line) == (exact == "yes"), line
