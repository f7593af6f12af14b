"""The ``yahtzee review`` command: how everyone played a recorded game, as lines or JSON.

The record (``yahtzee --record FILE``, docs/record.md) is read back and replayed through the rules
(``store.replay``), then analysed (``advisor.skill``). The lines are the ones the game says at its
end (locales/*/skill.ftl): each player's line, the details, the costliest choices; ``--json``
prints the fields documented in docs/record.md ("How everyone played").
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from talking_yahtzee.advisor.skill import Skill, analyse
from talking_yahtzee.cli.args import Subparsers, fail
from talking_yahtzee.cli.stats import printable
from talking_yahtzee.core.game import Player
from talking_yahtzee.core.text import quote
from talking_yahtzee.messages.i18n import LANGUAGES, Localizer, Msg, choose_language
from talking_yahtzee.messages.skill import choice_lines, details, end_line, no_costly_choice
from talking_yahtzee.store.parsing import BrokenFile
from talking_yahtzee.store.replay import read_game_record

FORMAT = 1


def add_parser(subparsers: Subparsers) -> None:
    """Add ``review`` to the ``yahtzee`` command's subparsers."""
    parser = subparsers.add_parser(
        "review",
        help="how everyone played a recorded game: the dice's luck, the points lost, the "
        "costliest choices",
        description="Read a game record (written with --record) and say how each player "
        "played: the expected score of the best play, the dice's luck, the points lost by the "
        "choices and the costliest of them (docs/strategy.md, docs/record.md).",
    )
    parser.add_argument("record", metavar="RECORD", help="a game record (JSON, docs/record.md)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--lang", choices=LANGUAGES, help="language of the lines (default: system)")
    parser.set_defaults(handler=run_review)


def run_review(args: argparse.Namespace) -> int:
    path = Path(args.record)
    try:
        recorded = read_game_record(path)
    except BrokenFile as error:
        fail(f"not a game record this game can read ({error}): {quote(str(path))}")
    except OSError as error:
        fail(f"cannot read the record ({error.strerror or error}): {quote(str(path))}")
    game = recorded.game
    skills = analyse(game.rules, len(game.players), game.turns, recorded.aims)
    if args.json:
        payload = {
            "format": FORMAT,
            "rules": game.rules.name,
            "finished": game.is_over,
            "players": [_seat_json(p, s) for p, s in zip(game.players, skills, strict=True)],
        }
        sys.stdout.write(json.dumps(payload, ensure_ascii=False) + "\n")
        return 0
    localizer = Localizer(choose_language(args.lang))
    messages: list[Msg] = []
    for player, skill in zip(game.players, skills, strict=True):
        messages += review_messages(player.name, skill)
    sys.stdout.write("\n".join(printable(localizer.format(m)) for m in messages) + "\n")
    return 0


def review_messages(name: str, skill: Skill) -> list[Msg]:
    """A seat's line, its details, then every one of its costliest choices."""
    said = [end_line(skill, name, own=False), *details(skill, name, own=False)]
    costly = skill.costliest()
    if not costly:
        return [*said, no_costly_choice(name, own=False)]
    for rank, choice in enumerate(costly, 1):
        said += choice_lines(choice, rank, len(costly), name, own=False)
    return said


def _seat_json(player: Player, skill: Skill) -> dict[str, Any]:
    seat: dict[str, Any] = {"name": player.name, "kind": player.kind.value}
    if player.level:
        seat["level"] = player.level
    return seat | skill.to_json()


__all__ = ["add_parser", "review_messages", "run_review"]
