"""The ratings in words (issue 41): after a game online, in the lobby (R) and ``--ratings``.

After a game: how everyone played (``ui.skill``), then the ratings after it, or why a rated
table's game did not count; in the lobby: the player's own rating, then the best players; the
whole leaderboard for ``yahtzee online --ratings``.
"""

from __future__ import annotations

from collections.abc import Sequence

from talking_yahtzee.core.text import clean_name
from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.net.protocol import GameSkills, Ratings
from talking_yahtzee.net.wire_skill import RatingEntry

TOP = 3
"""The best players the lobby's key says after the player's own rating."""


def rating_msg(entry: RatingEntry, *, own: bool) -> Msg:
    """A seat's rating after a rated game: "Your rating is now 1043, up 43, rank 3 of 12." """
    direction = "up" if entry.change > 0 else "down" if entry.change < 0 else "same"
    return Msg(
        "skill-rating",
        own="yes" if own else "no",
        name=clean_name(entry.name),
        rating=entry.rating,
        change=abs(entry.change),
        direction=direction,
        rank=entry.rank,
        ranked=entry.ranked,
    )


def game_rated(skills: GameSkills, seat: int | None) -> list[Msg]:
    """After everyone's line: the ratings, the listener's first; or why a rated table's game
    did not count (a practice table is not told so after every game)."""
    if skills.rated == "practice":
        return []
    if skills.rated != "rated":
        return [Msg("skill-unrated", reason=skills.rated)]
    order = sorted(range(len(skills.ratings)), key=lambda s: s != seat)
    return [
        rating_msg(entry, own=index == seat)
        for index in order
        if (entry := skills.ratings[index]) is not None
    ]


def own_rating(entry: RatingEntry | None) -> Msg:
    """The player's own rating on the server, or that they have none yet."""
    if entry is None:
        return Msg("online-rating-none")
    return Msg(
        "online-rating-own",
        rating=entry.rating,
        rank=entry.rank,
        ranked=entry.ranked,
        games=entry.games,
    )


def board_lines(players: Sequence[RatingEntry]) -> list[Msg]:
    """The leaderboard, a line a player: "1. Ann, 1043, 7 games." """
    if not players:
        return [Msg("online-ratings-none")]
    return [
        Msg(
            "online-ratings-line",
            rank=p.rank,
            name=clean_name(p.name),
            rating=p.rating,
            games=p.games,
        )
        for p in players
    ]


def lobby_lines(ratings: Ratings, *, top: int = TOP) -> list[Msg]:
    """The lobby's R: the player's own rating, then the server's best few players."""
    return [own_rating(ratings.own), *board_lines(ratings.players[:top])]


__all__ = ["board_lines", "game_rated", "lobby_lines", "own_rating", "rating_msg"]
