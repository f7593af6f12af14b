"""The per-state kernel shared by the table build, the advice and the computer players.

One turn from a state (mask, y, up) is solved in three steps, for a whole block of states at once
(the columns of the arrays) or for one state (1-D arrays, for advice and the expert player):

1. **After each box.** The value of putting p points in box c, once per state and per (c, p), not
   per roll: the points now (box, upper bonus) plus the value of the next state. About 124 such
   *after rows* cover every box and every number of points it can receive.
2. **Final roll.** A roll's value is the best of its after rows. Filling a box with more points
   never leads to a worse state, so a box where the roll scores zero is worth at most the best
   zero of the state; each of the 246 ordinary rolls then needs only its boxes with points (about
   five on average) and the best zero, taken with a few padded gathers and maxima. The six
   Yahtzees follow the Joker rules, through a (mask, face, box) table of after rows.
3. **Keeps.** The value of a keep before a roll is the mean of its six one-die-larger keeps; the
   value of a roll with rolls left is the best of its sub-keeps (a running maximum over keeps
   with one die fewer). Done twice, then the mean over the first roll.

Everything is float64 numpy with additions, multiplications by 1/6 and maxima in a fixed order (no
BLAS), so a rebuild gives the same bytes as the shipped tables.

The scoring tables come from :mod:`.scoring`, the keep steps (3.) from :mod:`.keeps`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np
from numpy.typing import NDArray

from talking_yahtzee.advisor.dicespace import (
    IS_YAHTZEE,
    N_ROLLS,
    ROLLS,
    YAHTZEE_ROLLS,
    FloatArray,
    IntArray,
)
from talking_yahtzee.advisor.keeps import (
    MaxGather,
    best_of_sub_keeps,
    expected_roll,
    keep_expectations,
)
from talking_yahtzee.advisor.layout import layout
from talking_yahtzee.advisor.scoring import (
    NEG_INF,
    ScoringTables,
    allowed_boxes,
    base_points,
    box_bits,
    joker_points,
    mask_slots,
    scoring_tables,
)
from talking_yahtzee.core.rules import FACES, RuleSet

BLOCK = 256
"""States solved together as the columns of one block of arrays (fits a core's cache)."""


# --------------------------------------------------------------------------------------------------
# After rows: the value of each (box, points) from a state
# --------------------------------------------------------------------------------------------------


@dataclass(frozen=True, eq=False)
class MaskTables:
    """What one state needs of its mask."""

    row_base: IntArray
    """(rows + 2,): flat index of the next mask of each after row (-inf mask if closed)."""
    yahtzee_rows: IntArray
    """(6, boxes): after row of five f's in each box, or the sentinel row if not allowed."""
    open_boxes: tuple[int, ...]
    """Category indices of the open boxes."""


@dataclass(frozen=True, eq=False)
class AllMasks:
    """The tables of every mask (8,192 on the American card), built at once."""

    box_base: NDArray[np.int32]
    """(masks, boxes): flat index of each box's next mask, or of the -inf mask if closed."""
    yahtzee_rows: NDArray[np.int32]
    """(masks, 6, boxes): :attr:`MaskTables.yahtzee_rows` of every mask."""
    row_bases: IntArray
    """(masks, rows + 2): :attr:`MaskTables.row_base` of every mask (intp: the index of a
    ``take`` needs no conversion on the hot path)."""
    open_boxes: tuple[tuple[int, ...], ...]
    """:attr:`MaskTables.open_boxes` of every mask."""


class Kernel:
    """The turn kernel for one rule set, over a flat value table of (slots + 1, ys, cap + 1)
    (:mod:`.layout`: (8192 + 1, 2, 64) on the American card).

    The extra slot of the flat table holds -inf: a closed box leads there. The tables over
    all masks (:class:`AllMasks`) are built by a block, by ``preload`` or past 64 masks;
    before that, single states build only their own.
    """

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        self.layout = lay = layout(rules)
        self.n_boxes = n_boxes = lay.n_boxes
        self.cap = cap = rules.upper_bonus_threshold
        self.width = width = cap + 1
        self.ys = ys = lay.ys
        self.stride = ys * width
        self.sentinel_base = lay.n_slots * self.stride
        self.base = base = base_points(rules)
        # Every (box, points) a box can receive: zeros first, one per box, then the others
        # (a Joker adds the fixed points of the full house and straights).
        values: list[set[int]] = [set(base[:, c].tolist()) | {0} for c in range(n_boxes)]
        for c, points in lay.joker_points:
            values[c].add(points)
        row_box = list(range(n_boxes))
        row_points = [0] * n_boxes
        for c in range(n_boxes):
            for p in sorted(values[c] - {0}):
                row_box.append(c)
                row_points.append(p)
        self.n_rows = n_rows = len(row_box)
        self.sentinel_row = n_rows
        """Index of an after row that is -inf: a box the rules do not allow."""
        self.zero_row = n_rows + 1
        """Index of the after row holding the best of the zeros (the first 13 rows)."""
        self.row_box: IntArray = np.array(row_box, dtype=np.int64)
        self.row_points: IntArray = np.array(row_points, dtype=np.int64)
        row_of = np.full((n_boxes, max(max(v) for v in values) + 1), n_rows, dtype=np.int64)
        row_of[self.row_box, self.row_points] = np.arange(n_rows)
        self.row_of = row_of
        # Next (y, up) offset and reward of each row from each (y, up).
        ups = np.arange(width, dtype=np.int64)
        is_upper = self.row_box < FACES
        new_up = np.where(
            is_upper[:, None], np.minimum(ups[None, :] + self.row_points[:, None], cap), ups
        )
        crosses = is_upper[:, None] & (ups[None, :] < cap) & (ups + self.row_points[:, None] >= cap)
        self.reward: FloatArray = (
            self.row_points[:, None] + np.where(crosses, rules.upper_bonus, 0)
        ).astype(np.float64)  # (rows, width)
        fifty = np.array([lay.is_fifty(c, p) for c, p in zip(row_box, row_points, strict=True)])
        offset = np.empty((n_rows, ys, width), dtype=np.int64)
        for y in range(ys):
            next_y = np.where(fifty, 1, y)
            offset[:, y, :] = next_y[:, None] * width + new_up
        self.offset: IntArray = offset.reshape(n_rows, ys * width)
        # Ordinary rolls: the rows of their boxes with points, and the best zero.
        sources = [
            [int(row_of[c, base[r, c]]) for c in range(n_boxes) if base[r, c] > 0] + [self.zero_row]
            if not IS_YAHTZEE[r]
            else [self.sentinel_row]
            for r in range(N_ROLLS)
        ]
        self.ordinary = MaxGather.of(sources)
        """Every roll's rows with points and the best zero (Yahtzees are done separately)."""
        longest = max(len(rows) for rows in sources)
        self.ordinary_padded: IntArray = np.ascontiguousarray(
            np.array([(rows + [rows[0]] * longest)[:longest] for rows in sources], dtype=np.int64).T
        )
        """(8, 252): :attr:`ordinary` for one state, padded (a reduction over the first axis)."""
        # Each roll's row per box, for the options of one position.
        self.roll_rows: IntArray = row_of[np.arange(n_boxes)[None, :], base]  # (252, boxes)
        self._roll_rows: list[list[int]] = self.roll_rows.tolist()
        self.is_yahtzee: list[bool] = IS_YAHTZEE.tolist()
        """:data:`~.dicespace.IS_YAHTZEE` as a list (indexed by one roll on the hot path)."""
        self.row_points_list: list[int] = self.row_points.tolist()
        self.bonus: FloatArray = np.zeros((ys, FACES))
        self.bonus[1:] = rules.yahtzee_bonus
        self.bonus_list: list[list[float]] = self.bonus.tolist()
        # One state: flat indices of rows + sentinel + zero (both -inf before the zero is set).
        pad = np.zeros((2, ys * width), dtype=np.int64)
        self.offset_one: IntArray = np.ascontiguousarray(np.vstack([self.offset, pad]).T)
        self.reward_one: FloatArray = np.ascontiguousarray(
            np.vstack([self.reward, np.zeros((2, width))]).T
        )
        self._mask_cache: dict[int, MaskTables] = {}
        self._all: AllMasks | None = None

    @property
    def tables(self) -> ScoringTables:
        """The scoring tables of the rules (the Joker points of every mask)."""
        return scoring_tables(self.rules)

    def _yahtzee_rows(self, joker: FloatArray) -> IntArray:
        """After row of each (mask, face, box) from Joker points; the sentinel if not allowed."""
        allowed = np.isfinite(joker)
        points = np.where(allowed, joker, 0).astype(np.int64)
        rows = self.row_of[np.broadcast_to(np.arange(self.n_boxes), joker.shape), points]
        return np.where(allowed, rows, self.sentinel_row)

    def _box_base(self, masks: IntArray) -> IntArray:
        """(masks, boxes): flat index of each box's next slot, or of the -inf slot if closed."""
        lay = self.layout
        closed = ~allowed_boxes(lay, masks)
        following = masks[:, None] | box_bits(lay)
        if lay.forced:
            following = mask_slots(lay)[np.where(closed, 0, following)]
        return np.where(closed, self.sentinel_base, following * self.stride)

    def block_tables(self) -> tuple[NDArray[np.int32], NDArray[np.int32]]:
        """Box bases (masks, boxes) and Yahtzee rows (masks, 6, boxes) of every mask.

        Built once with the rest of :class:`AllMasks` (tens of ms;
        :func:`~talking_yahtzee.advisor.preload` does it).
        """
        tables = self._all
        if tables is None:
            tables = self._all = self._all_masks()
        return tables.box_base, tables.yahtzee_rows

    def _all_masks(self) -> AllMasks:
        n_masks = self.layout.n_masks
        masks = np.arange(n_masks, dtype=np.int64)
        # int32 indices for the block build (3 MiB for the first two), intp for one state.
        box_base = self._box_base(masks).astype(np.int32)
        joker = joker_points(self.rules, self.base, masks)
        yahtzee_rows = self._yahtzee_rows(joker).astype(np.int32)
        row_bases = np.full((n_masks, self.n_rows + 2), self.sentinel_base, dtype=np.intp)
        row_bases[:, : self.n_rows] = box_base[:, self.row_box]
        open_boxes = tuple(self.layout.open_boxes(m) for m in range(n_masks))
        return AllMasks(box_base, yahtzee_rows, row_bases, open_boxes)

    def mask_tables(self, mask: int) -> MaskTables:
        """What one state needs of its mask, computed for this mask alone (a cold ``yahtzee
        advise`` needs one) and kept; past 64 masks, the tables of every mask are built and
        :meth:`row_base_of`, :meth:`yahtzee_rows_of` and :meth:`open_boxes_of` read them.
        """
        found = self._mask_cache.get(mask)
        if found is None:
            masks = np.array([mask], dtype=np.int64)
            joker = joker_points(self.rules, self.base, masks)
            box_base, yahtzee_rows = self._box_base(masks)[0], self._yahtzee_rows(joker)[0]
            row_base = np.append(box_base[self.row_box], [self.sentinel_base] * 2)
            open_boxes = self.layout.open_boxes(mask)
            found = MaskTables(row_base, yahtzee_rows, open_boxes)
            self._mask_cache[mask] = found
            if len(self._mask_cache) > 64:
                self.block_tables()
        return found

    # The tables of every mask are published by one assignment once complete (another thread may
    # be building them): each reader looks at ``_all`` once.

    def row_base_of(self, mask: int) -> IntArray:
        """:attr:`MaskTables.row_base` of ``mask``."""
        tables = self._all
        return tables.row_bases[mask] if tables is not None else self.mask_tables(mask).row_base

    def yahtzee_rows_of(self, mask: int) -> NDArray[np.integer]:
        """:attr:`MaskTables.yahtzee_rows` of ``mask``."""
        tables = self._all
        rows: NDArray[np.integer] = (
            tables.yahtzee_rows[mask] if tables is not None else self.mask_tables(mask).yahtzee_rows
        )
        return rows

    def open_boxes_of(self, mask: int) -> tuple[int, ...]:
        """:attr:`MaskTables.open_boxes` of ``mask``."""
        tables = self._all
        return tables.open_boxes[mask] if tables is not None else self.mask_tables(mask).open_boxes

    # -- blocks of states (the table build) ---------------------------------------------------

    def after_rows(self, flat: FloatArray, mask: IntArray, y: IntArray, up: IntArray) -> FloatArray:
        """(rows + 2, S): value of each (box, points) for each state.

        Row ``sentinel_row`` is -inf (a box not allowed), row ``zero_row`` the best zero.
        """
        base = self.block_tables()[0][mask].T  # (boxes, S)
        index = base[self.row_box]
        index += self.offset[:, y * self.width + up]
        n = self.n_rows
        after = np.empty((n + 2, len(mask)))
        np.take(flat, index, out=after[:n])
        after[:n] += self.reward[:, up]
        after[n] = NEG_INF
        np.max(after[: self.n_boxes], axis=0, out=after[n + 1])
        return after

    def final_values(
        self, flat: FloatArray, mask: IntArray, y: IntArray, up: IntArray
    ) -> FloatArray:
        """(252, S): value of each final roll (its best box) for each state."""
        return self.final_from_after(self.after_rows(flat, mask, y, up), mask, y)

    def final_from_after(self, after: FloatArray, mask: IntArray, y: IntArray) -> FloatArray:
        """(252, S): :meth:`final_values` from the :meth:`after_rows` of the states."""
        final = self.ordinary(after)
        rows = self.block_tables()[1][mask].transpose(1, 2, 0)  # (6, 13, S)
        yz = after[rows, np.arange(len(mask))].max(axis=1)
        yz += self.bonus[y].T
        final[YAHTZEE_ROLLS] = yz
        return final

    def start_values(
        self, flat: FloatArray, mask: IntArray, y: IntArray, up: IntArray
    ) -> FloatArray:
        """(S,): value of each state at the start of its turn (in blocks of ``BLOCK``)."""
        if len(mask) > BLOCK:
            return np.concatenate(
                [
                    self.start_values(flat, *(a[i : i + BLOCK] for a in (mask, y, up)))
                    for i in range(0, len(mask), BLOCK)
                ]
            )
        final = self.final_values(flat, mask, y, up)
        one_left = best_of_sub_keeps(keep_expectations(final))
        two_left = best_of_sub_keeps(keep_expectations(one_left))
        return expected_roll(two_left)

    # -- one state (advice and the computer players) ------------------------------------------

    def after_one(self, flat: FloatArray, mask: int, y: int, up: int) -> FloatArray:
        """(rows + 2,): value of each (box, points) from one state, as :meth:`after_rows`."""
        index = self.row_base_of(mask) + self.offset_one[y * self.width + up]
        after: FloatArray = flat.take(index)
        after += self.reward_one[up]
        after[self.zero_row] = max(after[: self.n_boxes].tolist())  # half a numpy max of 13
        return after

    def final_one(self, after: FloatArray, mask: int, y: int) -> FloatArray:
        """(252,): value of each final roll from one state, given its :meth:`after_one`."""
        final: FloatArray = np.maximum.reduce(after.take(self.ordinary_padded))
        yz = np.maximum.reduce(after.take(self.yahtzee_rows_of(mask)), axis=1)
        if y:
            yz += self.bonus[1]
        final[YAHTZEE_ROLLS] = yz
        return final

    def option_rows(self, mask: int, roll: int) -> tuple[list[int], list[int]]:
        """The boxes allowed for a final roll (category indices) and their after rows.

        Lists: a position has at most 15 boxes, fewer than a numpy call is worth.
        """
        if self.is_yahtzee[roll]:
            rows: list[int] = self.yahtzee_rows_of(mask)[ROLLS[roll][0] - 1].tolist()
            sentinel = self.sentinel_row
            boxes = [c for c, row in enumerate(rows) if row != sentinel]
            return boxes, [rows[c] for c in boxes]
        roll_rows = self._roll_rows[roll]
        boxes = list(self.open_boxes_of(mask))
        return boxes, [roll_rows[c] for c in boxes]


@lru_cache(maxsize=8)
def kernel(rules: RuleSet) -> Kernel:
    return Kernel(rules)


__all__ = ["BLOCK", "AllMasks", "Kernel", "MaskTables", "kernel"]
