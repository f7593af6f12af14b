"""The master's move and the exact chance to win of every move, where the master plays to win.

The master (:class:`.opponents.MasterOpponent`) plays the expert's game until the chance to win
is exact under its bounds (:mod:`.winning`: our card within :data:`.winning.EXACT_MASKS`, or
:data:`.winning.MOST_MASKS` when the pass is within :data:`.winning.COLUMN_BUDGET`; every
opponent within its own bound), then the move with the best chance. The review of a game
(:mod:`.skill`) measures the chance to win lost on exactly those positions, with the same passes.
"""

from __future__ import annotations

from collections.abc import Sequence

from talking_yahtzee.advisor import engine
from talking_yahtzee.advisor.keeps import roll_keep_list
from talking_yahtzee.advisor.kernel import kernel
from talking_yahtzee.advisor.layout import layout
from talking_yahtzee.advisor.winning import COLUMN_BUDGET, MOST_MASKS, root_turn, target
from talking_yahtzee.core.rules import Category, Dice, RuleSet, Scorecard

Move = tuple[int, ...] | Category
"""A move: the dice to keep (sorted values), or the box to score in."""


def move_chances(
    card: Scorecard,
    rules: RuleSet,
    dice: Dice,
    rolls_left: int,
    opponents: Sequence[Scorecard] = (),
    beat: int | None = None,
) -> tuple[list[Move], list[float]] | None:
    """Every move of a position (the boxes in card order, then the keeps biggest first) with its
    exact chance to win, where the master plays for the win (see :func:`winning_move`); else None.
    """
    state, total, _ = engine.card_state(card, rules)
    if layout(rules).reachable_masks(state[0]) > MOST_MASKS:
        return None
    goal = target(rules, opponents, beat)
    turn = root_turn(rules, state, total, goal.f, COLUMN_BUDGET) if goal.exact else None
    if turn is None:
        return None
    k = kernel(rules)
    after, bonus_after = turn.afters[0]
    roll = engine.roll_index(dice)
    boxes, rows = k.option_rows(state[0], roll)
    source = after if bonus_after is None or not k.is_yahtzee[roll] else bonus_after
    categories = layout(rules).categories
    moves: list[Move] = [categories[c] for c in boxes]
    chances = [float(source[row, 0]) for row in rows]
    if rolls_left:
        keeps = roll_keep_list(roll)
        moves += [engine.KEEPS[i] for i in keeps]
        chances += turn.keeps(rolls_left)[keeps, 0].tolist()
    return moves, chances


def winning_move(
    card: Scorecard, rules: RuleSet, dice: Dice, rolls_left: int, opponents: Sequence[Scorecard]
) -> Move | None:
    """The move with the best chance to win (dice to keep, or a box), when it is exact; else None.

    Among moves within 1e-12 of the best chance, the expert's move if it is one, else the first
    box in card order, then the biggest keep.
    """
    found = move_chances(card, rules, dice, rolls_left, opponents)
    if found is None:
        return None
    moves, chances = found
    best = max(chances)
    expert = engine.best_move(rules, engine.state_of(card, rules), dice, rolls_left)
    if chances[moves.index(expert)] >= best - 1e-12:
        return expert
    return moves[chances.index(best)]


__all__ = ["Move", "move_chances", "winning_move"]
