"""The server's refusal reasons that are the rules' own: a rules exception named on the wire.

The client builds the exception again for its announcer."""

from __future__ import annotations

from typing import Final

from talking_yahtzee.core.rules import (
    AllDiceHeld,
    BoxFilled,
    GameIsOver,
    IllegalAction,
    InvalidPosition,
    JokerRuleForbids,
    NoRollsLeft,
    NotOnCard,
    NotRolledYet,
    OutOfOrder,
)

ILLEGAL_REASONS: Final[dict[str, type[IllegalAction]]] = {
    "not-rolled-yet": NotRolledYet,
    "no-rolls-left": NoRollsLeft,
    "all-dice-held": AllDiceHeld,
    "box-filled": BoxFilled,
    "joker-rule-forbids": JokerRuleForbids,
    "out-of-order": OutOfOrder,
    "not-on-card": NotOnCard,
    "game-is-over": GameIsOver,
    "invalid-position": InvalidPosition,
}
"""Refusal reasons that are the rules' own: a client builds the exception again for its
announcer (``Announcer.refusal(ILLEGAL_REASONS[reason]())``)."""


def illegal_reason(error: IllegalAction) -> str:
    """The refusal reason for a rules exception (the most specific one known)."""
    for reason, kind in ILLEGAL_REASONS.items():
        if type(error) is kind:
            return reason
    for reason, kind in ILLEGAL_REASONS.items():
        if isinstance(error, kind):
            return reason
    return "illegal"
