"""How well each player played apart from the dice: every game split exactly into luck and loss.

V of a position is its exact value under the best play for points, the points already on the card
included (box points, upper bonus, Yahtzee bonuses, Jokers): before a turn's first roll the card's
total plus the strategy table's value of its state; after a roll the value of the best option;
before a re-roll the value of the dice kept. V of a full card is its final score. So a game splits
exactly, for each player:

    final score = V(start) + the luck of every roll - the loss of every choice

The luck of a roll is V after it minus V before it (its average over the roll's outcomes is 0).
The loss of a choice (keep some dice and roll the others, or score in a box) is the value of the
best option minus the value of the one chosen: never negative, 0 for the best play.

A player who plays to win (:class:`Aim`, the master against others, or a person who asked for
the chance to win) is measured in the chance to win too, on the positions where the master plays
for the win (:func:`.winmove.move_chances`: the chance is exact there): the chance after the best
move for winning minus the chance after the move made. Those choices then count in the chance to
win, not in points, in :attr:`Skill.aim_loss` and :attr:`Skill.played`.

:func:`analyse` is a pure function of the rule set and the turns as played (``Game.turns``, or a
record's turns read back by ``store.record``): the home game, ``yahtzee review`` and a server
call the same.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from typing import Literal

from talking_yahtzee.advisor import engine
from talking_yahtzee.advisor.dicespace import KEEP_INDEX
from talking_yahtzee.advisor.layout import layout
from talking_yahtzee.advisor.opponents import cards_after
from talking_yahtzee.advisor.ranking import best_index
from talking_yahtzee.core.rules import (
    ROLLS_PER_TURN,
    Category,
    Dice,
    RuleSet,
    Scorecard,
)
from talking_yahtzee.core.state import Player, TurnRecord

COSTLY = 0.005
"""A choice is among the costliest only when it lost at least this much (it rounds to 0.01)."""
COSTLIEST = 10
"""The costliest choices listed after a game, at most."""


@dataclass(frozen=True, slots=True)
class Aim:
    """What a seat plays for: points (the expected final score), or to win: against the others,
    or in solitaire to score more than ``beat``."""

    kind: Literal["points", "win"] = "points"
    beat: int | None = None

    def to_json(self) -> str:
        return self.kind if self.beat is None else "beat"


POINTS = Aim()
WIN = Aim("win")
MASTER = "master"


def aims_for(
    players: Sequence[Player], wants_win: Collection[int] = (), previous_best: int | None = None
) -> list[Aim]:
    """Each seat's aim: to win for a master among others and for the seats of ``wants_win``
    (people who asked for the chance to win: in solitaire, to beat ``previous_best``, if any);
    else points (a master alone plays the expert's game)."""
    several = len(players) > 1
    aims = []
    for seat, player in enumerate(players):
        if several and (seat in wants_win or (player.is_computer and player.level == MASTER)):
            aims.append(WIN)
        elif not several and seat in wants_win and previous_best is not None:
            aims.append(Aim("win", previous_best))
        else:
            aims.append(POINTS)
    return aims


@dataclass(frozen=True, slots=True)
class Move:
    """A choice: keep these dice (sorted values) and roll the others, or score in a box."""

    action: Literal["keep", "score"]
    keep: tuple[int, ...] = ()
    category: Category | None = None
    points: int = 0
    yahtzee_bonus: int = 0

    def to_json(self) -> dict[str, object]:
        if self.category is None:
            return {"action": "keep", "keep": list(self.keep)}
        data: dict[str, object] = {
            "action": "score",
            "category": self.category.value,
            "points": self.points,
        }
        if self.yahtzee_bonus:
            data["yahtzee_bonus"] = self.yahtzee_bonus
        return data


@dataclass(frozen=True, slots=True)
class Chances:
    """The chance to win after the best move for winning and after the move made."""

    best: Move
    chance_best: float
    chance_done: float

    @property
    def lost(self) -> float:
        return max(0.0, self.chance_best - self.chance_done)

    def to_json(self) -> dict[str, object]:
        return {
            "best": self.best.to_json(),
            "chance_best": self.chance_best,
            "chance_done": self.chance_done,
            "lost": self.lost,
        }


@dataclass(frozen=True, slots=True)
class Choice:
    """One choice of a player: the position (after a roll), what was done, what was best."""

    player: int
    round: int
    roll: int
    """Which roll of the turn brought these dice: 1 to 3."""
    dice: tuple[int, ...]
    """The dice as they lay, by position."""
    held: tuple[int, ...]
    """The values kept into this roll (sorted; none on the first roll)."""
    done: Move
    best: Move
    """The best option for points (ties as the advice breaks them)."""
    value: float
    """V of the position: the best option's value (expected final score)."""
    done_value: float
    luck: float
    """The luck of the roll that brought these dice."""
    chances: Chances | None = None
    """Where the player plays to win and the chance is exact (the master's positions)."""

    @property
    def rolls_left(self) -> int:
        return ROLLS_PER_TURN - self.roll

    @property
    def loss(self) -> float:
        """Points lost: the best option's value minus the chosen one's (never negative)."""
        return self.value - self.done_value

    @property
    def cost(self) -> float:
        """What ranks the costliest choices: the chance to win lost in percentage points where
        it is measured, else the points lost."""
        return self.chances.lost * 100 if self.chances is not None else self.loss

    def to_json(self) -> dict[str, object]:
        data: dict[str, object] = {
            "round": self.round,
            "roll": self.roll,
            "rolls_left": self.rolls_left,
            "dice": list(self.dice),
            "held": list(self.held),
            "done": self.done.to_json(),
            "best": self.best.to_json(),
            "loss": self.loss,
            "luck": self.luck,
            "value": self.value,
        }
        if self.chances is not None:
            data["win"] = self.chances.to_json()
        return data


@dataclass(frozen=True, slots=True)
class Skill:
    """One seat's game split into its start value, the dice's luck and the choices' losses."""

    player: int
    aim: Aim
    start: float
    """V at the start: the expected final score under the best play for points."""
    end: float
    """V at the end of the turns given: the final score once the card is full."""
    final: int
    """The points on the card (bonuses included)."""
    complete: bool
    choices: tuple[Choice, ...]
    luck: float
    """The luck of every roll (a last roll not yet answered included)."""

    @property
    def loss(self) -> float:
        """The points lost by every choice: start + luck - loss = end."""
        return sum(c.loss for c in self.choices)

    @property
    def aim_loss(self) -> float:
        """The points lost by the choices measured in points: every choice when playing for
        points; the choices before the chance to win was measured when playing to win."""
        return sum(c.loss for c in self.choices if c.chances is None)

    @property
    def chance_lost(self) -> float:
        """The chance to win lost (0 to 1 each) by the choices where it was measured."""
        return sum(c.chances.lost for c in self.choices if c.chances is not None)

    @property
    def measured_chance(self) -> bool:
        return any(c.chances is not None for c in self.choices)

    @property
    def played(self) -> float:
        """How well the seat played, in percent: the expected final score of its choices (the
        start value less :attr:`aim_loss`) as a share of the best play's (the start value); 0
        at worst (a game's losses may pass its start value when the dice were kind)."""
        return max(0.0, 100.0 * (self.start - self.aim_loss) / self.start) if self.start else 100.0

    @property
    def per_choice(self) -> float:
        """The points lost per choice (:attr:`aim_loss` over the choices measured in points)."""
        counted = sum(1 for c in self.choices if c.chances is None)
        return self.aim_loss / counted if counted else 0.0

    def costliest(self, limit: int = COSTLIEST) -> list[Choice]:
        """The choices that cost the most (:attr:`Choice.cost`, at least :data:`COSTLY`),
        costliest first; ties in the order played."""
        costly = [c for c in self.choices if c.cost >= COSTLY]
        return sorted(costly, key=lambda c: -c.cost)[:limit]

    def to_json(self) -> dict[str, object]:
        return {
            "aim": self.aim.to_json(),
            "start": self.start,
            "final": self.final,
            "finished": self.complete,
            "end": self.end,
            "luck": self.luck,
            "loss": self.loss,
            "aim_loss": self.aim_loss,
            "chance_lost": self.chance_lost if self.measured_chance else None,
            "played": self.played,
            "choices": [c.to_json() for c in self.choices],
        }


@dataclass(slots=True)
class _Seat:
    """What is known of one seat while its turns are read."""

    card: Scorecard
    aim: Aim
    start: float | None = None
    luck: float = 0.0
    pending: float | None = None
    """V after a roll that no choice answered yet (the record ends there)."""
    choices: list[Choice] = field(default_factory=list)


def analyse(
    rules: RuleSet,
    seats: int,
    turns: Sequence[TurnRecord],
    aims: Sequence[Aim] | None = None,
) -> tuple[Skill, ...]:
    """Every seat's game from its turns in the order played (``Game.turns``): the start value,
    each roll's luck, each choice's loss (and chance to win lost, for a seat whose aim is to
    win), in seat order. ``aims``: each seat's (default: points).

    :raises ValueError: for turns no game could have (a roll or score the rules refuse).
    """
    aims = list(aims) if aims is not None else [POINTS] * seats
    if len(aims) != seats:
        raise ValueError("one aim per seat")
    states = [_Seat(Scorecard(rules=rules), aim) for aim in aims]
    for turn in turns:
        if not 0 <= turn.player < seats:
            raise ValueError(f"no seat {turn.player}")
        _turn(rules, states, turn)
    return tuple(_skill(rules, seat, state) for seat, state in enumerate(states))


def _skill(rules: RuleSet, seat: int, state: _Seat) -> Skill:
    card = state.card
    total = card.total()
    end = state.pending if state.pending is not None else total + engine.future_of(rules, card)
    start = state.start if state.start is not None else _start(rules, card)
    complete = card.is_complete
    return Skill(seat, state.aim, start, end, total, complete, tuple(state.choices), state.luck)


def _start(rules: RuleSet, card: Scorecard) -> float:
    return card.total() + engine.future_of(rules, card)


def _turn(rules: RuleSet, states: list[_Seat], turn: TurnRecord) -> None:
    """Read one turn of ``turn.player``: each roll's luck, each choice's loss."""
    seat = states[turn.player]
    card = seat.card
    state, total, complete = engine.card_state(card, rules)
    if complete:
        raise ValueError("a turn after the card was full")
    if len(turn.rolls) > ROLLS_PER_TURN or len(turn.held) != max(0, len(turn.rolls) - 1):
        raise ValueError("a turn of more than three rolls, or holds that do not match them")
    before = total + engine.table(rules).value(*state)
    if seat.start is None:
        seat.start = before
    seat.pending = None
    held: tuple[int, ...] = ()
    opponents = _opponents(states, turn.player)
    for roll, values in enumerate(turn.rolls, start=1):
        dice = Dice(values)
        rolls_left = ROLLS_PER_TURN - roll
        boxes, rows, options, bonus, keeps = engine.position(rules, state, dice, rolls_left)
        value = total + max(options)
        luck = value - before
        seat.luck += luck
        if roll < len(turn.rolls):
            kept = tuple(sorted(values[p - 1] for p in turn.held[roll - 1]))
            if kept not in KEEP_INDEX or len(kept) == len(values):
                raise ValueError(f"keeping {kept} of {values} cannot be rolled")
            index = len(boxes) + keeps.index(KEEP_INDEX[kept])
            done = Move("keep", keep=kept)
        elif turn.category is not None:
            box = layout(rules).box_index(turn.category)
            if box not in boxes:
                raise ValueError(f"{turn.category.value} cannot take {values}")
            index = boxes.index(box)
            points = engine.row_points(rules, rows[index])
            done = Move("score", category=turn.category, points=points, yahtzee_bonus=bonus)
        else:
            seat.pending = value  # the record ends before this roll was answered
            return
        best = _move(rules, boxes, rows, keeps, bonus, best_index(options, total))
        chances = None
        if seat.aim.kind == "win" and (opponents or seat.aim.beat is not None):
            chances = _chances(rules, card, dice, rolls_left, opponents, seat.aim, done)
        done_value = total + options[index]
        seat.choices.append(
            Choice(
                turn.player,
                turn.round,
                roll,
                values,
                held,
                done,
                best,
                value,
                done_value,
                luck,
                chances,
            )
        )
        before, held = done_value, done.keep
    if turn.category is not None and turn.rolls:
        seat.card = card.score(turn.category, Dice(turn.rolls[-1]))


def _opponents(states: list[_Seat], player: int) -> list[Scorecard]:
    """The other cards as they stand, in play order after ``player`` (as the master sees them)."""
    return cards_after([s.card for s in states], player) if len(states) > 1 else []


def _move(
    rules: RuleSet, boxes: list[int], rows: list[int], keeps: list[int], bonus: int, index: int
) -> Move:
    """Option ``index`` of :func:`.engine.position`'s lists as a move."""
    if index < len(boxes):
        category = layout(rules).categories[boxes[index]]
        points = engine.row_points(rules, rows[index])
        return Move("score", category=category, points=points, yahtzee_bonus=bonus)
    return Move("keep", keep=engine.KEEPS[keeps[index - len(boxes)]])


def _chances(
    rules: RuleSet,
    card: Scorecard,
    dice: Dice,
    rolls_left: int,
    opponents: list[Scorecard],
    aim: Aim,
    done: Move,
) -> Chances | None:
    """The chance to win after the best move for winning and after ``done``, where the master
    plays for the win; None elsewhere."""
    from talking_yahtzee.advisor.winmove import move_chances  # the passes load when first needed

    beat = aim.beat if not opponents else None
    found = move_chances(card, rules, dice, rolls_left, opponents if beat is None else (), beat)
    if found is None:
        return None
    moves, chances = found
    done_chance = chances[moves.index(done.category if done.category is not None else done.keep)]
    best = max(chances)
    if done_chance >= best - 1e-12:  # the move made is among the best: it is the best named
        return Chances(done, best, done_chance)
    chosen = moves[chances.index(best)]
    if isinstance(chosen, Category):
        box = card.check_score(chosen, dice)
        bonus = card.yahtzee_bonus_for(dice)
        move = Move("score", category=chosen, points=box.points, yahtzee_bonus=bonus)
    else:
        move = Move("keep", keep=chosen)
    return Chances(move, best, done_chance)


__all__ = [
    "COSTLIEST",
    "COSTLY",
    "POINTS",
    "WIN",
    "Aim",
    "Chances",
    "Choice",
    "Move",
    "Skill",
    "aims_for",
    "analyse",
]
