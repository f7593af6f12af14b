"""The expert's remaining games from one state, many at once: a sampled final-score distribution.

For estimates from far out (too many open boxes for :mod:`.finals`' exact pass): the games are
the columns of the kernel's block arrays, as in ``tools.batch`` (all games at the same turn, each
distinct state solved once), the choices the expert's (the best keep, the biggest among equals,
if it beats scoring now by more than 1e-9; else the first best box). A seed gives the same games.
"""

from __future__ import annotations

import numpy as np

from talking_yahtzee.advisor.dicespace import (
    IS_YAHTZEE,
    KEEP_INDEX,
    KEEP_LEVELS,
    KEEPS,
    N_KEEPS,
    ROLLS,
    IntArray,
)
from talking_yahtzee.advisor.keeps import (
    best_of_sub_keeps,
    keep_expectations,
    sub_keeps_biggest_first,
)
from talking_yahtzee.advisor.scoring import allowed_boxes, box_bits
from talking_yahtzee.advisor.store import load_table
from talking_yahtzee.core.rules import DICE_COUNT, FACES, RuleSet

State = tuple[int, int, int]


def _add_die() -> IntArray:
    """(462, 6): global index of each keep plus one die showing f (itself for five dice)."""
    table = np.empty((N_KEEPS, FACES), dtype=np.int64)
    for k, keep in enumerate(KEEPS):
        for f in range(FACES):
            table[k, f] = KEEP_INDEX[tuple(sorted((*keep, f + 1)))] if len(keep) < 5 else k
    return table


_ADD_DIE = _add_die()


def _roll_the_rest(keep: IntArray, rng: np.random.Generator) -> IntArray:
    """Roll the missing dice of each keep: the roll index (0..251) of the five dice."""
    faces = rng.integers(0, FACES, size=(DICE_COUNT, len(keep)))
    for step in range(DICE_COUNT):
        keep = _ADD_DIE[keep, faces[step]]
    return np.asarray(keep - KEEP_LEVELS[DICE_COUNT].start, dtype=np.int64)


def sample_gains(rules: RuleSet, state: State, games: int, seed: int = 0) -> IntArray:
    """Points still to come in ``games`` expert games from the start of a turn in ``state``."""
    mask, y, up = (np.full(games, value, dtype=np.int64) for value in state)
    return play(rules, mask, y, up, np.random.default_rng(seed))


def play(
    rules: RuleSet, mask: IntArray, y: IntArray, up: IntArray, rng: np.random.Generator
) -> IntArray:
    """Points earned by the expert in games from turn states of the same filled-box count (one
    game a column: filled boxes, 50 in the Yahtzee box, capped upper subtotal) to the end."""
    games = len(mask)
    table = load_table(rules)
    k = table.kernel
    flat = table.flat
    width = table.width
    lay = table.layout
    ys = lay.ys
    bits = box_bits(lay)
    subs = sub_keeps_biggest_first()
    mask, y, up = mask.copy(), y.copy(), up.copy()
    score = np.zeros(games, dtype=np.int64)
    columns = np.arange(games)
    nothing = np.zeros(games, dtype=np.int64)
    turns = lay.n_boxes - int(mask[0]).bit_count() if games else 0
    for _ in range(turns):
        code = (mask * ys + y) * width + up
        unique, where = np.unique(code, return_inverse=True)
        where = where.reshape(-1)
        u_up, u_y, u_mask = unique % width, unique // width % ys, unique // (ys * width)
        after = k.after_rows(flat, u_mask, u_y, u_up)
        final = k.final_from_after(after, u_mask, u_y)
        one = keep_expectations(final)
        two = keep_expectations(best_of_sub_keeps(one))
        pad = np.full((1, len(unique)), -np.inf)
        roll = _roll_the_rest(nothing, rng)
        scoring = np.zeros(games, dtype=np.bool_)
        for keeps in (np.vstack([two, pad]), np.vstack([one, pad])):
            candidates = subs[:, roll]
            worth = keeps[candidates, where]
            choice = worth.argmax(axis=0)
            scoring |= ~(worth[choice, columns] > final[roll, where] + 1e-9)
            rolled = _roll_the_rest(candidates[choice, columns], rng)
            roll = np.where(scoring, roll, rolled)
        rows = np.where(allowed_boxes(lay, mask), k.roll_rows[roll], k.sentinel_row)
        yahtzee = IS_YAHTZEE[roll]
        if yahtzee.any():
            faces = np.array([ROLLS[r][0] - 1 for r in roll[yahtzee]], dtype=np.int64)
            rows[yahtzee] = k.block_tables()[1][mask[yahtzee], faces]
        box = after[rows.T, where].argmax(axis=0)
        row = rows[columns, box]
        points = k.row_points[row]
        score += k.reward[row, up].astype(np.int64)
        score += np.where(yahtzee & (y == 1), rules.yahtzee_bonus, 0)
        up = np.where(box < FACES, np.minimum(up + points, table.cap), up)
        if ys == 2:
            y = np.where((box == lay.yahtzee_index) & (points == lay.yahtzee_points), 1, y)
        mask |= bits[box]
    return score


__all__ = ["play", "sample_gains"]
