"""The ``yahtzee advise`` command: the optimal choices for a position, for people or scripts."""

from __future__ import annotations

import argparse
import json
import sys

from talking_yahtzee.cli.args import (
    Subparsers,
    add_rules_argument,
    add_scorecard_argument,
    fail,
    parse_dice,
    parse_rules,
    parse_scorecard,
)
from talking_yahtzee.cli.quick import choice_line, expected_line
from talking_yahtzee.core.rules import ROLLS_PER_TURN
from talking_yahtzee.core.text import ascii_int, quote


def add_parser(subparsers: Subparsers) -> None:
    parser = subparsers.add_parser(
        "advise",
        help="the optimal choices for a position, with expected final scores",
        description="Print every choice for the dice (boxes to score, dice to keep) with the "
        "expected final score under optimal play, best first. Without --dice, print the "
        "expected final score at the start of the next turn.",
    )
    add_scorecard_argument(parser)
    parser.add_argument("--dice", help="five dice, e.g. 1,2,3,4,4")
    parser.add_argument(
        "--rolls-left",
        default=None,
        help=f"rolls left in the turn, 0 to {ROLLS_PER_TURN - 1} (default 0: the dice are final)",
    )
    add_rules_argument(parser)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--win",
        action="store_true",
        help="play to win: the chance to win, choices ranked by it (needs --opponent or --beat)",
    )
    parser.add_argument(
        "--opponent",
        action="append",
        default=[],
        metavar="CARD",
        help="with --win: an opponent's scorecard (JSON, as --scorecard); repeat for more",
    )
    parser.add_argument(
        "--beat",
        default=None,
        metavar="N",
        help="with --win, alone: the chance to score more than N",
    )
    parser.set_defaults(handler=run_advise)


def _rolls_left(text: str | None, has_dice: bool) -> int:
    if text is None:
        return 0
    if not has_dice:
        fail("--rolls-left needs --dice")
    value = ascii_int(text)
    if value is None or not 0 <= value < ROLLS_PER_TURN:
        fail(f"bad --rolls-left {quote(text)}: must be 0 to {ROLLS_PER_TURN - 1}")
    return value


def run_advise(args: argparse.Namespace) -> int:
    from talking_yahtzee.advisor.advice import advise, expected_final
    from talking_yahtzee.advisor.plain import advise_plain, expected_final_plain

    rules = parse_rules(args.rules)
    card = parse_scorecard(args.scorecard, rules)
    dice = parse_dice(args.dice) if args.dice is not None else None
    rolls_left = _rolls_left(args.rolls_left, dice is not None)
    if card.is_complete:
        fail("bad --scorecard: every box is filled, there is nothing left to score")
    if args.win or args.opponent or args.beat is not None:
        from talking_yahtzee.cli.advise_win import run_win

        return run_win(args, rules, card, dice, rolls_left)
    if dice is None:
        value = expected_final_plain(card, rules)
        if value is None:
            value = expected_final(card, rules)
        if args.json:
            sys.stdout.write(json.dumps({"expected_final": value}) + "\n")
        else:
            sys.stdout.write(expected_line(value) + "\n")
        return 0
    advice = advise_plain(card, rules, dice, rolls_left) or advise(card, rules, dice, rolls_left)
    if args.json:
        sys.stdout.write(json.dumps(advice.to_json()) + "\n")
        return 0
    lines = [
        choice_line(
            option.expected_final,
            None if option.category is None else option.category.value,
            option.points,
            option.yahtzee_bonus,
            option.keep,
        )
        for option in advice.options
    ]
    sys.stdout.write("\n".join(lines) + "\n")
    return 0
