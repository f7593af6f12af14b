"""Many optimal solitaire games at once: the expert's policy played by numpy across games.

:func:`tools.simulate.simulate` plays one game at a time through the rules
(every move checked, as in the game). This module plays thousands of games side by side for
benchmarks and statistics: all games are at the same turn, their states are the columns of the
kernel's block arrays (states shared by several games are solved once), and dice, keeps and boxes
are chosen with array operations. The choices are the expert's: the best keep (the biggest among
equals) if it beats scoring now by more than 1e-9, else the best box (the first in card order
among equals). Keep values here come from the factored sums of the table build, the expert's
from a sparse product; they agree to about 1e-13, so the two can differ only on exact ties.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np
from numpy.typing import NDArray

from talking_yahtzee.advisor.dicespace import (
    IS_YAHTZEE,
    KEEP_INDEX,
    KEEP_LEVELS,
    KEEPS,
    N_KEEPS,
    ROLLS,
)
from talking_yahtzee.advisor.keeps import (
    best_of_sub_keeps,
    keep_expectations,
    sub_keeps_biggest_first,
)
from talking_yahtzee.advisor.scoring import BOX_BITS, N_BOXES, YAHTZEE_FIFTY, YAHTZEE_INDEX
from talking_yahtzee.advisor.store import load_table
from talking_yahtzee.core.rules import DICE_COUNT, FACES, OFFICIAL, RuleSet

IntArray = NDArray[np.int64]

CHUNK = 1024
"""Games played together."""


@lru_cache(maxsize=1)
def _add_die() -> IntArray:
    """(462, 6): global index of each keep plus one die showing f (itself for five dice)."""
    table = np.empty((N_KEEPS, FACES), dtype=np.int64)
    for k, keep in enumerate(KEEPS):
        for f in range(FACES):
            table[k, f] = KEEP_INDEX[tuple(sorted((*keep, f + 1)))] if len(keep) < 5 else k
    return table


def _roll_the_rest(keep: IntArray, rng: np.random.Generator) -> IntArray:
    """Roll the missing dice of each keep: the roll index (0..251) of the five dice."""
    add = _add_die()
    faces = rng.integers(0, FACES, size=(DICE_COUNT, len(keep)))
    for step in range(DICE_COUNT):
        keep = add[keep, faces[step]]
    return np.asarray(keep - KEEP_LEVELS[DICE_COUNT].start, dtype=np.int64)


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
    table = load_table(rules)
    k = table.kernel
    flat = table.flat
    width = table.width
    cap = table.cap
    subs = sub_keeps_biggest_first()  # (32, 252), padded with 462
    mask = np.zeros(n, dtype=np.int64)
    y = np.zeros(n, dtype=np.int64)
    up = np.zeros(n, dtype=np.int64)
    score = np.zeros(n, dtype=np.int64)
    games = np.arange(n)
    empty_keep = np.zeros(n, dtype=np.int64)
    for _ in range(N_BOXES):
        # The turn values of each distinct state, spread to the games in it.
        state = (mask * 2 + y) * width + up
        unique, where = np.unique(state, return_inverse=True)
        where = where.reshape(-1)
        u_up = unique % width
        u_y = unique // width % 2
        u_mask = unique // (2 * width)
        after = k.after_rows(flat, u_mask, u_y, u_up)
        final = k.final_from_after(after, u_mask, u_y)
        keeps_one = keep_expectations(final)
        keeps_two = keep_expectations(best_of_sub_keeps(keeps_one))
        pad = np.full((1, len(unique)), -np.inf)
        keeps_one = np.vstack([keeps_one, pad])
        keeps_two = np.vstack([keeps_two, pad])
        roll = _roll_the_rest(empty_keep, rng)
        scoring = np.zeros(n, dtype=np.bool_)
        for keeps in (keeps_two, keeps_one):
            candidates = subs[:, roll]  # (32, n)
            worth = keeps[candidates, where]
            choice = worth.argmax(axis=0)
            best = worth[choice, games]
            scoring |= ~(best > final[roll, where] + 1e-9)
            kept = candidates[choice, games]
            rolled = _roll_the_rest(kept, rng)
            roll = np.where(scoring, roll, rolled)
        # Score the best box.
        rows = np.where(((mask[:, None] & BOX_BITS) != 0), k.sentinel_row, k.roll_rows[roll])
        yahtzee = IS_YAHTZEE[roll]
        if yahtzee.any():
            faces = np.array([ROLLS[r][0] - 1 for r in roll[yahtzee]], dtype=np.int64)
            rows[yahtzee] = k.block_tables()[1][mask[yahtzee], faces]
        values = after[rows.T, where]  # (13, n)
        box = values.argmax(axis=0)
        row = rows[games, box]
        points = k.row_points[row]
        score += k.reward[row, up].astype(np.int64)
        score += np.where(yahtzee & (y == 1), rules.yahtzee_bonus, 0)
        upper = box < FACES
        up = np.where(upper, np.minimum(up + points, cap), up)
        y = np.where((box == YAHTZEE_INDEX) & (points == YAHTZEE_FIFTY), 1, y)
        mask |= BOX_BITS[box]
    return score
