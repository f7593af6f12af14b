"""Events the game session emits. They carry facts only, all the announcer needs to speak them
(it never reads the game to speak an event); the announcer turns them into messages."""

from __future__ import annotations

from dataclasses import dataclass

from talking_yahtzee.core.rules import Category, Combination, Dice, Option, Standing


@dataclass(frozen=True, slots=True)
class FirstRollRolled:
    """A player rolled all five dice to decide who starts."""

    player: int
    dice: Dice
    total: int
    attempt: int


@dataclass(frozen=True, slots=True)
class FirstRollTied:
    """The highest first-roll total was tied: these players roll again."""

    players: tuple[int, ...]
    total: int


@dataclass(frozen=True, slots=True)
class FirstPlayerChosen:
    player: int
    total: int


@dataclass(frozen=True, slots=True)
class TurnStarted:
    player: int
    round: int
    rounds: int
    member: str | None = None
    """The partner who rolls this turn, when the player is a team."""
    total: int = 0
    """The player's total as the turn starts."""
    next_box: Category | None = None
    """In forced order, the one box this turn may fill."""


@dataclass(frozen=True, slots=True)
class DiceRolled:
    player: int
    dice: Dice
    rolled: tuple[int, ...]
    """0-based positions that were rolled (all five on the first roll)."""
    held: frozenset[int]
    rolls_used: int
    rolls_left: int
    combination: Combination | None = None
    """What the five dice make under the game's rules."""
    yahtzee_bonus: int = 0
    """The Yahtzee bonus these dice would earn on the player's card."""
    options: tuple[Option, ...] = ()
    """The boxes the rules allow for these dice, in card order, with their points."""


@dataclass(frozen=True, slots=True)
class HoldChanged:
    player: int
    position: int
    value: int
    held: bool
    held_count: int


@dataclass(frozen=True, slots=True)
class Scored:
    player: int
    category: Category
    points: int
    dice: Dice
    joker: bool
    yahtzee_bonus: int
    total: int


@dataclass(frozen=True, slots=True)
class UpperBonusEarned:
    player: int
    upper_subtotal: int
    bonus: int


@dataclass(frozen=True, slots=True)
class YahtzeeBonusEarned:
    player: int
    bonus: int
    count: int


@dataclass(frozen=True, slots=True)
class TurnEnded:
    player: int
    round: int
    category: Category
    points: int
    """Points this turn: the box plus any bonus earned with it."""
    total: int
    place: int
    previous_place: int
    leader: int
    lead: int
    """The leader's margin over the second place (0 when tied)."""
    totals: tuple[int, ...] = ()
    """Every player's total after this turn, by seat."""
    last: bool = False
    """This turn ended the game."""


@dataclass(frozen=True, slots=True)
class RoundEnded:
    round: int
    rounds: int
    standings: tuple[Standing, ...]


@dataclass(frozen=True, slots=True)
class GameOver:
    standings: tuple[Standing, ...]
    winners: tuple[int, ...]
    margins: tuple[tuple[int, int, int], ...]
    """(winner, other player, points by which the winner leads)."""
    previous_best: int | None = None
    """For solitaire: the best earlier score under the same rules, if known."""


Event = (
    FirstRollRolled
    | FirstRollTied
    | FirstPlayerChosen
    | TurnStarted
    | DiceRolled
    | HoldChanged
    | Scored
    | UpperBonusEarned
    | YahtzeeBonusEarned
    | TurnEnded
    | RoundEnded
    | GameOver
)
