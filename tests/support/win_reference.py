"""Plain-Python brute force for playing to win: every roll and keep enumerated, scored by the rules.

The expert's final-total distribution follows :func:`talking_yahtzee.advisor.engine.best_move`
(the expert's own move, with the turn's whole keep table computed first so that its keep values
are the factored ones); the chance to win maximizes over every box and keep, each card valued
through ``Scorecard.options``, ``Scorecard.score`` and ``Scorecard.total``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import numpy as np
from advisor_reference import OUTCOMES, outcomes_after, proper_keeps, ruled

from talking_yahtzee.advisor import engine
from talking_yahtzee.advisor.dicespace import FloatArray
from talking_yahtzee.advisor.winning import WinAdvice
from talking_yahtzee.core.rules import Category, Dice, RuleSet, Scorecard

Roll = tuple[int, ...]


def expert_totals(rules: RuleSet, card: Scorecard) -> dict[int, float]:
    """Probability of each final total of the expert from the start of the card's next turn."""
    cards: dict[Hashable, dict[int, float]] = {}
    rolls: dict[Hashable, dict[int, float]] = {}

    def from_card(card: Scorecard) -> dict[int, float]:
        key = card_key(card)
        found = cards.get(key)
        if found is None:
            found = cards[key] = card_totals(card)
        return found

    def card_totals(card: Scorecard) -> dict[int, float]:
        if card.is_complete:
            return {ruled(card, rules).total(): 1.0}
        result: dict[int, float] = {}
        for roll, p in OUTCOMES[5]:
            for total, q in from_roll(card, roll, 2).items():
                result[total] = result.get(total, 0.0) + p * q
        return result

    def from_roll(card: Scorecard, roll: Roll, rolls_left: int) -> dict[int, float]:
        key = (card_key(card), roll, rolls_left)
        found = rolls.get(key)
        if found is None:
            found = rolls[key] = roll_totals(card, roll, rolls_left)
        return found

    def roll_totals(card: Scorecard, roll: Roll, rolls_left: int) -> dict[int, float]:
        state = engine.state_of(card, rules)
        engine.turn_values(rules, state).keep_values(2)  # the factored keep values, as a turn's
        move = engine.best_move(rules, state, Dice(roll), rolls_left)
        if isinstance(move, Category):
            return from_card(ruled(card, rules).score(move, Dice(roll)))
        result: dict[int, float] = {}
        for outcome, p in outcomes_after(tuple(move)):
            for total, q in from_roll(card, outcome, rolls_left - 1).items():
                result[total] = result.get(total, 0.0) + p * q
        return result

    return from_card(card)


def card_key(card: Scorecard) -> Hashable:
    """A card as the memos here know it: its boxes and bonuses. Every card in one computation is
    valued under that computation's rules, so its own ``rules`` adds nothing; hashing a whole
    Scorecard (its RuleSet, boxes and enums) took most of a brute force's time."""
    return card.boxes, card.yahtzee_bonuses


def same_future(rules: RuleSet, card: Scorecard) -> Hashable:
    """What the rest of a game depends on: which boxes are open, the upper points (the bonus), the
    five-alike box (Jokers, bonuses) and the total so far; the other boxes' points only add to the
    total. Cards alike in these are one card to :func:`best_chance` given ``same=same_future``."""
    upper = sum(p or 0 for c, p in zip(rules.categories, card.boxes, strict=True) if c.is_upper)
    five = None if rules.yahtzee_box is None else card[rules.yahtzee_box]
    opened = tuple(p is None for p in card.boxes)
    return opened, upper, five, card.yahtzee_bonuses, ruled(card, rules).total()


def best_chance(
    rules: RuleSet,
    wins: Callable[[int], float],
    same: Callable[[RuleSet, Scorecard], Hashable] | None = None,
) -> Callable[[Scorecard, Roll, int], dict[str, float]]:
    """For a position, the chance to win after each choice under the best play for winning.

    ``wins(total)`` is the chance that a final total wins. Choices are named ``box:<category>``
    and ``keep:<dice>``. With ``same`` (:func:`same_future`), cards alike in it share their
    value: every roll and keep is still enumerated and scored by the rules, once per such card.
    """
    shared: dict[Hashable, float] = {}
    keeps: dict[Hashable, float] = {}
    rolls: dict[Hashable, float] = {}

    def card_value(card: Scorecard) -> float:
        key: Hashable = card_key(card) if same is None else same(rules, card)
        found = shared.get(key)
        if found is None:
            found = shared[key] = card_worth(card)
        return found

    def card_worth(card: Scorecard) -> float:
        if card.is_complete:
            return wins(ruled(card, rules).total())
        return sum(p * roll_value(card, roll, 2) for roll, p in OUTCOMES[5])

    def keep_value(card: Scorecard, keep: Roll, rolls_left: int) -> float:
        key = (card_key(card), keep, rolls_left)
        found = keeps.get(key)
        if found is None:
            found = keeps[key] = sum(
                p * roll_value(card, o, rolls_left - 1) for o, p in outcomes_after(keep)
            )
        return found

    def roll_value(card: Scorecard, roll: Roll, rolls_left: int) -> float:
        key = (card_key(card), roll, rolls_left)
        found = rolls.get(key)
        if found is None:
            found = rolls[key] = max(choices(card, roll, rolls_left).values())
        return found

    def choices(card: Scorecard, roll: Roll, rolls_left: int) -> dict[str, float]:
        dice = Dice(roll)
        under = ruled(card, rules)
        found = {
            f"box:{o.category.value}": card_value(under.score(o.category, dice))
            for o in under.options(dice)
        }
        if rolls_left:
            for keep in proper_keeps(roll):
                found[f"keep:{''.join(map(str, keep))}"] = keep_value(card, keep, rolls_left)
        return found

    return choices


def chance_at_turn_start(rules: RuleSet, wins: Callable[[int], float], card: Scorecard) -> float:
    """The chance to win from the start of ``card``'s next turn under the best play for it."""
    choices = best_chance(rules, wins)
    return sum(p * max(choices(card, roll, 2).values()) for roll, p in OUTCOMES[5])


def win_against(totals: dict[int, float]) -> Callable[[int], float]:
    """The chance that a total beats one drawn from ``totals`` (a tie counts half)."""

    def wins(total: int) -> float:
        return sum(
            p * (1.0 if total > t else 0.5 if total == t else 0.0) for t, p in totals.items()
        )

    return wins


def assert_matches(advice: WinAdvice, reference: dict[str, float]) -> None:
    """Every option of ``advice`` has the chance to win the brute force gives it (to 1e-9), and
    no option is missing or extra; options are named ``box:<id>`` or ``keep:<faces>``."""
    import pytest

    found = {
        f"box:{o.category.value}"
        if o.category is not None
        else f"keep:{''.join(map(str, o.keep))}": o.win_probability
        for o in advice.options
    }
    assert set(found) == set(reference)
    for name, chance in reference.items():
        assert found[name] == pytest.approx(chance, abs=1e-9), name


def gains_state_by_state(rules: RuleSet, card: Scorecard) -> list[float]:
    """The expert's points still to come from ``card``'s next turn, pushed state by state through
    ``finals.turn_outcomes`` (one state's turn at a time, every state apart, no merging of
    subtotals that no longer matter): the way ``finals.gain_distribution`` worked before it took
    a turn's states together."""
    from talking_yahtzee.advisor.finals import turn_outcomes

    state = engine.state_of(card, rules)
    layer: dict[tuple[int, int, int], dict[int, float]] = {state: {0: 1.0}}
    for _ in range(sum(p is None for p in card.boxes)):
        following: dict[tuple[int, int, int], dict[int, float]] = {}
        for here, gains in layer.items():
            for there, points, chance in turn_outcomes(rules, here):
                target = following.setdefault(there, {})
                for gained, p in gains.items():
                    target[gained + points] = target.get(gained + points, 0.0) + chance * p
        layer = following
    result = [0.0] * (1 + max(g for gains in layer.values() for g in gains))
    for gains in layer.values():
        for gained, p in gains.items():
            result[gained] += p
    return result


def chances_state_by_state(
    rules: RuleSet, state: tuple[int, int, int], points: int, f: FloatArray
) -> FloatArray:
    """(462 + 1,): the chance to win of every keep with two rolls left and (last) of the turn's
    start, from ``state`` with ``points``, by the plainest backward pass: each state reachable
    (no merging of subtotals that no longer matter) over every number of points to come at once,
    one state at a time, by the kernel's one-state arrays and the keep operators: the way
    ``winpass.WinPass`` worked before it took a turn's states together and only the points each
    state can be reached with."""
    from talking_yahtzee.advisor.dicespace import YAHTZEE_ROLLS
    from talking_yahtzee.advisor.finals import next_state
    from talking_yahtzee.advisor.keeps import best_of_sub_keeps, expected_roll, keep_expectations
    from talking_yahtzee.advisor.kernel import kernel

    k = kernel(rules)
    # As the pass does: chances within 1e-15 of 0 or 1 taken as such (an error below 1e-14),
    # so that from points + width - 1 on every total wins.
    f = np.where(f < 1e-15, 0.0, np.where(f > 1.0 - 1e-15, 1.0, f))
    below = np.flatnonzero(f < 1.0)
    f = f[: int(below[-1]) + 2] if len(below) else f[:1]
    width = max(len(f) - points, 1)
    pad = 2 * 185 + 1
    ones = np.ones(width + pad)
    values: dict[tuple[int, int, int], FloatArray] = {}

    def value(here: tuple[int, int, int]) -> FloatArray:
        found = values.get(here)
        if found is None:
            found = values[here] = turn(here)[1]
        return found

    def turn(here: tuple[int, int, int]) -> tuple[FloatArray | None, FloatArray]:
        """Keeps with two rolls left (462, width) and the start (width + pad,), by points to
        come (None and the final chances once the card is full)."""
        mask, y, up = here
        if mask == k.layout.full:
            t = np.minimum(points + np.arange(width + pad), len(f) - 1)
            return None, f[t]
        rows = np.flatnonzero(np.isin(k.row_box, k.open_boxes_of(mask)))
        nexts = [next_state(k, here, row) for row in rows.tolist()]
        later = np.array([value(there) for there in nexts])  # (rows, width + pad)
        reward = k.reward[rows, up].astype(np.int64)[:, None] + np.arange(width)
        after = np.full((k.n_rows + 2, width), -np.inf)
        after[rows] = np.take_along_axis(later, reward, axis=1)
        bonus_after = np.full((k.n_rows + 2, width), -np.inf)
        extra = reward + (rules.yahtzee_bonus if y else 0)
        bonus_after[rows] = np.take_along_axis(later, extra, axis=1)
        boxes = list(k.open_boxes_of(mask))
        final = after[k.roll_rows[:, boxes]].max(axis=1)
        final[YAHTZEE_ROLLS] = bonus_after[np.asarray(k.yahtzee_rows_of(mask))].max(axis=1)
        two = keep_expectations(best_of_sub_keeps(keep_expectations(final)))
        start = expected_roll(best_of_sub_keeps(two))
        return two, np.append(start, ones[:pad])

    two, start = turn(state)
    assert two is not None, "a full card has no turn"
    return np.append(two[:, 0], start[0])
