"""Computer players' turns, step by step: the clock between steps, hurrying (Space); and how long
a line takes to say, for the lines a key cuts (``ui.unheard``)."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Iterator
from typing import Protocol

from talking_yahtzee.ui.config import Preferences
from talking_yahtzee.ui.host import Clock, EndingPart, ForgivingPart, Spawn, TablePart

__all__ = ["Clock", "ComputerTurns", "PacingHost", "RealClock"]
"""``Clock`` is declared in ``ui.host`` (the host's computers have one) and named here too."""


WORDS_PER_MINUTE = 175
"""The speaking rate assumed: the game's own voice's default, and about Orca's through
speech-dispatcher with espeak-ng at their defaults (issue 42 measured 3.5 to 8.5 s for a roll)."""
SENTENCE_PAUSE = 0.35
"""Seconds a voice pauses at the end of a sentence (and of a line)."""
COMMA_PAUSE = 0.15


def speaking_seconds(text: str, words_per_minute: float = WORDS_PER_MINUTE) -> float:
    """About how long ``text`` takes to say: its words at the rate, digits one word each ("5, 4,
    2" is three), and the pauses at commas and at the ends of sentences."""
    words = len(text.split())
    sentences = max(1, sum(text.count(mark) for mark in ".!?"))
    return (
        words * 60.0 / words_per_minute + sentences * SENTENCE_PAUSE + text.count(",") * COMMA_PAUSE
    )


class RealClock:
    """Waits the given seconds, or less when woken (a person pressed Space to hurry)."""

    def now(self) -> float:
        return time.monotonic()

    async def pause(self, seconds: float, wake: asyncio.Event) -> None:
        if seconds <= 0:
            await asyncio.sleep(0)
            return
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(wake.wait(), seconds)


class PacingHost(Protocol):
    """What the computers' turns need of the controller: the pace, the table that plays them,
    the ending (a quit stops them), the autosave, and the event loop."""

    @property
    def prefs(self) -> Preferences: ...

    @property
    def spawn(self) -> Spawn | None: ...

    @property
    def table(self) -> TablePart: ...

    @property
    def ending(self) -> EndingPart: ...

    @property
    def forgiving(self) -> ForgivingPart: ...

    def on_change(self) -> None: ...


class ComputerTurns:
    """Plays the computer players' turns through the table, each step spoken, with the pace's
    pause between steps (the moves themselves are the engine's: ``engine.table``)."""

    def __init__(self, host: PacingHost, clock: Clock) -> None:
        self.host = host
        self.clock = clock
        self.hurry = asyncio.Event()
        self.running = False

    def start(self) -> None:
        """Let the computer players play: at once with no pace, else step by step in the loop."""
        if self.running:
            return
        steps = self.steps()
        self.running = True
        if self.host.prefs.pace <= 0 or self.host.spawn is None:
            try:
                for _ in steps:
                    pass
            finally:
                self.running = False
            return

        async def paced() -> None:
            try:
                for _ in steps:
                    await self.pause()
            finally:
                self.running = False
                self.host.on_change()

        self.host.spawn(paced)

    def steps(self) -> Iterator[None]:
        """Play every computer move in a row; each yield is a pause for people to follow."""
        host, table = self.host, self.host.table
        while table.computer_to_move() and not host.ending.quit_requested:
            yield
            if not table.play_computer():
                return
            host.forgiving.autosave(computer_step=True)

    async def pause(self) -> None:
        self.hurry.clear()
        await self.clock.pause(self.host.prefs.pace, self.hurry)
