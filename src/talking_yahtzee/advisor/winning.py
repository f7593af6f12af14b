"""Playing to win: the chance to win a position, and the move that gives the best chance.

The model: every opponent is the expert (best-average play, :mod:`.finals`), so their final totals
do not depend on ours and on one another. With several opponents, the total to beat is the largest
of theirs. A tie counts half. P(win) = sum over i of P(largest opponent total = i) * P(ours > i),
with our play chosen to maximize it (:class:`.winpass.WinPass`, exact). In solitaire, ``beat`` asks
for the chance to score more than a target (a tie does not beat it).

Exact while the cards can reach few enough masks of filled boxes (the work of the passes,
:meth:`.layout.Layout.reachable_masks`): ours at most :data:`MOST_MASKS` and every opponent's at
most :data:`OPPONENT_EXACT_MASKS`. In free order that is 6 open boxes and 7; in forced order a
card reaches one mask per box to fill, so every position is exact. The master
(:func:`.winmove.winning_move`) plays for the win from :data:`EXACT_MASKS` on, or from
:data:`MOST_MASKS` when the pass is small (:data:`COLUMN_BUDGET`), as before. From further out
the answer is an estimate, flagged as one (``exact`` False): opponents beyond their bound are
sampled (:mod:`.montecarlo`, a fixed seed; beyond our bound when our own answer cannot be
exact), and our total after each choice is the sampled expert games from our state moved to the
choice's exact expected final score; the choices are then ranked as the expert ranks them.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

import numpy as np

from talking_yahtzee.advisor import engine
from talking_yahtzee.advisor.advice import AdviceOption, advise
from talking_yahtzee.advisor.dicespace import FloatArray
from talking_yahtzee.advisor.finals import gain_distribution
from talking_yahtzee.advisor.kernel import kernel
from talking_yahtzee.advisor.layout import layout
from talking_yahtzee.advisor.montecarlo import sample_gains
from talking_yahtzee.advisor.winpass import (
    Turn,
    WinPass,
    beat_function,
    maximum_distribution,
    win_function,
)
from talking_yahtzee.core.rules import (
    ROLLS_PER_TURN,
    Category,
    Dice,
    GameIsOver,
    RuleSet,
    Scorecard,
)

EXACT_OPEN_BOXES = 5
"""In free order, our open boxes up to which the chance to win is always exact (the backward
pass); see :data:`EXACT_MASKS`, which holds for every layout."""
MOST_OPEN_BOXES = 6
"""Our open boxes up to which an answer (:func:`win_advice`, :func:`win_chance`) is exact in
every position (issue 34); the master's move only when the pass is small (:data:`COLUMN_BUDGET`)."""
COLUMN_BUDGET = 40_000
"""The most (state, points) columns of the master's pass past :data:`EXACT_OPEN_BOXES` (the
points each state can be reached with, :attr:`.winpass.WinPass.columns`): 2 to 6 us each on the
2-core machine; past it the master plays the expert's move (its games as before issue 34)."""
OPPONENT_EXACT_OPEN_BOXES = 7
"""In free order, an opponent's open boxes up to which its final-score distribution is exact
(forward pass); see :data:`OPPONENT_EXACT_MASKS`."""
EXACT_MASKS = 1 << EXACT_OPEN_BOXES
"""The most masks our card can still reach (:meth:`.layout.Layout.reachable_masks`) for an
always exact answer: :data:`EXACT_OPEN_BOXES` open boxes in free order, any position in forced
order (16 masks at most)."""
MOST_MASKS = 1 << MOST_OPEN_BOXES
"""The most masks our card can still reach for an exact answer when the pass is small."""
OPPONENT_EXACT_MASKS = 1 << OPPONENT_EXACT_OPEN_BOXES
"""The most masks an opponent's card can still reach for its exact distribution."""
SAMPLED_GAMES = 4000
"""Expert games sampled from a state when an estimate is needed."""
SEED = 26
_ROUNDING = 12


@dataclass(frozen=True, slots=True)
class WinOption:
    """One choice with its chance to win (under the best play for winning from there on) and its
    expected final score (under the expert's play from there on)."""

    action: Literal["score", "keep"]
    win_probability: float
    expected_final: float
    category: Category | None = None
    points: int = 0
    yahtzee_bonus: int = 0
    keep: tuple[int, ...] = ()

    def to_json(self) -> dict[str, object]:
        """The advice's form of the choice (``AdviceOption.to_json``) with its chance to win."""
        choice = AdviceOption(
            self.action,
            self.expected_final,
            self.category,
            self.points,
            self.yahtzee_bonus,
            self.keep,
        )
        data = choice.to_json()
        expected = data.pop("expected_final")
        data["win_probability"] = self.win_probability
        data["expected_final"] = expected
        return data


@dataclass(frozen=True, slots=True)
class WinAdvice:
    """Every choice of a position ranked by the chance to win, best first."""

    win_probability: float
    """The chance to win under the best move for winning."""
    exact: bool
    options: tuple[WinOption, ...]

    @property
    def best(self) -> WinOption:
        return self.options[0]

    def to_json(self) -> dict[str, object]:
        return {
            "win_probability": self.win_probability,
            "exact": self.exact,
            "best": self.best.to_json(),
            "options": [o.to_json() for o in self.options],
        }


@dataclass(frozen=True, slots=True)
class Target:
    """What our final total is measured against: F(t) over totals and whether it is exact."""

    f: FloatArray
    exact: bool


def target(
    rules: RuleSet,
    opponents: Sequence[Scorecard] = (),
    beat: int | None = None,
    *,
    exact_masks: int = OPPONENT_EXACT_MASKS,
) -> Target:
    """The chance that each final total wins: against ``opponents`` or above ``beat``.

    Each opponent's distribution is exact while its card reaches at most ``exact_masks``
    masks (:func:`final_distribution`). The last few targets are kept (a turn asks three times).

    :raises ValueError: with both or neither of ``opponents`` and ``beat``.
    """
    if (beat is None) == (not opponents):
        raise ValueError("give opponents' cards or a score to beat, not both")
    with _target_lock:  # a question waits for the game's background pass, never computes twice
        return _target(rules, tuple(opponents), beat, exact_masks)


_target_lock = threading.Lock()


@lru_cache(maxsize=8)
def _target(
    rules: RuleSet,
    opponents: tuple[Scorecard, ...],
    beat: int | None,
    exact_masks: int = OPPONENT_EXACT_MASKS,
) -> Target:
    if beat is not None:
        return Target(beat_function(beat), True)
    distributions = []
    exact = True
    for card in opponents:
        distribution, card_exact = final_distribution(rules, card, exact_masks)
        distributions.append(distribution)
        exact &= card_exact
    return Target(win_function(maximum_distribution(distributions)), exact)


def _opponent_masks(rules: RuleSet, state: engine.State) -> int:
    """How far out an opponent's distribution is worth computing exactly for a position of ours
    at ``state``: as far as :data:`OPPONENT_EXACT_MASKS` when our answer can be exact, else
    only as far as ours could be (an estimate of ours makes an exact opponent's moot)."""
    if layout(rules).reachable_masks(state[0]) <= MOST_MASKS:
        return OPPONENT_EXACT_MASKS
    return MOST_MASKS


def final_distribution(
    rules: RuleSet, card: Scorecard, exact_masks: int = OPPONENT_EXACT_MASKS
) -> tuple[FloatArray, bool]:
    """The expert's final total from ``card`` at the start of its next turn (index = total),
    and whether it is exact (else sampled, :data:`SAMPLED_GAMES` games): exact while the card
    reaches at most ``exact_masks`` masks of filled boxes."""
    state, total, complete = engine.card_state(card, rules)
    if complete:
        gains = np.ones(1)
        exact = True
    elif layout(rules).reachable_masks(state[0]) <= exact_masks:
        gains, exact = gain_distribution(rules, state), True
    else:
        sample = sample_gains(rules, state, SAMPLED_GAMES, SEED)
        gains, exact = np.bincount(sample) / len(sample), False
    return np.concatenate([np.zeros(total), gains]), exact


def win_advice(
    card: Scorecard,
    rules: RuleSet,
    dice: Dice,
    rolls_left: int,
    *,
    opponents: Sequence[Scorecard] = (),
    beat: int | None = None,
) -> WinAdvice:
    """Every choice for ``dice`` with ``rolls_left`` rolls left, ranked by the chance to win.

    Ties (to 12 decimals) go to the higher expected final score, then the expert's order.

    :raises GameIsOver: for a full card.
    :raises ValueError: for ``rolls_left`` out of range, or both or neither of ``opponents``
        and ``beat``.
    """
    state, total, complete = engine.card_state(card, rules)
    if complete:
        raise GameIsOver("the scorecard is full")
    if not 0 <= rolls_left < ROLLS_PER_TURN:
        raise ValueError(f"rolls left must be 0 to {ROLLS_PER_TURN - 1}")
    goal = target(rules, opponents, beat, exact_masks=_opponent_masks(rules, state))
    choices = advise(card, rules, dice, rolls_left).options
    turn = root_turn(rules, state, total, goal.f) if goal.exact else None
    if turn is not None:
        chances = _exact_chances(rules, turn, state, dice, rolls_left, choices)
        exact = True
    else:
        gains = _sampled_gains(rules, state)
        chances = [_sampled_chance(goal.f, gains, o.expected_final) for o in choices]
        exact = False
    order = sorted(
        range(len(choices)),
        key=lambda i: (-round(chances[i], _ROUNDING), -round(choices[i].expected_final, 9), i),
    )
    options = tuple(_option(choices[i], chances[i]) for i in order)
    return WinAdvice(options[0].win_probability, exact, options)


def win_chance(
    card: Scorecard,
    rules: RuleSet,
    *,
    opponents: Sequence[Scorecard] = (),
    beat: int | None = None,
    stop: Callable[[], bool] | None = None,
) -> tuple[float, bool]:
    """The chance to win from the start of the card's next turn, and whether it is exact.
    :raises winpass.Stopped: when ``stop()`` says so during our pass (:func:`root_turn`)."""
    state, total, complete = engine.card_state(card, rules)
    goal = target(rules, opponents, beat, exact_masks=_opponent_masks(rules, state))
    if complete:
        return float(goal.f[min(total, len(goal.f) - 1)]), goal.exact
    turn = root_turn(rules, state, total, goal.f, stop=stop) if goal.exact else None
    if turn is not None:
        return float(turn.start[0]), True
    mean = total + engine.future_of(rules, card)
    return _sampled_chance(goal.f, _sampled_gains(rules, state), mean), False


def _option(choice: AdviceOption, chance: float) -> WinOption:
    return WinOption(
        choice.action,
        chance,
        choice.expected_final,
        choice.category,
        choice.points,
        choice.yahtzee_bonus,
        choice.keep,
    )


def _exact_chances(
    rules: RuleSet,
    turn: Turn,
    state: engine.State,
    dice: Dice,
    rolls_left: int,
    choices: Sequence[AdviceOption],
) -> list[float]:
    """The chance to win after each choice, from the backward pass."""
    k = kernel(rules)
    after, bonus_after = turn.afters[0]
    roll = engine.roll_index(dice)
    keeps = turn.keeps(rolls_left)[:, 0] if rolls_left else None
    chances = []
    for choice in choices:
        if choice.action == "score":
            assert choice.category is not None
            boxes, rows = k.option_rows(state[0], roll)
            row = rows[boxes.index(k.layout.box_index(choice.category))]
            source = bonus_after if (bonus_after is not None and choice.yahtzee_bonus) else after
            chances.append(float(source[row, 0]))
        else:
            assert keeps is not None
            chances.append(float(keeps[engine.KEEPS.index(choice.keep)]))
    return chances


def root_turn(
    rules: RuleSet,
    state: engine.State,
    total: int,
    f: FloatArray,
    budget: int | None = None,
    stop: Callable[[], bool] | None = None,
) -> Turn | None:
    """The turn from ``state`` with ``total`` points under the best play for winning, or None
    when it is not computed exactly: past :data:`MOST_MASKS`, or past :data:`EXACT_MASKS` with
    more than ``budget`` columns (no limit when None). Kept for :data:`CACHED_TURNS` positions
    against the same ``f``: a turn asks three times. One caller at a time: the game asks from a
    worker thread while a computer player may ask from the event loop. ``stop``: as in
    :meth:`.winpass.WinPass.solve` (nothing kept of a stopped pass)."""
    with _turns_lock:
        return _root_turn(rules, state, total, f, budget, stop)


def _root_turn(
    rules: RuleSet,
    state: engine.State,
    total: int,
    f: FloatArray,
    budget: int | None,
    stop: Callable[[], bool] | None,
) -> Turn | None:
    global _turns_against
    if _turns_against is not f:
        _turns.clear()
        _columns.clear()
        _turns_against = f
    masks = layout(rules).reachable_masks(state[0])
    if masks > MOST_MASKS:
        return None
    key = (id(rules), state, total)
    columns = _columns.get(key)
    plan = None
    if columns is None:
        if len(_columns) >= CACHED_TURNS:
            _turns.clear()
            _columns.clear()
        plan = WinPass(kernel(rules), state, total, f, solve=False)
        columns = _columns[key] = plan.columns
    if masks > EXACT_MASKS and budget is not None and columns > budget:
        return None  # the same answer whether or not a question without a budget computed it
    turn = _turns.get(key)
    if turn is None:
        if plan is None:
            plan = WinPass(kernel(rules), state, total, f, solve=False)
        turn = _turns[key] = plan.solve(stop)
    return turn


CACHED_TURNS = 64
_turns: dict[tuple[int, engine.State, int], Turn] = {}
_columns: dict[tuple[int, engine.State, int], int] = {}
"""The columns of each pass planned (:attr:`.winpass.WinPass.columns`), computed or not."""
_turns_against: FloatArray | None = None
_turns_lock = threading.Lock()


def clear_caches() -> None:
    """Forget every position's targets, turns and samples (the benchmarks time them afresh)."""
    with _turns_lock:
        _turns.clear()
        _columns.clear()
    _target.cache_clear()
    _sampled_gains.cache_clear()


@lru_cache(maxsize=8)
def _sampled_gains(rules: RuleSet, state: engine.State) -> FloatArray:
    """Points to come in :data:`SAMPLED_GAMES` expert games from ``state`` (a fixed seed)."""
    return sample_gains(rules, state, SAMPLED_GAMES, SEED).astype(np.float64)


def _sampled_chance(f: FloatArray, gains: FloatArray, mean: float) -> float:
    """E[F(X)] with X the sampled gains moved to have the mean ``mean`` (an estimate; F is
    interpolated between whole totals, and 1 past its end)."""
    totals = gains + (mean - float(gains.mean()))
    return float(np.interp(totals, np.arange(len(f)), f, right=1.0).mean())


__all__ = [
    "COLUMN_BUDGET",
    "EXACT_MASKS",
    "EXACT_OPEN_BOXES",
    "MOST_MASKS",
    "MOST_OPEN_BOXES",
    "OPPONENT_EXACT_MASKS",
    "OPPONENT_EXACT_OPEN_BOXES",
    "Target",
    "WinAdvice",
    "WinOption",
    "clear_caches",
    "final_distribution",
    "root_turn",
    "target",
    "win_advice",
    "win_chance",
]
