"""``yahtzee online``: its flags, and the plan they make (``ui.modes.lobby.OnlinePlan``).

Every option of ``yahtzee play`` (speech, language, sounds, verbosity, ...) works here too; the
game's own options (``--players``, ``--seed``, ``--dice``) mean nothing online and are refused.
"""

from __future__ import annotations

import argparse
import ssl

from talking_yahtzee.cli.args import UsageError
from talking_yahtzee.cli.play_args import add_play_arguments
from talking_yahtzee.core.game import COMPUTER_LEVELS, MAX_PLAYERS
from talking_yahtzee.core.text import clean_name, int_argument
from talking_yahtzee.messages.i18n import choose_language
from talking_yahtzee.store.keys import server_key
from talking_yahtzee.ui.config import suggested_rules
from talking_yahtzee.ui.table_plan import CODE_DIGITS, OnlinePlan, TableSettings


def levels_argument(text: str) -> tuple[str, ...]:
    """``good`` or ``beginner,master``: one level for every computer, or each one's own."""
    levels = tuple(part.strip().lower() for part in text.split(","))
    wrong = [level for level in levels if level not in COMPUTER_LEVELS]
    if wrong or not levels:
        raise argparse.ArgumentTypeError(f"choose from {', '.join(COMPUTER_LEVELS)}")
    return levels


def add_online_arguments(parser: argparse.ArgumentParser) -> None:
    add_play_arguments(parser, online=True)  # the game's flags, those of a game at home hidden
    parser.add_argument(
        "--server",
        required=True,
        help="the server: ws://HOST:PORT or wss://HOST (TLS); several of one cluster: URL,URL",
    )
    parser.add_argument(
        "--cafile",
        metavar="FILE",
        help="with wss://, trust the certificates in FILE (PEM) instead of the system's",
    )
    parser.add_argument("--name", help="your name at the table (all but --tables)")
    what = parser.add_mutually_exclusive_group()
    what.add_argument("--create", action="store_true", help="create a table at once")
    what.add_argument("--join", metavar="CODE", help="join the table with this code")
    what.add_argument("--spectate", metavar="CODE", help="watch the table with this code")
    what.add_argument("--tables", action="store_true", help="print the public tables and end")
    what.add_argument(
        "--ratings", action="store_true", help="print the server's leaderboard and your rating"
    )
    parser.add_argument(
        "--json", action="store_true", help="with --tables or --ratings: one JSON object"
    )
    parser.add_argument(
        "--public", action="store_true", help="with --create: list the table in the lobby"
    )
    parser.add_argument(
        "--rated",
        action="store_true",
        help="with --create: the games count for the server's ratings (people only)",
    )
    parser.add_argument(
        "--seats", type=int_argument, default=2, help=f"with --create: 2 to {MAX_PLAYERS} seats"
    )
    parser.add_argument(
        "--computers",
        type=int_argument,
        default=0,
        help="with --create: how many seats computers play",
    )
    parser.add_argument(
        "--level",
        type=levels_argument,
        default=("good",),
        metavar="LEVEL[,LEVEL...]",
        help=f"with --create: the computers' level ({', '.join(COMPUTER_LEVELS)}), or one each,"
        " comma-separated",
    )
    parser.add_argument(
        "--spectators",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="with --create: whether others may watch",
    )
    parser.add_argument(
        "--away",
        choices=("off", "1", "2", "5"),
        default="2",
        help="with --create: minutes a seat may stay empty before a computer plays it",
    )
    parser.add_argument(
        "--turn-timer",
        choices=("off", "1", "2", "5"),
        default="off",
        help="with --create: minutes for each turn, then the computer ends it",
    )


def server_url(text: str) -> str:
    """``host:port`` or a ``ws://`` / ``wss://`` address, as the client library takes it; several
    servers of one cluster comma-separated, tried in turn."""
    urls = []
    for part in text.split(","):
        url = part.strip()
        if "://" not in url:
            url = f"ws://{url}"
        if not url.startswith(("ws://", "wss://")) or url.endswith("://"):
            raise UsageError(f"bad --server: {text!r}: use ws://HOST:PORT or wss://HOST")
        urls.append(url)
    return ",".join(urls)


def minutes(choice: str) -> int:
    """``off`` or a number of minutes, as the lobby's settings keep it (0: off)."""
    return 0 if choice == "off" else int(choice)


def online_plan(args: argparse.Namespace) -> OnlinePlan:
    """:raises UsageError: a flag that makes no sense online, a bad code or table."""
    for flag, value in (("--players", args.players), ("--seed", args.seed)):
        if value is not None:
            raise UsageError(f"{flag} is for a game at home; online the server deals")
    if args.dice != "random":
        raise UsageError("--dice physical is for a game at home")
    for flag, given in (("--resume", args.resume), ("--new", args.new)):
        if given:
            raise UsageError(f"{flag} is for a game at home; online the server keeps the game")
    name = clean_name(args.name or "")
    if not name:
        raise UsageError("--name is empty")
    code = "".join(ch for ch in (args.join or args.spectate or "") if ch not in " -._")
    if (args.join or args.spectate) and not (len(code) == CODE_DIGITS and code.isdigit()):
        raise UsageError(f"a table code has {CODE_DIGITS} digits")
    try:
        settings = TableSettings(
            seats=args.seats,
            computers=args.computers,
            level=args.level[-1],
            levels=args.level if len(args.level) > 1 else (),
            spectators=args.spectators,
            away=minutes(args.away),
            turn=minutes(args.turn_timer),
            public=args.public,
            rated=args.rated,
            rules=args.rules or suggested_rules(choose_language(args.lang))[0],
        )
    except ValueError as error:
        raise UsageError(str(error)) from None
    action = (
        "create" if args.create else "join" if args.join else "spectate" if args.spectate else None
    )
    url = server_url(args.server)
    if args.cafile is not None:
        check_cafile(args.cafile, url)
    return OnlinePlan(url, name, action, code, settings, cafile=args.cafile, key=server_key(url))


def check_cafile(path: str, url: str) -> None:
    """:raises UsageError: ``--cafile`` without ``wss://``, or a file that holds no certificate."""
    if not url.startswith("wss://"):
        raise UsageError("--cafile is for a wss:// server")
    try:
        ssl.create_default_context(cafile=path)
    except (OSError, ssl.SSLError) as error:
        reason = error.strerror if isinstance(error, OSError) and error.strerror else error
        raise UsageError(f"--cafile {path}: {reason}") from None
