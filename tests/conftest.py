"""Fixtures shared by every layer's tests: the real application, built through its constructor."""

from __future__ import annotations

import os
from collections.abc import Callable

import pytest
from harness import Run, play

from talking_yahtzee.speech.detect import ENV_OVERRIDE

# The tests pin what they need of the screen-reader detection: none is running, whatever runs on
# this machine (Orca, Fenrir, BRLTTY on a blind contributor's). The game honours the variable,
# and every game the tests start (in this process, in tmux, in a bundle) inherits it. A test of
# the detection itself passes its own environment, or removes the variable (tests/speech/
# test_fenrir.py); tests/speech/test_detection_pinned.py runs tests beside processes named orca,
# fenrir and brltty.
os.environ[ENV_OVERRIDE] = "none"


@pytest.fixture
def app_run() -> Callable[..., Run]:
    """Builds and runs the real application on scripted keys (see ``harness.play``)."""
    return play
