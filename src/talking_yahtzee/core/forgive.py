"""Forgiving play, as rules without I/O or text: which roll keys to guard, what undo may take back.

:class:`RollGuard` ignores a roll key that comes too soon after the previous one (a double tap,
key repeat) and asks for a second press before rolling away a made hand with nothing held.
:class:`UndoStack` is the policy of undo: a person may take back their own hold changes and
scorings made since the last roll, never a roll, so undo can never buy new dice; the game keeps
the steps themselves (``Game.undo``). The interface feeds both and speaks their answers
(``messages.forgiving`` turns them into messages).
"""

from __future__ import annotations

import enum
import logging
from dataclasses import dataclass
from typing import Any

from talking_yahtzee.core.game import (
    Command,
    Game,
    ScoreBox,
    SetHeld,
    ToggleHold,
)
from talking_yahtzee.core.rules import Category, Scorecard, Turn

log = logging.getLogger(__name__)

ROLL_INTERVAL = 0.3
"""Seconds: a roll key sooner than this after the previous roll key is a stray (double tap, key
repeat). Deliberate taps of one key by people are rarely under 0.3 s apart, and a deliberate second
roll comes only after hearing the first."""

GUARDED = (
    Category.YAHTZEE,
    Category.YATZY,
    Category.LARGE_STRAIGHT,
    Category.SMALL_STRAIGHT,
    Category.FULL_HOUSE,
)
"""Made hands worth a second press before rolling all five dice again, best first (those the
game's rules have a box for); the hand is named by its box's id with dashes."""


class Verdict(enum.Enum):
    ROLL = "roll"
    TOO_SOON = "too-soon"
    CONFIRM = "confirm"


@dataclass(frozen=True, slots=True)
class RollCheck:
    verdict: Verdict
    combo: str | None = None
    """For CONFIRM: yahtzee (or yatzy), large-straight, small-straight or full-house."""


class RollGuard:
    """Decides what a roll key does. Both guards can be turned off."""

    def __init__(
        self, *, debounce: bool = True, confirm: bool = True, interval: float = ROLL_INTERVAL
    ) -> None:
        self.debounce = debounce
        self.confirm = confirm
        self.interval = interval
        self._last_key: float | None = None
        self.asked: str | None = None
        """The made hand a roll key asked about (the next roll key rolls), if any."""

    def roll_key(self, game: Game, now: float) -> RollCheck:
        """A roll key pressed at ``now`` (seconds, any monotonic clock): roll, ignore, or ask."""
        last, self._last_key = self._last_key, now
        if self.debounce and last is not None and now - last < self.interval:
            return RollCheck(Verdict.TOO_SOON)
        if self.confirm and self.asked is None:
            combo = made_hand(game.card, game.turn)
            if combo is not None:
                self.asked = combo
                return RollCheck(Verdict.CONFIRM, combo)
        self.asked = None
        return RollCheck(Verdict.ROLL)

    def other_key(self) -> None:
        """Any other key cancels a question asked by the roll key."""
        self.asked = None


def made_hand(card: Scorecard, turn: Turn) -> str | None:
    """The made hand that rolling all five dice now would throw away, if its box is still useful.

    Only with nothing held and a roll left. A Yahtzee counts while its box is open or holds 50 (a
    bonus is possible); the other hands only while their box is open.
    """
    dice = turn.dice
    rules = card.rules
    if dice is None or turn.held or not turn.can_roll():
        return None
    for category in GUARDED:
        if not rules.has(category) or not rules.points(category, dice):
            continue
        box = card[category]
        if box is None or card.yahtzee_bonus_for(dice):
            return category.value.replace("_", "-")
    return None


# --------------------------------------------------------------------------------------------------
# Undo
# --------------------------------------------------------------------------------------------------


class UndoRefused(Exception):
    """Undo is not possible now; ``reason`` names why (the message id's last part)."""

    reason = "nothing"

    def __init__(self, player: int | None = None) -> None:
        super().__init__(self.reason)
        self.player = player
        """The player whose roll or move is in the way, when there is one."""


class NothingToUndo(UndoRefused):
    """No hold change or scoring to take back."""

    reason = "nothing"


class UndoAfterRoll(UndoRefused):
    """The dice were rolled since: a roll is never undone."""

    reason = "after-roll"


class UndoNotYours(UndoRefused):
    """Another player has played since: only one's own last move can be taken back."""

    reason = "not-yours"


class UndoOff(UndoRefused):
    """Undo is turned off for this game."""

    reason = "off"


class UndoGameOver(UndoRefused):
    """The game is over: its result stands."""

    reason = "game-over"


@dataclass(frozen=True, slots=True)
class Undone:
    """A move taken back: the command, who made it, and for a scoring its box and points."""

    command: Command
    player: int
    category: Category | None = None
    points: int = 0
    turn_back: bool = False
    """The scoring had ended the turn: it is ``player``'s turn again."""


class UndoStack:
    """Which of the game's newest steps people may take back (the game keeps the steps).

    Call :meth:`carried_out` after each command a person makes (not computer players), and
    :meth:`rolled` after every roll by anyone. With more than one person at the table, only the
    last scoring can be taken back, and only until the next roll.
    """

    def __init__(self, *, enabled: bool = True) -> None:
        self.enabled = enabled
        self._open = 0
        """How many of the game's newest steps (``Game.steps``) people may take back."""
        self._rolled_by: int | None = None

    def carried_out(self, game: Game, command: Command) -> None:
        """A person's hold change or scoring was carried out (a roll: see :meth:`rolled`)."""
        if not isinstance(command, ToggleHold | SetHeld | ScoreBox):
            return
        if isinstance(command, ScoreBox) and _people(game) > 1:
            self._open = 0
        self._open += 1

    def rolled(self, player: int) -> None:
        """Dice were rolled by ``player``: nothing before can be undone."""
        self._open = 0
        self._rolled_by = player

    def clear(self) -> None:
        """A new or resumed game: nothing to undo."""
        self._open = 0
        self._rolled_by = None

    def check_undo(self, game: Game) -> None:
        """:raises UndoRefused: (one subclass per reason) if undo is not possible now."""
        if not self.enabled:
            raise UndoOff()
        if game.is_over:
            raise UndoGameOver()
        if min(self._open, len(game.steps)):
            return
        if self._rolled_by is None:
            raise NothingToUndo()
        if self._rolled_by != game.current:
            raise UndoNotYours(self._rolled_by)
        raise UndoAfterRoll(self._rolled_by)

    def can_undo(self, game: Game) -> bool:
        try:
            self.check_undo(game)
        except UndoRefused:
            return False
        return True

    def undo(self, game: Game) -> Undone:
        """Take back the newest move.

        :raises UndoRefused: if undo is not possible now (nothing changed).
        """
        self.check_undo(game)
        step = game.steps[-1]
        turn_back = game.current != step.player
        category, points = None, 0
        if isinstance(step.command, ScoreBox):
            category = step.command.category
            points = game.cards[step.player][category] or 0
        game.undo()
        self._open -= 1
        return Undone(step.command, step.player, category, points, turn_back)

    def to_data(self) -> dict[str, Any]:
        """The policy's state as JSON-safe data, saved with the game (which saves its steps)."""
        return {"rolled_by": self._rolled_by, "open": self._open}

    def restore(self, data: object, game: Game) -> None:
        """Put back :meth:`to_data` for a resumed ``game``; anything else leaves nothing to undo."""
        self.clear()
        if not isinstance(data, dict):
            return
        rolled_by, open_ = data.get("rolled_by"), data.get("open")
        seats, steps = len(game.players), len(game.steps)
        valid_by = rolled_by is None or (type(rolled_by) is int and 0 <= rolled_by < seats)
        if not valid_by or type(open_) is not int or not 0 <= open_ <= steps:
            log.warning("what undo could take back was not restored: %r", data)
            return
        self._rolled_by, self._open = rolled_by, open_


def _people(game: Game) -> int:
    return sum(not p.is_computer for p in game.players)
