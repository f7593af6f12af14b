"""The ``yahtzee`` command: the game, and the rules and advisor commands for scripts.

Imports stay light here so that ``yahtzee options`` starts fast; the game and the advisor are
imported only when their command runs.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from typing import NoReturn, TypeAlias, cast

from talking_yahtzee import __version__
from talking_yahtzee.rules import (
    RULE_SETS,
    Dice,
    InvalidDice,
    InvalidScorecard,
    RuleSet,
    Scorecard,
)

EXIT_USAGE = 2
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


# --------------------------------------------------------------------------------------------------
# yahtzee options
# --------------------------------------------------------------------------------------------------


def add_options_parser(subparsers: Subparsers) -> None:
    parser = subparsers.add_parser(
        "options",
        help="the boxes the rules allow for final dice, with their points",
        description="Print every box the rules allow for these final dice, with its points, "
        "and the Yahtzee bonus the roll earns.",
    )
    parser.add_argument("--dice", required=True, help="five dice, e.g. 1,2,3,4,4")
    add_scorecard_argument(parser)
    add_rules_argument(parser)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(handler=run_options)


def run_options(args: argparse.Namespace) -> int:
    dice = parse_dice(args.dice)
    card = parse_scorecard(args.scorecard)
    rules = parse_rules(args.rules)
    if card.is_complete:
        fail("bad --scorecard: every box is filled, there is nothing left to score")
    options = card.options(dice, rules)
    bonus = card.yahtzee_bonus_for(dice, rules)
    if args.json:
        payload = {
            "options": [{"category": o.category.value, "points": o.points} for o in options],
            "yahtzee_bonus": bonus,
        }
        sys.stdout.write(json.dumps(payload) + "\n")
    else:
        lines = [f"{o.category.value}: {o.points}" for o in options]
        lines.append(f"yahtzee_bonus: {bonus}")
        sys.stdout.write("\n".join(lines) + "\n")
    return 0


# --------------------------------------------------------------------------------------------------
# the game
# --------------------------------------------------------------------------------------------------


def add_play_arguments(parser: argparse.ArgumentParser) -> None:
    from talking_yahtzee.app import add_play_arguments as add

    add(parser)


def run_play(args: argparse.Namespace) -> int:
    from talking_yahtzee.app import run_from_args

    return run_from_args(args)


# --------------------------------------------------------------------------------------------------
# entry point
# --------------------------------------------------------------------------------------------------


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def build_parser(*, with_play: bool = True) -> argparse.ArgumentParser:
    parser = _Parser(
        prog="yahtzee",
        description="Talking Yahtzee: the dice game you can play by ear.",
    )
    parser.add_argument("--version", action="version", version=f"talking-yahtzee {__version__}")
    subparsers = cast(Subparsers, parser.add_subparsers(dest="command"))
    add_options_parser(subparsers)
    from talking_yahtzee.advisor.command import add_parser as add_advise_parser

    add_advise_parser(subparsers)
    from talking_yahtzee.stats_command import add_parser as add_stats_parser

    add_stats_parser(subparsers)
    play = subparsers.add_parser("play", help="play the game (the default command)")
    if with_play:
        add_play_arguments(play)
    play.set_defaults(handler=run_play)
    return parser


SUBCOMMANDS = ("options", "advise", "stats", "play")


def main(argv: Sequence[str] | None = None) -> int:
    arguments = list(sys.argv[1:] if argv is None else argv)
    if not arguments or arguments[0] not in (*SUBCOMMANDS, "-h", "--help", "--version"):
        arguments.insert(0, "play")
    needs_play = arguments[0] == "play" or arguments[0] in ("-h", "--help")
    parser = build_parser(with_play=needs_play)
    try:
        args = parser.parse_args(arguments)
        handler: Callable[[argparse.Namespace], int] = args.handler
        return handler(args)
    except UsageError as error:
        sys.stderr.write(f"yahtzee: {error}\n")
        return EXIT_USAGE
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
