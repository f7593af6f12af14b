"""The optimal-strategy advisor and the computer opponents.

``import talking_yahtzee.advisor`` stays light: numpy and the strategy table are loaded the first
time a value is asked for, or ahead of it by :func:`preload` (on a background thread). Even the
advice module loads only when one of its names is first used, so that the modules that need
nothing but the standard library (``tablefile``, ``plainturn``, ``ranking``, ``quick``) can be
imported alone by a cold ``yahtzee advise``.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (mypy reads it as True)
if TYPE_CHECKING:
    import threading

    from talking_yahtzee.advisor.advice import (
        Advice,
        AdviceOption,
        advise,
        expected_final,
        keep_positions,
    )
    from talking_yahtzee.core.rules import RuleSet

_LAZY = frozenset({"Advice", "AdviceOption", "advise", "expected_final", "keep_positions"})


def __getattr__(name: str) -> object:
    """The advice's names, imported on first use."""
    if name in _LAZY:
        from talking_yahtzee.advisor import advice

        return getattr(advice, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def preload(rules: RuleSet, *, background: bool = True) -> threading.Thread | None:
    """Load the strategy table for ``rules`` and warm the kernel before the first question.

    Returns at once with ``background`` (the default): the work runs on a daemon thread, which
    is returned (None when everything is ready already). Thread-safe and idempotent: questions
    asked meanwhile wait for the same single load. Call it when a game starts.
    """
    import sys

    if background and f"{__name__}.engine" not in sys.modules:
        # numpy and the engine imported on the thread too: a game's first words come meanwhile.
        import threading

        thread = threading.Thread(target=_preload, args=(rules,), name="advisor-preload")
        thread.daemon = True
        thread.start()
        return thread
    from talking_yahtzee.advisor import engine

    return engine.preload(rules, background=background)


def _preload(rules: RuleSet) -> None:
    from talking_yahtzee.advisor import engine

    engine.preload(rules, background=False)


__all__ = ["Advice", "AdviceOption", "advise", "expected_final", "keep_positions", "preload"]
