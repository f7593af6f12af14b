"""What an online player hears of other people's turns and of the turn timer.

:class:`TurnWatch` adds to the game's announcements what only online needs: "Bob's turn" with the
other-turn cue when another person's turn starts (detailed says it already), their holds only at
detailed (their rolls follow the one rule of anyone not at this keyboard, as a computer's do at
home: ``game-rolled``); and the turn timer the server sends (``net.protocol.TurnClock``): warnings
at 30 and 10 seconds left for the player whose turn it is, and the time left for ``t``; paused
while the server is away (no warning beside "Not connected") and going on where it was once back.
"""

from __future__ import annotations

import asyncio
import math
from collections.abc import Sequence
from typing import Protocol

from talking_yahtzee.core.events import Event, HoldChanged, TurnStarted
from talking_yahtzee.core.text import clean_name
from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.messages.phrases import yes
from talking_yahtzee.net.client import Client
from talking_yahtzee.net.protocol import TurnClock
from talking_yahtzee.sound import Sound
from talking_yahtzee.ui.host import GameView, Voice

WARNINGS = (30, 10)
"""Seconds left in a turn when its player is warned."""


class TurnsHost(Voice, GameView, Protocol):
    """What other people's turns and the timer need of the controller: speaking, the game."""


class TurnWatch:
    """Other people's turns and the turn timer, for one online table."""

    def __init__(self, host: TurnsHost, client: Client) -> None:
        self.host = host
        self.client = client
        self.deadline: float | None = None
        """When the running turn's time is up, in the event loop's clock."""
        self.turn: tuple[int, int] | None = None
        """The (seat, round) the clock runs for."""
        self.handles: list[asyncio.TimerHandle] = []
        self.paused: tuple[tuple[int, int], float] | None = None
        """While the server is away: the turn and the seconds its timer had left."""

    # -- other people's turns

    def another_person(self, seat: int) -> str | None:
        """The name at ``seat`` if another person (not a computer) plays it, else None."""
        state = self.client.state
        if seat == self.client.seat or state is None or not 0 <= seat < len(state.seats):
            return None
        spec = state.seats[seat]
        if spec.kind != "person" or spec.stand_in:
            return None
        return clean_name(spec.name)

    def heard(self, seat: int, events: Sequence[Event]) -> tuple[Event, ...]:
        """The events announced: the holds of anyone not at this keyboard (another person, a
        computer, a stand-in) only at the detailed level, as at home; below it "Die 3, five,
        held." would sound like the listener's own dice."""
        if self.host.prefs.verbosity == "detailed" or seat == self.client.seat:
            return tuple(events)
        return tuple(e for e in events if not isinstance(e, HoldChanged))

    def lines(self, events: Sequence[Event]) -> list[Msg]:
        """What online adds: whose turn starts (after the announcer's other-turn cue)."""
        if self.host.prefs.verbosity == "detailed":
            return []  # the announcer's own lines for another's turn say it at this level
        said: list[Msg] = []
        for event in events:
            if isinstance(event, TurnStarted):
                name = self.another_person(event.player)
                if name is not None:
                    said.append(Msg("online-turn", player=name))
        return said

    # -- the turn timer

    def started(self, clock: TurnClock) -> None:
        """The server started a turn's timer (or told it again, back after a drop): warn this
        player at 30 and 10 seconds left. A paused one (the person to move is away) stands
        still until the server says it goes on."""
        if clock.paused:
            self.stop()
            self.paused = ((clock.seat, clock.round), clock.seconds)
            return
        self.run((clock.seat, clock.round), clock.seconds)

    def run(self, turn: tuple[int, int], seconds: float) -> None:
        self.stop()
        loop = asyncio.get_running_loop()
        self.deadline = loop.time() + seconds
        self.turn = turn
        if turn[0] != self.client.seat:
            return
        for left in WARNINGS:
            if seconds > left:
                self.handles.append(loop.call_later(seconds - left, self.warn, left, self.turn))

    def pause(self) -> None:
        """The server is away: no warning while nobody can play, the time left kept."""
        if self.deadline is None or self.turn is None:
            return
        left = max(0.0, self.deadline - asyncio.get_running_loop().time())
        turn = self.turn
        self.stop()
        self.paused = (turn, left)

    def resume(self) -> None:
        """Back at the table: the timer goes on where it was paused, for the same turn (the
        server's own clock, when it sends one, replaces it: ``started``)."""
        paused, self.paused = self.paused, None
        game = self.client.game
        if paused is None or game is None or game.is_over:
            return
        turn, left = paused
        if (game.current, game.round) == turn:
            self.run(turn, left)

    def running(self) -> bool:
        """Whether the clock is for the turn being played now."""
        game = self.client.game
        return (
            self.deadline is not None
            and game is not None
            and not game.is_over
            and (game.current, game.round) == self.turn
        )

    def warn(self, left: int, turn: tuple[int, int]) -> None:
        if self.turn == turn and self.running() and self.client.my_turn():
            self.host.say(Msg("online-clock-warning", seconds=left), sound=Sound.YOUR_TURN)

    def said(self) -> list[Msg]:
        """``t``: the seconds left in the turn, when a timer runs for it."""
        if not self.running():
            return []
        assert self.deadline is not None and self.turn is not None
        left = max(0, math.ceil(self.deadline - asyncio.get_running_loop().time()))
        mine = self.turn[0] == self.client.seat
        return [Msg("online-clock-left", seconds=left, mine=yes(mine))]

    def stop(self) -> None:
        for handle in self.handles:
            handle.cancel()
        self.handles.clear()
        self.deadline = self.turn = self.paused = None
