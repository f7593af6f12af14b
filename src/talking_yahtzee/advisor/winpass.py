"""The chance to win under the best play for winning: a backward pass carrying the points so far.

The value of a state is no longer a number but a function of the points on the card: V(s, t) is
the chance to win from the start of a turn in state s with t points, under the play that
maximizes that chance. On a full card V(t) = F(t), the chance that t beats the opponents (ties
half). A turn is the kernel's turn with the points as extra columns: the after row of (box,
points) from (s, t) reads V(next, t + reward), a final roll takes the best of its boxes, keeps are
means and best sub-keeps, as in :mod:`.kernel`, so the keep operators of :mod:`.keeps` are reused
on arrays of (roll, column). Each state needs only the points it can be reached with (a bit set:
the boxes' scores are often far apart, a third to a half of its window), none below the points
where every total loses and none past the point where every total wins.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from talking_yahtzee.advisor.dicespace import (
    YAHTZEE_ROLLS,
    FloatArray,
    IntArray,
)
from talking_yahtzee.advisor.finals import TURN_GAIN_BOUND, State, next_state, upper_reach
from talking_yahtzee.advisor.keeps import best_of_sub_keeps, expected_roll, keep_expectations
from talking_yahtzee.advisor.kernel import Kernel
from talking_yahtzee.core.rules import DICE_COUNT, FACES

COLUMNS = 256
TAIL = 1e-15
"""Chances of winning within this of 0 or 1 are taken as 0 or 1, so that no column is computed
where every total loses or every total wins (errors below 1e-14 in the answer)."""
"""Columns (state, points) of a layer whose keeps are computed together."""


class Stopped(Exception):
    """A pass asked to stop before its end (:meth:`WinPass.solve`'s ``stop``)."""


def win_function(opponent_totals: FloatArray) -> FloatArray:
    """F(t) for t = 0 .. len: the chance that a total t wins against a final total with the given
    distribution (index = total), a tie counting half. The last entry is 1."""
    below = np.concatenate([[0.0], np.cumsum(opponent_totals)])
    f = below[:-1] + 0.5 * opponent_totals
    return np.append(f, 1.0)


def beat_function(target: int) -> FloatArray:
    """F(t): 1 for a total above ``target``, else 0 (beating a score means passing it)."""
    f = np.zeros(max(target, -1) + 2)
    f[-1] = 1.0
    return f


def maximum_distribution(distributions: list[FloatArray]) -> FloatArray:
    """The distribution of the largest of independent totals (each indexed by total)."""
    size = max(len(d) for d in distributions)
    cdf = np.ones(size)
    for d in distributions:
        cdf *= np.minimum(np.cumsum(np.pad(d, (0, size - len(d)))), 1.0)
    return np.diff(np.concatenate([[0.0], cdf]))


def canonical(state: State, cap: int) -> State:
    """``state`` with the upper subtotal at the threshold (``cap``) when it no longer matters:
    the bonus out of reach of the open upper boxes, or already earned. Both have the same future
    (no bonus to come) whatever the subtotal, so they are one state, and its points the union of
    theirs."""
    mask, y, up = state
    if up >= cap:
        return state
    reach = sum(DICE_COUNT * (c + 1) for c in range(FACES) if not mask >> c & 1)
    return (mask, y, cap) if up + reach < cap else state


class WinPass:
    """V(s, t) for every state reachable from ``root`` and the points it can be reached with.

    ``f`` is F over totals (:func:`win_function`): F(t) = f[t], and 1 from ``len(f) - 1`` on.
    Each state computes only the points it can be reached with (a bit set of them: the scores
    of the boxes filled on the way are often far apart), within the window where its chance is
    neither 0 nor 1.
    """

    def __init__(
        self,
        k: Kernel,
        root: State,
        points: int,
        f: FloatArray,
        solve: bool = True,
        *,
        every_point: bool = False,
    ) -> None:
        self.kernel = k
        self.every_point = every_point
        """Compute every column of each state's window, not only the points it can be reached
        with (the same answer, more work: the tests compare both)."""
        root = canonical(root, k.cap)
        self.root = root
        self.points = points
        f = np.where(f < TAIL, 0.0, np.where(f > 1.0 - TAIL, 1.0, f))
        last = np.flatnonzero(f < 1.0)
        f = f[: int(last[-1]) + 2] if len(last) else f[:1]
        self.f = f
        self.zero = int(np.flatnonzero(f > 0.0)[0])
        """The lowest total with a chance to win."""
        self.length = max(len(f) - 1 - points, 0)
        """Columns t = points .. points + length - 1; every later total wins."""
        self.index: dict[State, int] = {}
        self.windows: list[tuple[int, int]] = []
        self.points_of: list[IntArray] = []
        """For each state, the columns it computes (points it can be reached with, sorted)."""
        self._moves: dict[State, tuple[list[int], list[State], list[int]]] = {}
        self._rows_of: dict[int, IntArray] = {}
        self._layers = self._reachable()
        self.columns = sum(len(found) for found in self.points_of)
        """(State, points) pairs the pass computes: its work."""
        if solve:
            self.solve()

    def solve(self, stop: Callable[[], bool] | None = None) -> Turn:
        """Compute every state's chances; return the root's turn (also :attr:`root_turn`).

        :raises Stopped: when ``stop()`` says so, asked before each (mask, y) group."""
        self._stop = stop
        pad = 2 * TURN_GAIN_BOUND + 1
        self.values = np.ones((len(self.index), self.length + pad))
        for i, lost in enumerate(self.lost):
            self.values[i, : max(lost, 0)] = 0.0
        for layer in reversed(self._layers[1:]):
            self._solve_layer(layer)
        self.root_turn = self._turn([self.root], [np.zeros(1, dtype=np.int64)])
        return self.root_turn

    def _next(self, state: State, row: int) -> State:
        return canonical(next_state(self.kernel, state, row), self.kernel.cap)

    def _open_rows(self, mask: int) -> IntArray:
        """Every after row of an open box."""
        found = self._rows_of.get(mask)
        if found is None:
            k = self.kernel
            allowed = np.zeros(k.n_boxes, dtype=np.bool_)
            allowed[list(k.open_boxes_of(mask))] = True
            found = self._rows_of[mask] = np.flatnonzero(allowed[k.row_box])
        return found

    def moves(self, state: State) -> tuple[list[int], list[State], list[int]]:
        """The after rows of ``state``'s open boxes, the state each leads to (:func:`canonical`)
        and the points it earns now (box and upper bonus), computed once a state."""
        found = self._moves.get(state)
        if found is None:
            self._find_moves([state])
            found = self._moves[state]
        return found

    def _find_moves(self, states: list[State]) -> None:
        """:meth:`moves` of many states at once."""
        k = self.kernel
        rows_of = [self._open_rows(state[0]) for state in states]
        counts = [len(rows) for rows in rows_of]
        if not sum(counts):
            for state in states:
                self._moves[state] = ([], [], [])
            return
        rows = np.concatenate(rows_of)
        array = np.repeat(np.array(states, dtype=np.int64).reshape(-1, 3), counts, axis=0)
        mask, y, up = array[:, 0], array[:, 1], array[:, 2]
        offset = k.offset[rows, y * k.width + up]
        masks = mask | np.left_shift(1, k.row_box[rows])
        ups = offset % k.width
        ups[(ups < k.cap) & (ups + upper_reach()[masks & k.layout.upper_mask] < k.cap)] = k.cap
        nexts = list(zip(masks.tolist(), (offset // k.width).tolist(), ups.tolist(), strict=True))
        rewards = k.reward[rows, up].astype(np.int64).tolist()
        all_rows = rows.tolist()
        at = 0
        for state, count in zip(states, counts, strict=True):
            end = at + count
            self._moves[state] = (all_rows[at:end], nexts[at:end], rewards[at:end])
            at = end

    def _reachable(self) -> list[list[State]]:
        """States by turn from the root, with the points gained to reach each (a bit set)."""
        k = self.kernel
        bonus = int(k.bonus[-1, 0])  # a Yahtzee bonus (0 without one)
        gains: dict[State, int] = {self.root: 1}
        layers = [[self.root]]
        for _ in range(k.n_boxes - self.root[0].bit_count()):
            following: dict[State, int] = {}
            self._find_moves(layers[-1])
            for state in layers[-1]:
                bits = gains[state]
                _, nexts, rewards = self.moves(state)
                for there, reward in zip(nexts, rewards, strict=True):
                    reached = bits << reward
                    if state[1]:
                        reached |= bits << (reward + bonus)
                    following[there] = following.get(there, 0) | reached
            gains.update(following)
            layers.append(list(following))
        most = self._most_to_come(layers)
        self.lost: list[int] = []
        """For each state, the columns below which every total loses."""
        for layer in layers:
            for state in layer:
                self.index[state] = len(self.windows)
                bits = gains[state]
                lost = self.zero - self.points - most[state]
                low = max((bits & -bits).bit_length() - 1, lost)
                high = min(bits.bit_length() - 1, self.length - 1)
                self.lost.append(lost)
                self.windows.append((low, high))
                self.points_of.append(
                    np.arange(low, high + 1) if self.every_point else _set_bits(bits, low, high)
                )
        return layers

    def _most_to_come(self, layers: list[list[State]]) -> dict[State, int]:
        """For each state, at least the most points it can still earn."""
        k = self.kernel
        most: dict[State, int] = {}
        self._find_moves(layers[-1])
        for layer in reversed(layers):
            for state in layer:
                extra = int(k.bonus[1, 0]) if state[1] else 0
                _, nexts, rewards = self.moves(state)
                most[state] = max(
                    (r + extra + most[n] for n, r in zip(nexts, rewards, strict=True)), default=0
                )
        return most

    def _solve_layer(self, layer: list[State]) -> None:
        full_mask = self.kernel.layout.full
        groups: dict[tuple[int, int], list[State]] = {}
        for state in layer:
            if not len(self.points_of[self.index[state]]):
                continue
            if state[0] == full_mask:
                points = self.points_of[self.index[state]]
                t = self.points + points
                self.values[self.index[state], points] = self.f[np.minimum(t, len(self.f) - 1)]
            else:
                groups.setdefault(state[:2], []).append(state)
        for (mask, y), states in groups.items():
            if self._stop is not None and self._stop():
                raise Stopped
            self._solve_group(mask, y, states)

    def _solve_group(self, mask: int, y: int, states: list[State]) -> None:
        """The start values of every column of ``states``, which share their mask and y flag
        (so their open boxes and rows): the after rows of all their columns at once, then the
        turn in chunks of :data:`COLUMNS` columns."""
        k = self.kernel
        index = self.index
        rows = self._open_rows(mask)
        where = np.empty((len(rows), len(states)), dtype=np.intp)
        reward = np.empty((len(rows), len(states)), dtype=np.intp)
        for j, state in enumerate(states):
            _, nexts, rewards = self.moves(state)
            where[:, j] = [index[n] for n in nexts]
            reward[:, j] = rewards
        found = [self.points_of[index[s]] for s in states]
        counts = [len(points) for points in found]
        local = np.repeat(np.arange(len(states)), counts)
        owner = np.repeat(np.array([index[s] for s in states], dtype=np.intp), counts)
        points = np.concatenate(found)
        open_boxes = list(k.open_boxes_of(mask))
        roll_rows = k.roll_rows[:, open_boxes]
        yahtzee_rows = np.asarray(k.yahtzee_rows_of(mask))
        last = self.values.shape[1] - 1
        bonus = int(k.bonus[-1, 0])  # a Yahtzee bonus (0 without one)
        for at in range(0, len(points), COLUMNS):
            chunk = slice(at, at + COLUMNS)
            columns = local[chunk]
            shift = reward[:, columns] + points[chunk]
            after = np.full((k.n_rows + 2, len(columns)), -np.inf)
            source = where[:, columns]
            after[rows] = self.values[source, shift]
            final: FloatArray = after[roll_rows].max(axis=1)
            if y:
                after[rows] = self.values[source, np.minimum(shift + bonus, last)]
            final[YAHTZEE_ROLLS] = after[yahtzee_rows].max(axis=1)
            one = keep_expectations(final)
            two = keep_expectations(best_of_sub_keeps(one))
            start = expected_roll(best_of_sub_keeps(two))
            self.values[owner[chunk], points[chunk]] = start

    def _turn(self, states: list[State], columns: list[IntArray]) -> Turn:
        finals = []
        afters = []
        for state, found in zip(states, columns, strict=True):
            after, bonus_after = self._after(state, found)
            finals.append(self._final(state, after, bonus_after))
            afters.append((after, bonus_after))
        final = np.hstack(finals) if len(finals) > 1 else finals[0]
        return Turn(final, afters)

    def _after(self, state: State, columns: IntArray) -> tuple[FloatArray, FloatArray | None]:
        """(rows + 2, columns): V after each (box, points), and the same with a Yahtzee bonus."""
        k = self.kernel
        y = state[1]
        rows, nexts, rewards = self.moves(state)
        index = self.index
        where = np.array([index[n] for n in nexts], dtype=np.intp)
        reward = np.array(rewards, dtype=np.intp)
        after = np.full((k.n_rows + 2, len(columns)), -np.inf)
        shift = columns[None, :] + reward[:, None]
        after[rows] = self.values[where[:, None], shift]
        if not y:
            return after, None
        bonus = np.full_like(after, -np.inf)
        shift += int(self.kernel.bonus[1, 0])
        bonus[rows] = self.values[where[:, None], np.minimum(shift, self.values.shape[1] - 1)]
        return after, bonus

    def _final(self, state: State, after: FloatArray, bonus_after: FloatArray | None) -> FloatArray:
        """(252, columns): V of each final roll, scored in its best box."""
        k = self.kernel
        mask = state[0]
        open_boxes = list(k.open_boxes_of(mask))
        final: FloatArray = after[k.roll_rows[:, open_boxes]].max(axis=1)
        yahtzee = bonus_after if bonus_after is not None else after
        final[YAHTZEE_ROLLS] = yahtzee[np.asarray(k.yahtzee_rows_of(mask))].max(axis=1)
        return final


def _set_bits(bits: int, low: int, high: int) -> IntArray:
    """The positions from ``low`` to ``high`` of the bits set in ``bits``, sorted."""
    if low > high:
        return np.zeros(0, dtype=np.int64)
    window = (bits >> low) & ((1 << (high - low + 1)) - 1)
    data = np.frombuffer(window.to_bytes((high - low) // 8 + 1, "little"), dtype=np.uint8)
    return np.flatnonzero(np.unpackbits(data, bitorder="little")) + low


class Turn:
    """One turn's values over its columns: final rolls, keeps with one and two rolls left."""

    def __init__(self, final: FloatArray, afters: list[tuple[FloatArray, FloatArray | None]]):
        self.final = final
        self.afters = afters
        self.keeps_one = keep_expectations(final)
        self.keeps_two = keep_expectations(best_of_sub_keeps(self.keeps_one))
        self.start: FloatArray = expected_roll(best_of_sub_keeps(self.keeps_two))

    def keeps(self, rolls_left: int) -> FloatArray:
        """(462, columns): V of each keep with ``rolls_left`` rolls to roll it."""
        return self.keeps_one if rolls_left == 1 else self.keeps_two


__all__ = ["COLUMNS", "Turn", "WinPass", "beat_function", "maximum_distribution", "win_function"]
