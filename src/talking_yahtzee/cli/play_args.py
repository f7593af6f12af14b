"""The game's command-line flags (``yahtzee play``) and the ``--players`` list they name.

Read by :mod:`talking_yahtzee.cli.app`, which merges them with the settings file.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from talking_yahtzee.core.rules import RULE_SETS
from talking_yahtzee.core.state import COMPUTER_LEVELS, MAX_PLAYERS, Player, PlayerKind
from talking_yahtzee.core.text import (
    clean_name,
    duplicate_name,
    int_argument,
    number_argument,
    quote,
)
from talking_yahtzee.messages.i18n import LANGUAGES
from talking_yahtzee.speech import SPEECH_MODES
from talking_yahtzee.store.settings import (
    DICE_ORDER_CHOICES,
    HOLD_MODE_CHOICES,
    SOUND_SWITCH_CHOICES,
)
from talking_yahtzee.store.settings import VERBOSITY_CHOICES as VERBOSITIES

__all__ = ["PlayerSpecError", "add_play_arguments", "parse_players"]


class PlayerSpecError(ValueError):
    """A --players entry that cannot be understood."""


def parse_players(text: str) -> list[Player]:
    """Players from ``"Ann,Bob,Robo:expert,Blue=Cy+Di"``.

    ``Name`` is a person; ``Name:computer`` or ``Name:LEVEL`` (beginner, good, expert, master) a
    computer player; ``Team=A+B`` partners sharing one card, taking turns to roll. Names pass the
    text boundary (:func:`~talking_yahtzee.core.text.clean_name`); a name given twice is refused.
    """
    players: list[Player] = []
    for raw in text.split(","):
        entry = raw.strip()
        if not entry:
            continue
        if "=" in entry:
            name, _, members = entry.partition("=")
            names = tuple(clean_name(m) for m in members.split("+") if clean_name(m))
            if not clean_name(name) or not names:
                raise PlayerSpecError(f"bad team {quote(entry)}: use Team=Ann+Bob")
            players.append(Player(clean_name(name), members=names))
            continue
        name, _, kind = entry.partition(":")
        kind = kind.strip().lower()
        if not clean_name(name):
            raise PlayerSpecError(f"bad player {quote(entry)}")
        if not kind or kind == "human":
            players.append(Player(clean_name(name)))
        elif kind == "computer" or kind in COMPUTER_LEVELS:
            level = "good" if kind == "computer" else kind
            players.append(Player(clean_name(name), PlayerKind.COMPUTER, level))
        else:
            raise PlayerSpecError(
                f"bad player kind {quote(kind)}: human, computer, {', '.join(COMPUTER_LEVELS)}"
            )
    if not players:
        raise PlayerSpecError("no players named")
    if len(players) > MAX_PLAYERS:
        raise PlayerSpecError(f"at most {MAX_PLAYERS} players")
    twice = duplicate_name([n for p in players for n in (p.name, *p.members)])
    if twice is not None:
        raise PlayerSpecError(f"two players are named {quote(twice)}: give each a different name")
    return players


HOME_ONLY = ("--players", "--seed", "--dice", "--resume", "--new")
"""The flags of a game at home, which mean nothing online (the server deals and keeps the game):
``yahtzee online`` takes them only to refuse them with a reason, and its help leaves them out."""


def add_play_arguments(parser: argparse.ArgumentParser, *, online: bool = False) -> None:
    """The game's flags; ``online``: those of :data:`HOME_ONLY` hidden from the help."""

    def home(text: str) -> str:
        return argparse.SUPPRESS if online else text

    parser.add_argument(
        "--players",
        help=home(
            'skip the setup: "Ann,Bob" people, "Robo:expert" a computer '
            f"({', '.join(COMPUTER_LEVELS)}), " + '"Blue=Cy+Di" partners'
        ),
    )
    parser.add_argument(
        "--seed", type=int_argument, help=home("seed the dice: the same seed, the same game")
    )
    parser.add_argument(
        "--rules",
        choices=sorted(RULE_SETS),
        help="the table's rule set (default: the one suggested for your language)"
        if online
        else "the rule set (default: the setup asks, suggesting one for your language; "
        "official with --players)",
    )
    parser.add_argument(
        "--dice",
        choices=("random", "physical"),
        default="random",
        help=home("physical: type the values you rolled on real dice"),
    )
    parser.add_argument("--speech", choices=SPEECH_MODES, help="where speech goes")
    parser.add_argument("--lang", help="language: " + ", ".join(LANGUAGES))
    parser.add_argument("--voice", help="text-to-speech voice name")
    parser.add_argument("--rate", type=int_argument, help="text-to-speech words per minute")
    parser.add_argument("--volume", type=number_argument, help="text-to-speech volume, 0 to 1")
    parser.add_argument(
        "--sounds", choices=SOUND_SWITCH_CHOICES, help="sound effects beside the speech"
    )
    parser.add_argument(
        "--sound-volume",
        type=number_argument,
        dest="sound_volume",
        help="sound effects volume, 0 to 1",
    )
    parser.add_argument("--verbosity", choices=VERBOSITIES)
    parser.add_argument("--hold-mode", choices=HOLD_MODE_CHOICES, dest="hold_mode")
    parser.add_argument(
        "--dice-order",
        choices=DICE_ORDER_CHOICES,
        dest="dice_order",
        help="read rolls in position order, sorted, or grouped (two fives and a three)",
    )
    parser.add_argument(
        "--pace",
        type=number_argument,
        help="seconds between a computer player's steps (0: no pause)",
    )
    parser.add_argument(
        "--coach",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="say what each choice cost in expected points",
    )
    parser.add_argument(
        "--plain",
        action="store_true",
        help="one line per announcement (the default when a screen reader is running)",
    )
    parser.add_argument(
        "--full-screen",
        action="store_true",
        dest="full_screen",
        help="the full-screen board even when a screen reader is running",
    )
    parser.add_argument("--transcript", type=Path, help="also write every spoken line to FILE")
    parser.add_argument("--record", type=Path, help="write the game record (JSON) to FILE")
    parser.add_argument(
        "--undo",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="U and Ctrl+Z take back a hold or a scoring (--no-undo for competitive games)",
    )
    parser.add_argument(
        "--roll-guard",
        action=argparse.BooleanOptionalAction,
        default=None,
        dest="roll_guard",
        help=(
            "ignore a roll key pressed again at once; ask before rolling away a made hand;"
            " take no choice in the moment a game ends"
        ),
    )
    # Online both are hidden, outside a group: argparse cannot lay out a group it hides.
    resume = parser if online else parser.add_mutually_exclusive_group()
    resume.add_argument(
        "--resume", action="store_true", help=home("resume the unfinished game without asking")
    )
    resume.add_argument(
        "--new",
        action="store_true",
        help=home("start a new game; an unfinished one is kept until this one's first score"),
    )
    parser.add_argument(
        "--save-settings",
        action="store_true",
        help="keep these options as your defaults in the settings file",
    )
