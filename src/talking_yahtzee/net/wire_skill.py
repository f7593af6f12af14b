"""How everyone played and the ratings, on the wire (issue 41; ``net.protocol`` re-exports these).

At a game's end the server sends ``skills``: every seat's game as ``advisor.skill`` splits it
(the start value, each roll's luck, each choice's loss: the analysis's own dataclasses, so a
client has the very values the home game has), whether the game counted for the ratings and why
not, and each rated person's rating after it. ``ratings`` asks for the server's leaderboard and
gets it back. A rating is OpenSkill's (Plackett-Luce) ``mu - 3 sigma``, shown as
``1000 + 40 (mu - 3 sigma)`` (:data:`SHOWN_BASE`, :data:`SHOWN_SCALE`): a new player shows 1000.
"""

from __future__ import annotations

from typing import Final, Literal

import msgspec

from talking_yahtzee.advisor.skill import Skill
from talking_yahtzee.net.wire_message import Message

SHOWN_BASE: Final = 1000
SHOWN_SCALE: Final = 40
LEADERBOARD: Final = 100
"""The most players a leaderboard lists."""

Unrated = Literal["rated", "practice", "computers", "stand-in", "store"]
"""Whether a game counted: ``rated``, or why not: a practice table (not rated by its host), a
computer seat, a computer that played for a person (away, removed, timed out), or the store
failed. A game ended before its last box is never analysed nor rated."""


def shown(ordinal: float) -> int:
    """A rating as players see it: ``1000 + 40 (mu - 3 sigma)``, whole."""
    return SHOWN_BASE + round(SHOWN_SCALE * ordinal)


class RatingEntry(msgspec.Struct, forbid_unknown_fields=True):
    """A player's rating on this server: ``rating`` as shown, ``rank`` among the ``ranked``
    players who played a rated game, and the rated games played."""

    name: str
    rating: int
    rank: int
    ranked: int
    games: int
    change: int = 0
    """In a ``skills`` message: the change this game made."""


class ListRatings(Message, tag="ratings"):
    """The server's leaderboard (``yahtzee online --ratings``, the lobby's key): with the
    player's key, their own rating too."""

    version: int
    key: str | None = None


class Ratings(Message, tag="ratings"):
    """The server's leaderboard, its best players first (at most :data:`LEADERBOARD`), and the
    asking player's own rating (null without a key, or before a rated game)."""

    players: list[RatingEntry]
    own: RatingEntry | None = None


class GameSkills(Message, tag="skills"):
    """A game just ended: how every seat played (in seat order), whether it was rated, and
    each rated seat's rating after it (null for the others)."""

    skills: list[Skill]
    rated: Unrated = "practice"
    ratings: list[RatingEntry | None] = msgspec.field(default_factory=list)


__all__ = [
    "LEADERBOARD",
    "SHOWN_BASE",
    "SHOWN_SCALE",
    "GameSkills",
    "ListRatings",
    "RatingEntry",
    "Ratings",
    "Unrated",
    "shown",
]
