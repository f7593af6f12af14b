"""Waiting for a condition, never for a fixed time: the one poll loop the tests share."""

from __future__ import annotations

import time
from collections.abc import Callable


def wait_for(
    predicate: Callable[[], object],
    what: str = "the condition",
    timeout: float = 20.0,
    poll: float = 0.05,
) -> None:
    """Return as soon as ``predicate()`` holds; fail naming ``what`` after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(poll)
