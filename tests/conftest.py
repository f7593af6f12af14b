"""Fixtures shared by every layer's tests: the real application, built through its constructor."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from harness import Run, play


@pytest.fixture
def app_run() -> Callable[..., Run]:
    """Builds and runs the real application on scripted keys (see ``harness.play``)."""
    return play
