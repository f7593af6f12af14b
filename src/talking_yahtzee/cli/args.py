"""Command-line helpers shared by the commands: usage errors and parsing dice, cards and rules.

``cli`` (the entry point), ``app`` (the game's flags) and ``advisor.command`` import from here, so
none of them imports another.
"""

from __future__ import annotations

import argparse
from typing import NoReturn, TypeAlias

from talking_yahtzee.core.rules import (
    RULE_SETS,
    Dice,
    InvalidDice,
    InvalidScorecard,
    RuleSet,
    Scorecard,
)
from talking_yahtzee.core.text import quote
from talking_yahtzee.store.files import BrokenFile, Limits, parse_json

SCORECARD_LIMITS = Limits(size=4096, depth=1, digits=6)
"""A scorecard argument is one flat JSON object of small whole numbers."""
Subparsers: TypeAlias = "argparse._SubParsersAction[argparse.ArgumentParser]"


class UsageError(Exception):
    """Bad input on the command line: reported as one line on stderr, exit status 2."""


def fail(message: str) -> NoReturn:
    raise UsageError(message)


def parse_dice(text: str) -> Dice:
    try:
        return Dice.parse(text)
    except InvalidDice as error:
        fail(f"bad --dice {quote(text)}: {error}")


def parse_scorecard(text: str, rules: RuleSet, flag: str = "--scorecard") -> Scorecard:
    """The ``--scorecard`` JSON (or another ``flag``'s): within :data:`SCORECARD_LIMITS`, and
    reachable under ``rules``."""
    try:
        data = parse_json(text, SCORECARD_LIMITS)
    except BrokenFile as error:
        fail(f"bad {flag} {quote(text)}: {error}")
    if not isinstance(data, dict):
        fail(f'bad {flag}: expected a JSON object such as {{"ones": 3}}')
    try:
        card = Scorecard.from_mapping(data, rules)
        card.check_reachable()
    except InvalidScorecard as error:
        fail(f"bad {flag}: {error}")
    return card


def parse_rules(name: str) -> RuleSet:
    return RULE_SETS[name]


def add_rules_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--rules",
        choices=sorted(RULE_SETS),
        default="official",
        help=(
            "rule set: official (Yahtzee, forced Joker, default), free-joker, yatzy "
            "(Scandinavian Yatzy) or yatzy-forced (Yatzy, boxes in order)"
        ),
    )


def add_scorecard_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--scorecard",
        default="{}",
        help='filled boxes as JSON, e.g. \'{"ones": 3, "yahtzee": 50, "yahtzee_bonuses": 1}\'',
    )
