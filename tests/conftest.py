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


LONGEST_FIRST = (
    "tests/ui/test_kill.py",
    "tests/advisor/test_peer_yatzy.py",
    "tests/advisor/test_forced_winning.py",
    "tests/advisor/test_yatzy_advisor.py",
    "tests/advisor/test_winning_six.py",
    "tests/web/test_browser.py",
    "tests/web/test_axe.py",
    "tests/store/test_stats.py",
    "tests/ui/test_online_tmux.py",
    "tests/advisor/test_winning.py",
    "tests/store/test_savegame.py",
    "tests/net/test_cluster.py",
    "tests/ui/test_soak.py",
    "tests/net/test_net_decisions.py",
    "tests/net/test_net_overload.py",
    "tests/web/test_web_doors.py",
    "tests/web/test_web_conformance.py",
    "tests/web/test_web_board.py",
    "tests/web/test_web_reconnect.py",
    "tests/advisor/test_opponents.py",
    "tests/net/test_net_restart.py",
    "tests/net/test_net_actor_interleavings.py",
    "tests/net/test_net_game.py",
    "tests/speech/test_speech_tts.py",
)
"""Files whose tests take longest (``--durations``), longest first: handed out first, so that with
three processes (``make test``: ``-n 3 --dist loadgroup``) the last tests handed out are short and
no process is left alone at the end of the run. The group "machine" (``xdist_group``), one
unit of work, is handed out before any of them, the largest unit first (docs/testing.md)."""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The longest files first, then every other test in its usual order (a stable sort: the
    same order in every process, as pytest-xdist requires)."""

    def rank(item: pytest.Item) -> int:
        path = item.nodeid.split("::", 1)[0]
        return LONGEST_FIRST.index(path) if path in LONGEST_FIRST else len(LONGEST_FIRST)

    items.sort(key=rank)
