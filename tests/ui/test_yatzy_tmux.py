"""A whole Scandinavian Yatzy game by keys in a real terminal (tmux), and its record confirmed by
the rules: every score, every total, the winner."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest
from tmux_game import TmuxGame, game_command
from waiting import wait_for

from talking_yahtzee.core.rules import RULE_SETS, Category, Dice, Scorecard

pytestmark = pytest.mark.skipif(
    shutil.which("tmux") is None and not os.environ.get("CI"), reason="tmux is not installed"
)

YATZY_BOXES = (
    "Ones",
    "Twos",
    "Threes",
    "Fours",
    "Fives",
    "Sixes",
    "One pair",
    "Two pairs",
    "Three of a kind",
    "Four of a kind",
    "Small straight",
    "Large straight",
    "Full house",
    "Chance",
    "Yatzy",
)


def confirmed_by_the_rules(record: dict[str, object]) -> Scorecard:
    """Replay the record's turns through the rules core; the card they make."""
    assert isinstance(record["rules"], str)
    rules = RULE_SETS[record["rules"]]
    card = Scorecard(rules=rules)
    turns = record["turns"]
    assert isinstance(turns, list) and len(turns) == rules.rounds == 15
    for turn in turns:
        assert 1 <= len(turn["rolls"]) <= 3
        dice = Dice(tuple(turn["rolls"][-1]))
        scored = turn["scored"]
        option = card.check_score(Category(scored["category"]), dice)
        assert (option.points, scored["yahtzee_bonus"]) == (scored["points"], 0)
        card = card.score(option.category, dice)
    assert card.is_complete
    return card


@pytest.mark.parametrize("rules", ["yatzy", "yatzy-forced"])
def test_a_whole_yatzy_game_by_keys_with_a_record_the_rules_confirm(
    tmp_path: Path, rules: str
) -> None:
    transcript, record = tmp_path / "transcript.txt", tmp_path / "game.json"
    flags = ("--rules", rules, "--speech", "transcript", "--pace", "0", "--record", str(record))
    flags += ("--no-roll-guard",)  # keys come faster than a person's: no roll is a stray here
    command = game_command(tmp_path, transcript, *flags)
    game = TmuxGame(command, {"TALKING_YAHTZEE_SCREEN_READER": "none"}, transcript)
    try:
        game.said("Round 1 of 15.")
        if rules == "yatzy-forced":
            game.said("Next box, Ones.")
        for number, box in enumerate(YATZY_BOXES):
            game.keys("r")
            rolled = f"Ann: round {number + 1} of 15, 2 rolls left"
            wait_for(lambda rolled=rolled: game.screen().startswith(rolled), rolled)
            if rules == "yatzy-forced":  # Down stops on the only box allowed
                game.keys("Down", "Enter")
            else:
                game.keys("Home", *(["Down"] * number), "Enter")
            game.score(box)
            if rules == "yatzy-forced" and number < 14:
                game.said(f"Next box, {YATZY_BOXES[number + 1]}.")
        game.said("Play again?")
        game.keys("n")
        game.said("Goodbye.")
    finally:
        game.close()
    data = json.loads(record.read_text(encoding="utf-8"))
    assert data["rules"] == rules and data["finished"] is True
    card = confirmed_by_the_rules(data)
    assert data["totals"][0]["total"] == card.total()
    assert data["totals"][0]["upper_bonus"] in (0, 50)
    assert f"{card.total()}" in game.text()
