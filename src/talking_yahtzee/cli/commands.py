"""The ``yahtzee`` command line parsed in full: the game, and the rules and advisor commands.

``cli.main`` comes here for every command line but a plain ``advise`` question (``cli.quick``).
Imports stay light here so that ``yahtzee options`` starts fast; the game and the advisor are
imported only when their command runs.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import logging
import os
import sys
from collections.abc import Callable, Sequence
from typing import NoReturn, cast

from talking_yahtzee import __version__
from talking_yahtzee.cli.args import (
    Subparsers,
    UsageError,
    add_rules_argument,
    add_scorecard_argument,
    fail,
    parse_dice,
    parse_rules,
    parse_scorecard,
)
from talking_yahtzee.core.text import QUOTE_MAX, shown, write_line
from talking_yahtzee.store.logfile import LOG_ENV, log_to_file

EXIT_USAGE = 2
ERROR_MAX = 2 * QUOTE_MAX
"""The longest error message, so that a huge argument is never echoed whole."""


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
    rules = parse_rules(args.rules)
    card = parse_scorecard(args.scorecard, rules)
    if card.is_complete:
        fail("bad --scorecard: every box is filled, there is nothing left to score")
    options = card.options(dice)
    bonus = card.yahtzee_bonus_for(dice)
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
    from talking_yahtzee.cli.play_args import add_play_arguments as add

    add(parser)


def run_play(args: argparse.Namespace) -> int:
    from talking_yahtzee.cli.launch import run_from_args

    return run_from_args(args)


def add_server_parser(subparsers: Subparsers, command: str | None) -> None:
    """``yahtzee server``: its flags are read only when it runs (the network layer is heavy)."""
    parser = subparsers.add_parser(
        "server",
        help="run a server for online play",
        description="Run a Talking Yahtzee server for online play (docs/online.md).",
    )
    if command == "server":
        from talking_yahtzee.net.command import add_arguments

        add_arguments(parser)
    parser.set_defaults(handler=run_server)


def add_online_parser(subparsers: Subparsers, command: str | None) -> None:
    """``yahtzee online``: the lobby, or a table created or joined from the command line."""
    parser = subparsers.add_parser(
        "online",
        help="play online: create a table for friends or join one by its code",
        description="Play at a table on a Talking Yahtzee server (docs/online.md).",
    )
    if command == "online":
        from talking_yahtzee.cli.online_args import add_online_arguments

        add_online_arguments(parser)
    parser.set_defaults(handler=run_online)


def run_online(args: argparse.Namespace) -> int:
    from talking_yahtzee.cli.launch import run_from_args
    from talking_yahtzee.cli.online_args import online_plan, server_url

    if args.tables:
        from talking_yahtzee.cli.online_tables import run_tables

        return run_tables(args, server_url(args.server))
    if args.ratings:
        from talking_yahtzee.cli.online_tables import run_ratings

        return run_ratings(args, server_url(args.server))
    return run_from_args(args, online=online_plan(args))


def run_server(args: argparse.Namespace) -> int:
    from talking_yahtzee.cli.web import web_hook
    from talking_yahtzee.net.command import run_from_args

    return run_from_args(args, web_hook())


# --------------------------------------------------------------------------------------------------
# entry point
# --------------------------------------------------------------------------------------------------


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The ``yahtzee`` parser: every subcommand, or only ``command`` (a cold ``yahtzee advise``
    imports neither the game's flags nor the statistics' languages)."""
    parser = _Parser(
        prog="yahtzee",
        description="Talking Yahtzee: the dice game you can play by ear.",
    )
    parser.add_argument("--version", action="version", version=f"talking-yahtzee {__version__}")
    subparsers = cast(Subparsers, parser.add_subparsers(dest="command"))
    if command in (None, "options"):
        add_options_parser(subparsers)
    if command in (None, "advise"):
        from talking_yahtzee.cli.advise import add_parser as add_advise_parser

        add_advise_parser(subparsers)
    if command in (None, "stats"):
        from talking_yahtzee.cli.stats import add_parser as add_stats_parser

        add_stats_parser(subparsers)
    if command in (None, "review"):
        from talking_yahtzee.cli.review import add_parser as add_review_parser

        add_review_parser(subparsers)
    if command in (None, "server"):
        add_server_parser(subparsers, command)
    if command in (None, "online"):
        add_online_parser(subparsers, command)
    if command in (None, "play"):
        play = subparsers.add_parser(
            "play",
            help="play the game (the default command)",
            description="Play Talking Yahtzee at home: `yahtzee` alone does the same.",
        )
        add_play_arguments(play)
        play.set_defaults(handler=run_play)
        if command is None:  # `yahtzee --help` shows the game's options: it is the default
            options = play.format_help().split("\noptions:\n", 1)[-1]
            parser.epilog = "Without a command, yahtzee plays (yahtzee play), with:\n" + options
            parser.formatter_class = argparse.RawDescriptionHelpFormatter
    return parser


SUBCOMMANDS = ("options", "advise", "stats", "review", "server", "online", "play")


def run(argv: Sequence[str]) -> int:
    """Run the command line ``argv`` (without the program's name); return the exit status."""
    arguments = list(argv)
    if os.environ.get(LOG_ENV):  # the log for a bug report
        log_to_file()
    if arguments and arguments[0].startswith("--_"):  # a helper process of a frozen bundle
        from talking_yahtzee.speech.helper_process import run_helper  # the speech package: 15 ms

        helper_status = run_helper(arguments)
        if helper_status is not None:
            return helper_status
    if not arguments or arguments[0] not in (*SUBCOMMANDS, "-h", "--help", "--version"):
        arguments.insert(0, "play")
    command = arguments[0] if arguments[0] in SUBCOMMANDS else None
    parser = build_parser(command)
    try:
        args = parser.parse_args(arguments)
        handler: Callable[[argparse.Namespace], int] = args.handler
        return handler(args)
    except UsageError as error:
        report(str(error))
        return EXIT_USAGE
    except KeyboardInterrupt:
        return 130
    except Exception as error:  # a traceback is a bug: still one line and status 2
        logging.getLogger(__name__).exception("the command failed")
        report(f"failed: {type(error).__name__}: {error}")
        return EXIT_USAGE


def report(message: str) -> None:
    """The one line on stderr: control characters shown escaped, never more than one line."""
    with contextlib.suppress(OSError, ValueError):  # stderr gone: nothing more can be said
        write_line(sys.stderr, f"yahtzee: {shown(message, ERROR_MAX)}")
