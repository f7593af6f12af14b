"""``yahtzee online --server URL --tables [--json]``: the server's public tables, for scripts;
``--ratings [--json]``: its leaderboard and the player's own rating (issue 41).

The lines are the messages the game speaks (locales/*/online.ftl); ``--json`` prints one object:
``{"format": 1, "tables": [...], "people": [...]}`` with the fields of docs/protocol.md's
``lobby`` message, or ``{"format": 1, "players": [...], "own": {...} or null}`` with those of its
``ratings`` message. A server that cannot be reached is said in one line on stderr (exit 1).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys

import msgspec
from websockets.exceptions import InvalidHandshake, InvalidURI

from talking_yahtzee.core.text import write_line
from talking_yahtzee.messages.i18n import Localizer, Msg, choose_language
from talking_yahtzee.net.client import JoinRefused
from talking_yahtzee.net.dial import tls_context
from talking_yahtzee.net.lobby_client import fetch_ratings, fetch_tables
from talking_yahtzee.store.keys import server_key
from talking_yahtzee.ui.online_ratings import board_lines, own_rating
from talking_yahtzee.ui.online_words import cannot_connect
from talking_yahtzee.ui.table_plan import table_line

FAILURES = (OSError, TimeoutError, InvalidURI, InvalidHandshake, JoinRefused, msgspec.DecodeError)


def run_tables(args: argparse.Namespace, server: str) -> int:
    localizer = Localizer(choose_language(args.lang))
    try:
        tls = tls_context(server, getattr(args, "cafile", None))
        state = asyncio.run(fetch_tables(server, tls=tls))
    except FAILURES as error:
        write_line(sys.stderr, localizer.format(cannot_connect(server, error)))
        return 1
    if args.json:
        payload = {"format": 1, **msgspec.to_builtins(state)}
        payload.pop("type", None)
        sys.stdout.write(json.dumps(payload, ensure_ascii=False) + "\n")
        return 0
    lines = [table_line(t) for t in state.tables] or [Msg("online-tables-none")]
    for message in lines:
        write_line(sys.stdout, localizer.format(message))
    return 0


def run_ratings(args: argparse.Namespace, server: str) -> int:
    """The leaderboard, best first, then the player's own rating (by their key for the server)."""
    localizer = Localizer(choose_language(args.lang))
    try:
        tls = tls_context(server, getattr(args, "cafile", None))
        ratings = asyncio.run(fetch_ratings(server, key=server_key(server), tls=tls))
    except FAILURES as error:
        write_line(sys.stderr, localizer.format(cannot_connect(server, error)))
        return 1
    if args.json:
        payload = {"format": 1, **msgspec.to_builtins(ratings)}
        payload.pop("type", None)
        sys.stdout.write(json.dumps(payload, ensure_ascii=False) + "\n")
        return 0
    for message in [*board_lines(ratings.players), own_rating(ratings.own)]:
        write_line(sys.stdout, localizer.format(message))
    return 0
