"""Forgiving play, as rules without I/O or text: which roll keys to guard, why undo refuses.

:class:`RollGuard` ignores a roll key that comes too soon after the previous one (a double tap,
key repeat) and asks for a second press before rolling away a made hand with nothing held. Undo
itself is the table engine's (``engine.table.Table.undo``: a person may take back their own newest
hold or scoring, never a roll, so undo can never buy new dice); its refusals and its answer
(:class:`Undone`) are here, and ``messages.forgiving`` turns them into messages.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from talking_yahtzee.core.game import Command, Game
from talking_yahtzee.core.rules import Category, Scorecard, Turn

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
