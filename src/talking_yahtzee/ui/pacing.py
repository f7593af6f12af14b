"""Computer players' turns, step by step: the clock between steps, hurrying, their dice."""

from __future__ import annotations

import asyncio
import contextlib
import random
import time
from collections.abc import Iterator
from dataclasses import replace

from talking_yahtzee.advisor.opponents import (
    MasterOpponent,
    Opponent,
    Reroll,
    ScoreIn,
    cards_after,
    opponent,
)
from talking_yahtzee.core.dice import RandomDice
from talking_yahtzee.core.game import Command, Roll, ScoreBox, SetHeld
from talking_yahtzee.core.rules import Scorecard
from talking_yahtzee.sound import ThinkingCue
from talking_yahtzee.ui.host import Clock, Host

__all__ = ["Clock", "ComputerTurns", "RealClock"]
"""``Clock`` is declared in ``ui.host`` (the host's computers have one) and named here too."""


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


class ComputerTurns:
    """Plays the computer players' turns, each step spoken, with the pace's pause between steps."""

    def __init__(self, host: Host, clock: Clock, seed: int | None) -> None:
        self.host = host
        self.clock = clock
        self.rng = random.Random(seed)
        self.dice = RandomDice(None if seed is None else seed + 1)
        """Computers' values when the table plays with physical dice."""
        self.opponents: dict[int, Opponent] = {}
        self.hurry = asyncio.Event()
        self.running = False

    def new_game(self) -> None:
        self.opponents = {}

    def opponent_for(self, player: int) -> Opponent:
        if player not in self.opponents:
            level = self.host.game_.players[player].level or "good"
            if level == MasterOpponent.level:
                self.opponents[player] = MasterOpponent(lambda: self.others(player))
            else:
                self.opponents[player] = opponent(level, random.Random(self.rng.random()))
        return self.opponents[player]

    def others(self, player: int) -> list[Scorecard]:
        """The other players' cards as the game stands, in play order after ``player``."""
        game = self.host.game
        return [] if game is None else cards_after(game.cards, player)

    def start(self) -> None:
        """Let the computer players play: at once with no pace, else step by step in the loop."""
        if self.running:
            return
        steps = self.steps()
        if self.host.prefs.pace <= 0 or self.host.spawn is None:
            for _ in steps:
                pass
            return
        self.running = True

        async def paced() -> None:
            try:
                for _ in steps:
                    await self.pause()
            finally:
                self.running = False
                self.host.on_change()

        self.host.spawn(paced)

    def steps(self) -> Iterator[None]:
        """Play every computer turn in a row; each yield is a pause for people to follow."""
        host = self.host
        while (
            host.game is not None
            and not host.game.is_over
            and host.game.player.is_computer
            and host.game.first_roll_pending is None
            and not host.ending.quit_requested
        ):
            game = host.game
            player = game.current
            brain = self.opponent_for(player)
            yield
            if not game.turn.has_rolled:
                self.apply(Roll(self.roll()))
                continue
            with ThinkingCue(host.sound):
                decision = brain.decide(game.card, game.turn, game.rules)
            if isinstance(decision, Reroll) and game.turn.rolls_left > 0:
                dice = game.turn.dice
                assert dice is not None
                kept = [dice[p] for p in sorted(decision.held)]
                held = game.apply(SetHeld(decision.held))
                host.announce(held, interrupt=False, messages=host.announcer_.keeps(player, kept))
                yield
                self.apply(Roll(self.roll()))
            else:
                if isinstance(decision, ScoreIn):
                    category = decision.category
                else:
                    category = game.options()[0].category
                self.apply(ScoreBox(category))

    def roll(self) -> tuple[int, ...] | None:
        """The values of a computer's roll with physical dice; None lets the game roll."""
        game = self.host.game_
        if not game.needs_dice_values:
            return None
        return self.dice.roll(len(game.turn.free_positions))

    def apply(self, command: Command) -> None:
        host = self.host
        game = host.game_
        if isinstance(command, Roll) and command.values is None and game.needs_dice_values:
            command = replace(command, values=self.roll())
        player = game.current
        events = game.apply(command)
        host.forgiving.applied(command, player, done=True)
        host.announce(events, interrupt=False)
        host.ending.after_events(events)
        host.forgiving.autosave(computer_step=True)

    async def pause(self) -> None:
        self.hurry.clear()
        await self.clock.pause(self.host.prefs.pace, self.hurry)
