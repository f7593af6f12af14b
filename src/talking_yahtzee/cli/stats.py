"""The ``yahtzee stats`` command: the statistics of finished games, spoken lines or JSON.

The lines are the messages the game speaks (locales/*/stats.ftl); ``--json`` prints the fields
documented in docs/record.md.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from talking_yahtzee.core.rules import RULE_SETS
from talking_yahtzee.core.text import clean_name
from talking_yahtzee.messages.i18n import LANGUAGES, Localizer, Msg, choose_language
from talking_yahtzee.messages.statistics import players_messages, problem_notice, summary_messages
from talking_yahtzee.store.stats import StatsStore

EXIT_PROBLEM = 1


def add_parser(subparsers: Any) -> None:
    """Add ``stats`` to the ``yahtzee`` command's subparsers."""
    parser: argparse.ArgumentParser = subparsers.add_parser(
        "stats",
        help="statistics of your finished games",
        description="Print the statistics of finished games: games played, average and best "
        "score, the top 10 solitaire scores, Yahtzees, upper bonus rate and the record against "
        "each computer level; one person's with --player, everyone's with --players. The data "
        "folder is $TALKING_YAHTZEE_DATA_DIR if set.",
    )
    who = parser.add_mutually_exclusive_group()
    who.add_argument("--player", metavar="NAME", help="one person's statistics (name as typed)")
    who.add_argument("--players", action="store_true", help="a table of everyone")
    who.add_argument(
        "--merge",
        nargs=2,
        metavar=("OLD", "NEW"),
        help="give the games of the person named OLD to the person named NEW",
    )
    parser.add_argument("--rules", choices=sorted(RULE_SETS), help="only games under these rules")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--lang", choices=LANGUAGES, help="language of the lines (default: system)")
    parser.set_defaults(handler=run_stats)


def run_stats(args: argparse.Namespace) -> int:
    store = StatsStore()
    localizer = Localizer(choose_language(args.lang))
    payload: dict[str, Any]
    if args.merge:
        old, new = (clean_name(name) for name in args.merge)
        moved = store.merge(old, new)
        payload = {"format": 1, "merged": moved or 0}
        messages = [Msg("stats-merged", old=old, new=new, games=moved or 0)]
    elif args.players:
        rows = store.players(args.rules)
        payload = {"format": 1, "rules": args.rules, "players": [r.to_json() for r in rows]}
        messages = players_messages(rows)
    else:
        # a person is answered by their name as stored (BÖB finds Bob), typed for no games
        name = None if args.player is None else store.name_of(clean_name(args.player))
        summary = store.summary(args.rules, name)
        payload = summary.to_json()
        if name is None:
            payload["players"] = [r.to_json() for r in store.players(args.rules)]
        else:
            payload["name"] = name
        messages = summary_messages(summary, name)
    notice = problem_notice(store)
    if notice is not None:
        sys.stderr.write(printable(localizer.format(notice)) + "\n")
    if args.json:
        payload["problem"] = store.problem
        sys.stdout.write(json.dumps(payload, ensure_ascii=False) + "\n")
    else:
        lines = [printable(localizer.format(m)) for m in messages]
        sys.stdout.write("\n".join(lines) + "\n")
    return EXIT_PROBLEM if store.problem else 0


def printable(text: str) -> str:
    """``text`` without control characters (a path from the environment may hold any)."""
    return "".join(ch if ch.isprintable() else "?" for ch in text)
