"""Many optimal solitaire games at once: the expert's policy played by numpy across games.

:func:`tools.simulate.simulate` plays one game at a time through the rules
(every move checked, as in the game). This module plays thousands of games side by side for
benchmarks and statistics: all games are at the same turn, their states are the columns of the
kernel's block arrays (states shared by several games are solved once), and dice, keeps and boxes
are chosen with array operations. The choices are the expert's: the best keep (the biggest among
equals) if it beats scoring now by more than 1e-9, else the best box (the first in card order
among equals). Keep values here come from the factored sums of the table build, the expert's
from a sparse product; they agree to about 1e-13, so the two can differ only on exact ties.
The games are played by :func:`talking_yahtzee.advisor.montecarlo.play` (which also plays them
from any state, for the estimates of playing to win).
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from talking_yahtzee.advisor.montecarlo import play
from talking_yahtzee.core.rules import OFFICIAL, RuleSet

IntArray = NDArray[np.int64]

CHUNK = 1024
"""Games played together."""


def simulate_optimal(
    games: int, seed: int = 0, rules: RuleSet = OFFICIAL, chunk: int = CHUNK
) -> NDArray[np.int64]:
    """Final scores of ``games`` solitaire games played optimally; the same seed, the same games."""
    rng = np.random.default_rng(seed)
    scores = [
        _play_chunk(min(chunk, games - start), rng, rules) for start in range(0, games, chunk)
    ]
    return np.concatenate(scores) if scores else np.zeros(0, dtype=np.int64)


def _play_chunk(n: int, rng: np.random.Generator, rules: RuleSet) -> IntArray:
    fresh = np.zeros(n, dtype=np.int64)
    return play(rules, fresh, fresh, fresh, rng)
