"""``yahtzee advise --win``: the chance to win a position and the choices ranked by it."""

from __future__ import annotations

import argparse
import json
import sys

from talking_yahtzee.cli.args import fail, parse_scorecard
from talking_yahtzee.core.rules import Dice, RuleSet, Scorecard
from talking_yahtzee.core.text import ascii_int, quote


def _beat(text: str | None) -> int | None:
    if text is None:
        return None
    value = ascii_int(text)
    if value is None or value < 0:
        fail(f"bad --beat {quote(text)}: must be a score, 0 or more")
    return value


def run_win(
    args: argparse.Namespace, rules: RuleSet, card: Scorecard, dice: Dice | None, rolls_left: int
) -> int:
    """Print the chance to win (``--win``) against ``--opponent`` cards or above ``--beat``."""
    if not args.win:
        fail("--opponent and --beat need --win")
    beat = _beat(args.beat)
    opponents = [parse_scorecard(text, rules, "--opponent") for text in args.opponent]
    if beat is not None and opponents:
        fail("--beat is for solitaire: give --opponent or --beat, not both")
    if beat is None and not opponents:
        fail("--win needs --opponent CARD (one or more) or --beat N")
    from talking_yahtzee.advisor.winning import win_advice, win_chance

    if dice is None:
        chance, exact = win_chance(card, rules, opponents=opponents, beat=beat)
        if args.json:
            sys.stdout.write(json.dumps({"win_probability": chance, "exact": exact}) + "\n")
        else:
            sys.stdout.write(f"chance to win: {100 * chance:.2f} % ({_how(exact)})\n")
        return 0
    advice = win_advice(card, rules, dice, rolls_left, opponents=opponents, beat=beat)
    if args.json:
        sys.stdout.write(json.dumps(advice.to_json()) + "\n")
        return 0
    lines = [f"chance to win: {100 * advice.win_probability:.2f} % ({_how(advice.exact)})"]
    for option in advice.options:
        if option.action == "score":
            assert option.category is not None
            what = f"score {option.category.value} for {option.points} points"
            if option.yahtzee_bonus:
                what += f" and a Yahtzee bonus of {option.yahtzee_bonus}"
        else:
            what = "keep " + (" ".join(map(str, option.keep)) if option.keep else "nothing")
        lines.append(
            f"{what}: chance to win {100 * option.win_probability:.2f} %, "
            f"expected final score {option.expected_final:.2f}"
        )
    sys.stdout.write("\n".join(lines) + "\n")
    return 0


def _how(exact: bool) -> str:
    return "exact" if exact else "an estimate"
