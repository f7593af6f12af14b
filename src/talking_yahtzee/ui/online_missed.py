"""What an online player missed: the moves since their own last move, said in detail on a key.

:class:`Missed` keeps the server's updates after this seat's last move of its own (a spectator's
since they came, the latest ones): those a returning player's welcome lists, those a reconnection
brings, and those heard since. ``z`` says them at the detailed level whatever the player's
verbosity (issue 32: "what you missed, at your verbosity, with more on a key").
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from typing import Protocol

from talking_yahtzee.core.events import DiceRolled, HoldChanged, Scored
from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.net.protocol import Undone, Update, events_of
from talking_yahtzee.ui.host import GameView, Voice

KEPT = 40
"""Moves kept: a round of six players' rolls, holds and scores."""
MOVES = (DiceRolled, HoldChanged, Scored)
"""Events of a move of the player's own (starting the game is none)."""


class MissedHost(Voice, GameView, Protocol):
    """What saying the moves missed needs of the controller: speaking, the game."""


class Missed:
    """The moves since this seat's own last move, oldest first."""

    def __init__(self, host: MissedHost) -> None:
        self.host = host
        self.moves: deque[Update] = deque(maxlen=KEPT)
        self.since = "came"
        """``move`` once this player has moved (or came back to a seat), else ``came``."""

    def clear(self, since: str = "came") -> None:
        self.moves.clear()
        self.since = since

    def add(self, moves: Iterable[Update | Undone], seat: int | None) -> None:
        """Moves heard (or missed while away): this seat's own move starts the count afresh."""
        for move in moves:
            if not isinstance(move, Update):
                continue  # a take-back: the move it took back stays told
            mine = seat is not None and move.seat == seat and move.actor == "person"
            if mine and any(isinstance(e, MOVES) for e in events_of(move)):
                self.clear("move")
            else:
                self.moves.append(move)

    def say(self) -> None:
        """``z``: every move since, as the detailed level tells them."""
        host = self.host
        if host.game is None or not self.moves:
            host.say(Msg("online-missed-none", since=self.since))
            return
        lines = [Msg("online-missed-recap", since=self.since)]
        for move in self.moves:
            lines += host.announcer_.events(events_of(move))
        localizer = host.localizer
        level, localizer.verbosity = localizer.verbosity, "detailed"
        try:
            host.say(lines)
        finally:
            localizer.verbosity = level
