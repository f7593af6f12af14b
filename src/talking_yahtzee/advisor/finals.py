"""The expert's final-score distribution: a forward pass over the states a card can still reach.

The expert (:class:`~talking_yahtzee.advisor.opponents.ExpertOpponent`) plays the best-average
strategy of the value table, so its turn from a state is a fixed Markov chain over the rolls: each
roll is kept whole or re-rolled in part by the best keep, and the last roll is scored in the best
box. :func:`turn_outcomes` gives the probability of each (after row, Yahtzee bonus) of one turn;
:func:`gain_distribution` pushes the probability of the points earned so far through every turn
that is left, a turn's states at a time (their turns as the columns of block arrays, the push as
one weighted count), which is exact (no sampling) and cheap while few boxes are open (the number
of states grows with 2 to the number of open boxes).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache, partial

import numpy as np

from talking_yahtzee.advisor import engine
from talking_yahtzee.advisor.dicespace import (
    IS_YAHTZEE,
    N_KEEPS,
    N_ROLLS,
    ROLL_PROBABILITY,
    YAHTZEE_ROLLS,
    FloatArray,
    IntArray,
)
from talking_yahtzee.advisor.keeps import (
    best_of_sub_keeps,
    keep_expectations,
    keep_roll_probabilities,
    sub_keeps_biggest_first,
)
from talking_yahtzee.advisor.kernel import Kernel, kernel
from talking_yahtzee.advisor.layout import layout
from talking_yahtzee.advisor.scoring import allowed_boxes
from talking_yahtzee.core.rules import DICE_COUNT, FACES, ROLLS_PER_TURN, RuleSet

State = tuple[int, int, int]
TURN_GAIN_BOUND = 185
"""More than one turn can earn: a box (at most 50), the upper bonus (35) and a Yahtzee bonus (100)
at once."""
_COLUMNS = np.arange(N_ROLLS)


def open_count(mask: int, rules: RuleSet) -> int:
    """Boxes still open in a mask of filled boxes."""
    return layout(rules).n_boxes - mask.bit_count()


@lru_cache(maxsize=1)
def _keeps_tables() -> tuple[IntArray, FloatArray]:
    return sub_keeps_biggest_first(), keep_roll_probabilities()


def final_roll_distribution(
    rules: RuleSet, state: State, start: FloatArray, rolls_left: int
) -> FloatArray:
    """(252,): probability of each roll the expert scores, from ``start`` with ``rolls_left``.

    The expert's keeps: the best proper keep (the biggest among equals) if it beats scoring now
    by more than 1e-9, as :func:`.engine.best_move`, with the turn's factored keep values.
    """
    values = engine.turn_values(rules, state)
    final = values.final
    subs, outcomes = _keeps_tables()
    p = start
    for left in range(rolls_left, 0, -1):
        worth = values.keep_values(left)[subs]  # (32, 252), -inf padding
        choice = worth.argmax(axis=0)
        reroll = worth[choice, _COLUMNS] > final + 1e-9
        kept = subs[choice, _COLUMNS]
        moved = np.bincount(kept[reroll], weights=p[reroll], minlength=N_KEEPS + 1)[:N_KEEPS]
        p = np.where(reroll, 0.0, p) + moved @ outcomes
    return p


def chosen_rows(rules: RuleSet, state: State) -> IntArray:
    """(252,): the after row (kernel) of the box the expert scores each final roll in.

    The first best box in card order, as :func:`.engine.best_move`.
    """
    k = kernel(rules)
    mask = state[0]
    rows = scoring_rows(k, mask)
    after = engine.turn_values(rules, state).after
    chosen: IntArray = rows[_COLUMNS, after[rows].argmax(axis=1)]
    return chosen


def scoring_rows(k: Kernel, mask: int) -> IntArray:
    """(252, boxes): the after row of each roll in each box; the sentinel row where not allowed."""
    allowed = allowed_boxes(k.layout, np.array([mask], dtype=np.int64))
    rows = np.where(allowed, k.roll_rows, k.sentinel_row)
    rows[YAHTZEE_ROLLS] = k.yahtzee_rows_of(mask)
    return rows


def turn_outcomes(
    rules: RuleSet, state: State, start: FloatArray | None = None, rolls_left: int = 2
) -> list[tuple[State, int, float]]:
    """Each (next state, points earned, probability) of the expert's turn from ``state``.

    Points count the box, the upper bonus when it is reached and the Yahtzee bonus. ``start``
    is the distribution of the first roll (all five dice rolled when None).
    """
    if start is None:
        start = ROLL_PROBABILITY
    k = kernel(rules)
    _, y, up = state
    p = final_roll_distribution(rules, state, start, rolls_left)
    rows = chosen_rows(rules, state)
    size = k.n_rows + 2
    plain = np.bincount(rows[~IS_YAHTZEE], weights=p[~IS_YAHTZEE], minlength=size)
    yahtzee = np.bincount(rows[IS_YAHTZEE], weights=p[IS_YAHTZEE], minlength=size)
    result: list[tuple[State, int, float]] = []
    bonus = rules.yahtzee_bonus if y else 0
    for mass, extra in ((plain, 0), (yahtzee, bonus)):
        for row in np.flatnonzero(mass).tolist():
            points = int(k.reward[row, up]) + extra
            result.append((next_state(k, state, row), points, float(mass[row])))
    return result


def next_state(k: Kernel, state: State, row: int) -> State:
    """The state after scoring after row ``row`` from ``state``."""
    mask, y, up = state
    offset = int(k.offset[row, y * k.width + up])
    return (mask | 1 << int(k.row_box[row]), offset // k.width, offset % k.width)


BLOCK = 32
"""States of a turn whose outcomes are computed together: their (S, 252) arrays stay in a core's
cache (256 took three times as long)."""


def layer_outcomes(
    rules: RuleSet,
    states: list[State],
    start: FloatArray | None = None,
    rolls_left: int = 2,
) -> tuple[IntArray, list[State], IntArray, IntArray, FloatArray]:
    """:func:`turn_outcomes` of many states at once, as arrays over the (state, outcome) pairs:
    the index of the state in ``states``, the next states (each once), the index of each pair's
    next state among them, its points and its probability.

    The states are the columns of the kernel's block arrays (:meth:`.Kernel.after_rows`,
    :meth:`.Kernel.final_from_after`, :func:`.keeps.keep_expectations`): maxima, and sums in
    face order, so each state's values are the bytes :func:`.engine.turn_values` gives it, and
    the expert's keeps and boxes (the first best, by the same comparisons) are the same.
    """
    parts = [
        _block_outcomes(rules, states[i : i + BLOCK], start, rolls_left)
        for i in range(0, len(states), BLOCK)
    ]
    source = np.concatenate([part[0] + i * BLOCK for i, part in enumerate(parts)])
    codes, points, chance = (np.concatenate([part[j] for part in parts]) for j in (1, 2, 3))
    k = kernel(rules)
    unique, target = np.unique(codes, return_inverse=True)
    masks, rest = np.divmod(unique, k.ys * k.width)
    following = list(
        zip(masks.tolist(), (rest // k.width).tolist(), (rest % k.width).tolist(), strict=True)
    )
    return source, following, target.reshape(-1), points, chance


def _block_outcomes(
    rules: RuleSet, states: list[State], start: FloatArray | None, rolls_left: int
) -> tuple[IntArray, IntArray, IntArray, FloatArray]:
    """(state index, next state's code, points, probability) of each outcome of ``states``."""
    k = kernel(rules)
    flat = engine.table(rules).flat
    array = np.array(states, dtype=np.int64).reshape(-1, 3)
    mask, y, up = array[:, 0], array[:, 1], array[:, 2]
    n = len(states)
    columns = np.arange(n)
    after = k.after_rows(flat, mask, y, up)  # (rows + 2, S)
    final = k.final_from_after(after, mask, y)  # (252, S)
    levels = [keep_expectations(final)]
    if rolls_left > 1:
        levels.append(keep_expectations(best_of_sub_keeps(levels[0])))
    subs, outcomes = _keeps_tables()
    final_t = np.ascontiguousarray(final.T)  # (S, 252)
    first = ROLL_PROBABILITY if start is None else start
    p = np.broadcast_to(first[None, :], final_t.shape)
    for left in range(rolls_left, 0, -1):
        values = np.hstack([levels[left - 1].T, np.full((n, 1), -np.inf)])  # (S, 463)
        # The sub-keeps biggest first (-inf padding): the first best, as the argmax of
        # final_roll_distribution.
        worth = partial(_columns_of, values, subs)
        best, kept = _first_best(worth, len(subs), subs, (n, N_ROLLS))
        reroll = best > final_t + 1e-9
        where = (kept + (N_KEEPS + 1) * columns[:, None])[reroll]
        moved = np.bincount(where, weights=p[reroll], minlength=(N_KEEPS + 1) * n)
        moved = moved.reshape(n, N_KEEPS + 1)[:, :N_KEEPS]
        used = np.flatnonzero(moved.any(axis=0))
        p = np.where(reroll, 0.0, p) + moved[:, used] @ outcomes[used]
    # The box of each final roll: the first best in card order, as chosen_rows.
    allowed = allowed_boxes(k.layout, mask)  # (S, boxes)
    rows = np.where(allowed[:, None, :], k.roll_rows[None], k.sentinel_row)
    rows[:, YAHTZEE_ROLLS] = k.block_tables()[1][mask]
    size = k.n_rows + 2
    after_t = np.ascontiguousarray(after.T).ravel()  # (S * size,)
    flat_rows = rows.transpose(2, 0, 1) + (size * columns)[None, :, None]  # (boxes, S, 252)
    _, chosen = _first_best(  # (S, 252), as chosen_rows
        lambda j: after_t[flat_rows[j]], len(flat_rows), flat_rows, (n, N_ROLLS)
    )
    pairs = []
    for rolls, extra in ((~IS_YAHTZEE, 0), (IS_YAHTZEE, 1)):
        mass = np.bincount(chosen[:, rolls].ravel(), p[:, rolls].ravel(), minlength=size * n)
        found = np.flatnonzero(mass)
        pairs.append((found // size, found % size, mass[found], extra))
    source = np.concatenate([pair[0] for pair in pairs])
    row = np.concatenate([pair[1] for pair in pairs])
    chance = np.concatenate([pair[2] for pair in pairs])
    bonus = np.concatenate([np.full(len(pair[0]), pair[3]) for pair in pairs])
    from_up = up[source]
    points = k.reward[row, from_up].astype(np.int64)
    points += bonus * y[source] * rules.yahtzee_bonus
    offset = k.offset[row, y[source] * k.width + from_up]
    next_mask = mask[source] | np.left_shift(1, k.row_box[row])
    next_up = offset % k.width
    next_up[next_up + upper_reach()[next_mask & k.layout.upper_mask] < k.cap] = 0
    codes = (next_mask * k.ys + offset // k.width) * k.width + next_up
    return source, codes, points, chance


@lru_cache(maxsize=1)
def upper_reach() -> IntArray:
    """(64,): by the bits of the filled upper boxes, the most points the open ones can add.

    A state whose upper subtotal cannot reach the bonus any more has the same future, and the
    expert the same play, whatever that subtotal (the table's values of such states are the
    same bytes: the same sums of the same values), so its subtotal is taken as 0 and states
    that differ only there are one (``winpass.canonical``)."""
    bits = np.arange(1 << FACES)
    faces = np.arange(1, FACES + 1)
    is_open = (bits[:, None] >> (faces - 1)) & 1 == 0
    return np.asarray(is_open @ (DICE_COUNT * faces))


def _columns_of(values: FloatArray, choices: IntArray, j: int) -> FloatArray:
    """(S, 252): ``values[:, choices[j]]``."""
    found: FloatArray = values[:, choices[j]]
    return found


def _first_best(
    worth: Callable[[int], FloatArray], count: int, choices: IntArray, shape: tuple[int, int]
) -> tuple[FloatArray, IntArray]:
    """For each (state, roll), the best of ``worth(j)`` (S, 252) over j < ``count`` and the
    choice ``choices[j]`` of the first j that gives it: a maximum and an argmax in one pass, from
    the last choice to the first (no (S, count, 252) array: numpy's argmax along a short middle
    axis is slow, and the smaller arrays stay in the cache)."""
    best = np.full(shape, -np.inf)
    chosen = np.zeros(shape, dtype=np.int64)
    for j in range(count - 1, -1, -1):
        here = worth(j)
        better = here >= best
        np.copyto(chosen, choices[j], where=better)
        np.copyto(best, here, where=better)
    return best, chosen


def gain_distribution(
    rules: RuleSet, state: State, start: FloatArray | None = None, rolls_left: int = 2
) -> FloatArray:
    """Probability of each number of points still to come under the expert's play (exact).

    From the start of a turn in ``state`` (or, with ``start``, from a roll distribution with
    ``rolls_left``). Index i of the result is i points; it sums to 1. Turn by turn, every state
    of a turn at once (:func:`layer_outcomes`); each (state, outcome) pair then adds the state's
    distribution, shifted by its points and times its chance, to its next state's.
    """
    if not 0 <= rolls_left < ROLLS_PER_TURN:
        raise ValueError(f"rolls left must be 0 to {ROLLS_PER_TURN - 1}")
    turns = open_count(state[0], rules)
    size = TURN_GAIN_BOUND * turns + 1
    states = [state]
    layer = np.ones((1, 1))
    for turn in range(turns):
        first = turn == 0
        source, states, target, points, chance = layer_outcomes(
            rules, states, start if first else None, rolls_left if first else 2
        )
        layer = _push(layer, len(states), source, target, points, chance)
    total = np.zeros(size)
    gains = layer.sum(axis=0)
    total[: len(gains)] = gains
    return total


PUSH_CHUNK = 1 << 21
"""Most (pair, point) products of :func:`_push` at once (16 MiB of float64)."""


def _push(
    layer: FloatArray,
    count: int,
    source: IntArray,
    target: IntArray,
    points: IntArray,
    chance: FloatArray,
) -> FloatArray:
    """(count, points): the distributions of the next states, each (state, outcome) pair adding
    its state's row of ``layer``, shifted by its points and times its chance, to its next state's
    row: every pair at once, one weighted count over (next state, points so far), in chunks."""
    nonzero = np.flatnonzero(layer.any(axis=0))
    low, end = (int(nonzero[0]), int(nonzero[-1]) + 1) if len(nonzero) else (0, 1)
    window = layer[:, low:end]
    width = end - low
    size = layer.shape[1] + int(points.max(initial=0))
    start = target * size + points + low  # (pairs,): where each pair's window begins
    following = np.zeros(count * size)
    step = max(PUSH_CHUNK // width, 1)
    offsets = np.arange(width)
    for at in range(0, len(source), step):
        part = slice(at, at + step)
        products = chance[part, None] * window[source[part]]
        where = start[part, None] + offsets
        following += np.bincount(where.ravel(), products.ravel(), minlength=count * size)
    return following.reshape(count, size)


def total_distribution(rules: RuleSet, state: State, points: int) -> FloatArray:
    """Probability of each final total (index = total) from a turn start with ``points`` now."""
    gains = gain_distribution(rules, state)
    return np.concatenate([np.zeros(points), gains])


__all__ = [
    "TURN_GAIN_BOUND",
    "chosen_rows",
    "final_roll_distribution",
    "gain_distribution",
    "layer_outcomes",
    "next_state",
    "open_count",
    "scoring_rows",
    "total_distribution",
    "turn_outcomes",
    "upper_reach",
]
