"""Command-line helpers shared by the commands: usage errors and parsing dice, cards and rules.

``cli`` (the entry point), ``app`` (the game's flags) and ``advisor.command`` import from here, so
none of them imports another.
"""

from __future__ import annotations

import argparse
import json
from typing import NoReturn, TypeAlias

from talking_yahtzee.rules import (
    RULE_SETS,
    Dice,
    InvalidDice,
    InvalidScorecard,
    RuleSet,
    Scorecard,
)

Subparsers: TypeAlias = "argparse._SubParsersAction[argparse.ArgumentParser]"


class UsageError(Exception):
    """Bad input on the command line: reported as one line on stderr, exit status 2."""


def fail(message: str) -> NoReturn:
    raise UsageError(message)


def parse_dice(text: str) -> Dice:
    try:
        return Dice.parse(text)
    except InvalidDice as error:
        fail(f"bad --dice {text!r}: {error}")


def parse_scorecard(text: str) -> Scorecard:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        fail(f"bad --scorecard: not valid JSON ({error.msg} at position {error.pos})")
    if not isinstance(data, dict):
        fail('bad --scorecard: expected a JSON object such as {"ones": 3}')
    try:
        return Scorecard.from_mapping(data)
    except InvalidScorecard as error:
        fail(f"bad --scorecard: {error}")


def parse_rules(name: str) -> RuleSet:
    return RULE_SETS[name]


def add_rules_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--rules",
        choices=sorted(RULE_SETS),
        default="official",
        help="rule set: official (forced Joker, default) or free-joker",
    )


def add_scorecard_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--scorecard",
        default="{}",
        help='filled boxes as JSON, e.g. \'{"ones": 3, "yahtzee": 50, "yahtzee_bonuses": 1}\'',
    )
