"""The spread of the optimal player's final score: second moments under the optimal policy.

Given a solved :class:`ValueTable`, a second backward pass follows the same choices (the best
box, the best keep) and carries E[X^2] of the points to come, so that the standard deviation of
the final score is exact rather than simulated.
"""

from __future__ import annotations

import math

import numpy as np

from talking_yahtzee.advisor.dicespace import (
    REMOVE_DIE,
    ROLL_PROBABILITY,
    ROLLS,
    YAHTZEE_ROLLS,
    FloatArray,
    roll_expectations,
)
from talking_yahtzee.advisor.scoring import NON_YAHTZEE_ROLLS
from talking_yahtzee.advisor.solver import (
    CHUNK,
    N_BOXES,
    N_MASKS,
    NEG_INF,
    YAHTZEE_BIT,
    IntArray,
    ValueTable,
)
from talking_yahtzee.core.rules import DICE_COUNT


def _choose(
    best_e: FloatArray, best_q: FloatArray, e: FloatArray, q: FloatArray
) -> tuple[FloatArray, FloatArray]:
    better = e > best_e
    return np.where(better, e, best_e), np.where(better, q, best_q)


def _final_roll(
    table: ValueTable, second: FloatArray, mask: IntArray, y: IntArray, up: IntArray
) -> tuple[FloatArray, FloatArray]:
    n = len(mask)
    ny = NON_YAHTZEE_ROLLS
    first = table.values.reshape(-1)
    best_e = np.full((len(ROLLS), n), NEG_INF)
    best_q = np.zeros((len(ROLLS), n))
    for c in range(N_BOXES):
        is_open = (mask >> c & 1) == 0
        if not is_open.any():
            continue
        points = table.tables.base[ny, c][:, None]
        reward, index = table.transition(c, mask, y, up, points)
        e = reward + first[index]
        q = reward**2 + 2 * reward * first[index] + second[index]
        e[:, ~is_open] = NEG_INF
        best_e[ny], best_q[ny] = _choose(best_e[ny], best_q[ny], e, q)
        yz = table.tables.yahtzee_points[mask, :, c].T
        allowed = np.isfinite(yz)
        reward, index = table.transition(c, mask, y, up, np.where(allowed, yz, 0).astype(np.int64))
        e = np.where(allowed, reward + first[index], NEG_INF)
        q = reward**2 + 2 * reward * first[index] + second[index]
        rows = YAHTZEE_ROLLS
        best_e[rows], best_q[rows] = _choose(best_e[rows], best_q[rows], e, q)
    bonus = table.tables.yahtzee_bonus[y].T
    best_q[YAHTZEE_ROLLS] += 2 * bonus * best_e[YAHTZEE_ROLLS] + bonus**2
    best_e[YAHTZEE_ROLLS] += bonus
    return best_e, best_q


def _best_sub_keep(
    levels_e: list[FloatArray], levels_q: list[FloatArray]
) -> tuple[FloatArray, FloatArray]:
    best_e, best_q = levels_e[0], levels_q[0]
    for size in range(1, DICE_COUNT + 1):
        parents = REMOVE_DIE[size]
        e, q = levels_e[size], levels_q[size]
        for j in range(parents.shape[1]):
            e, q = _choose(e, q, best_e[parents[:, j]], best_q[parents[:, j]])
        best_e, best_q = e, q
    return best_e, best_q


def second_moments(table: ValueTable, down_to: int = 0) -> FloatArray:
    """E[X^2] of the points to come for every state, X as in ``table`` (same shape).

    Only layers with at least ``down_to`` filled boxes are computed (the others stay NaN).
    """
    second = np.full_like(table.values, np.nan)
    second[N_MASKS - 1] = 0.0
    flat = second.reshape(-1)
    for filled in range(N_BOXES - 1, down_to - 1, -1):
        mask, y, up = table.layer_states(filled)
        for start in range(0, len(mask), CHUNK):
            part = slice(start, start + CHUNK)
            m, yy, u = mask[part], y[part], up[part]
            e, q = _final_roll(table, flat, m, yy, u)
            for _ in range(2):
                e, q = _best_sub_keep(roll_expectations(e), roll_expectations(q))
            flat[table.index(m, yy, u)] = ROLL_PROBABILITY @ q
        open_yahtzee = np.unique(mask[(mask & YAHTZEE_BIT) == 0])
        second[open_yahtzee, 1] = second[open_yahtzee, 0]
    return second


def fresh_game_sd(table: ValueTable) -> float:
    """Standard deviation of the final score of a whole game under optimal play."""
    second = second_moments(table)
    mean = table.value(0, 0, 0)
    return math.sqrt(float(second[0, 0, 0]) - mean**2)


__all__ = ["fresh_game_sd", "second_moments"]
