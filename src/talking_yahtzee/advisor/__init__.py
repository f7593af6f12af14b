"""The optimal-strategy advisor and the computer opponents.

``import talking_yahtzee.advisor`` stays light: numpy and the strategy table are loaded the first
time a value is asked for, or ahead of it by :func:`preload` (on a background thread).
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

from talking_yahtzee.advisor.advice import (
    Advice,
    AdviceOption,
    advise,
    expected_final,
    keep_positions,
)

if TYPE_CHECKING:
    from talking_yahtzee.core.rules import RuleSet


def preload(rules: RuleSet, *, background: bool = True) -> threading.Thread | None:
    """Load the strategy table for ``rules`` and warm the kernel before the first question.

    Returns at once with ``background`` (the default): the work runs on a daemon thread, which
    is returned (None when everything is ready already). Thread-safe and idempotent: questions
    asked meanwhile wait for the same single load. Call it when a game starts.
    """
    from talking_yahtzee.advisor import engine

    return engine.preload(rules, background=background)


__all__ = ["Advice", "AdviceOption", "advise", "expected_final", "keep_positions", "preload"]
